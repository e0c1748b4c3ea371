// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailKey, identifierOf, matches, phoneKey } from './identifier';

describe('finding a person by phone number', () => {
  it.each([
    '+91 98200 12345',
    '+91-98200-12345',
    '+91 (0) 98200 12345',
    '0091 98200 12345',
    '91 9820012345',
    '098200 12345',
    '98200 12345',
    '9820012345',
  ])('reads %s as the Indian mobile 9820012345', (written) => {
    expect(phoneKey(written)).toBe('9820012345');
  });

  it.each(['+94 77 123 4567', '0094 771 234 567', '077 123 4567', '771234567'])(
    'reads %s as the Sri Lankan mobile 771234567',
    (written) => {
      expect(phoneKey(written)).toBe('771234567');
    },
  );

  it('keeps numbers with the same digits in another country apart', () => {
    expect(phoneKey('+94 982 001 2345')).not.toBe(phoneKey('+91 98200 12345'));
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
  });

  it('refuses fewer than 7 or more than 15 digits, as the forms do', () => {
    expect(phoneKey('12 34 5')).toBeUndefined();
    expect(phoneKey('call after 5')).toBeUndefined();
    expect(phoneKey('1234567890123456')).toBeUndefined();
  });

  it('matches a stored field only when it holds the same number', () => {
    const who = identifierOf('phone', '+91 98200 12345')!;
    expect(matches(who, '098200-12345')).toBe(true);
    expect(matches(who, '98200 12346')).toBe(false);
    expect(matches(who, undefined)).toBe(false);
  });
});

describe('finding a person by e-mail address', () => {
  it('ignores letter case and surrounding spaces', () => {
    expect(emailKey('  Ann.Rao@Example.COM ')).toBe('ann.rao@example.com');
    expect(matches(identifierOf('email', 'ann.rao@example.com')!, 'ANN.RAO@example.com')).toBe(
      true,
    );
  });

  it('refuses what is not an address', () => {
    expect(identifierOf('email', 'ann.rao')).toBeUndefined();
    expect(identifierOf('email', 'ann rao@example.com')).toBeUndefined();
  });
});
