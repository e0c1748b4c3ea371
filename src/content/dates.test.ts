import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('spells the month out, day first, with no leading zero', () => {
    expect(formatDate('2026-10-08')).toBe('8 October 2026');
    expect(formatDate('2026-03-12')).toBe('12 March 2026');
  });

  it('gives back a value that is not an ISO date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
  });
});
