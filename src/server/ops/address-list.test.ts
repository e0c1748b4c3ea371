// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressAllowed, parseAddress, parseAddressList } from './address-list';

describe('address lists', () => {
  it('reads IPv4, IPv6, compressed and IPv4-mapped addresses', () => {
    expect(parseAddress('192.0.2.1')).toEqual({ version: 4, bits: 0xc0000201n });
    expect(parseAddress('::1')).toEqual({ version: 6, bits: 1n });
    expect(parseAddress('2001:db8::8a2e:370:7334')?.version).toBe(6);
    expect(parseAddress('::ffff:192.0.2.1')).toEqual({ version: 4, bits: 0xc0000201n });
    expect(parseAddress('::ffff:c000:201')).toEqual({ version: 4, bits: 0xc0000201n });
    expect(parseAddress('fe80::1%eth0')?.version).toBe(6);
    for (const bad of [
      '256.0.0.1',
      '1.2.3',
      '1::2::3',
      '12345::',
      'example.com',
      '',
      '1:2:3:4:5:6:7:8:9',
    ]) {
      expect(parseAddress(bad), bad).toBeUndefined();
    }
  });

  it('matches addresses inside a network and none outside', () => {
    const list = parseAddressList('10.0.0.0/8, 192.0.2.7, 2001:db8::/32') ?? [];
    expect(addressAllowed(list, '10.255.1.2')).toBe(true);
    expect(addressAllowed(list, '::ffff:10.3.4.5')).toBe(true);
    expect(addressAllowed(list, '11.0.0.1')).toBe(false);
    expect(addressAllowed(list, '192.0.2.7')).toBe(true);
    expect(addressAllowed(list, '192.0.2.8')).toBe(false);
    expect(addressAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(addressAllowed(list, '2001:db9::5')).toBe(false);
    expect(addressAllowed(list, undefined)).toBe(false);
    expect(addressAllowed(list, 'garbage')).toBe(false);
  });

  it('lets everyone in with 0.0.0.0/0 and ::/0, and no one with none', () => {
    const all = parseAddressList('0.0.0.0/0,::/0') ?? [];
    expect(addressAllowed(all, '203.0.113.9')).toBe(true);
    expect(addressAllowed(all, '2001:db8::1')).toBe(true);
    expect(parseAddressList('none')).toEqual([]);
    expect(addressAllowed([], '127.0.0.1')).toBe(false);
  });

  it('refuses a list with any entry that is not an address or network', () => {
    for (const bad of [
      '',
      ' , ',
      '10.0.0.0/8,localhost',
      '10.0.0.0/33',
      '::/129',
      '1.2.3.4/8/9',
      '1.2.3.4/x',
    ]) {
      expect(parseAddressList(bad), bad).toBeUndefined();
    }
  });
});
