// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAsOf, parseCommand } from './arguments';

describe('the privacy command line', () => {
  it('reads each command with its options', () => {
    expect(parseCommand(['export', '--email', 'A@B.in', '--out', 'x'])).toEqual({
      name: 'export',
      identifier: { type: 'email', key: 'a@b.in' },
      out: 'x',
      dryRun: false,
    });
    expect(parseCommand(['erase', '--phone', '+91 98200 12345', '--dry-run'])).toEqual({
      name: 'erase',
      identifier: { type: 'phone', key: '9820012345' },
      dryRun: true,
    });
    expect(parseCommand(['sweep'])).toEqual({ name: 'sweep', asOf: undefined, dryRun: false });
    expect(parseCommand(['--help'])).toEqual({ name: 'help' });
  });

  it('reads --as-of as a day at midnight UTC or as an exact time', () => {
    expect(parseAsOf('2027-06-30')?.toISOString()).toBe('2027-06-30T00:00:00.000Z');
    expect(parseAsOf('2027-06-30T09:30:00+05:30')?.toISOString()).toBe('2027-06-30T04:00:00.000Z');
  });

  it.each(['2027-02-30', '2027-13-01', '30/06/2027', 'tomorrow', '2027-06-30T09:00'])(
    'refuses --as-of %s',
    (raw) => {
      expect(parseAsOf(raw)).toBeUndefined();
      expect(() => parseCommand(['sweep', '--as-of', raw])).toThrow('--as-of must be a date');
    },
  );

  it('never repeats the address or number it refuses', () => {
    expect(() => parseCommand(['erase', '--email', 'ann.rao.example.com'])).toThrow(
      /^--email must be an e-mail address such as name@example.com$/,
    );
  });
});
