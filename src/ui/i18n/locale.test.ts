// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNumber, localeIn } from './locale';

describe('the locale numbers are written in', () => {
  it('groups as India does for English, Hindi, Marathi and Tamil in India, in Latin digits', () => {
    for (const lang of ['en', 'hi', 'mr', 'ta'] as const) {
      expect(formatNumber(localeIn(lang, undefined), 1234567), lang).toBe('12,34,567');
    }
    expect(formatNumber(localeIn('ta', 'IN'), 1234567)).toBe('12,34,567');
  });

  it('groups as Sri Lanka does for Sinhala, and for Tamil on a Sri Lankan page', () => {
    // Intl's own ta-LK groups as India does: the Sri Lankan page needs more than the tag.
    expect(new Intl.NumberFormat('ta-LK').format(1234567)).toBe('12,34,567');
    expect(formatNumber(localeIn('ta', 'LK'), 1234567)).toBe('1,234,567');
    expect(formatNumber(localeIn('si', undefined), 1234567)).toBe('1,234,567');
    expect(formatNumber(localeIn('si', 'IN'), 1234567)).toBe('1,234,567');
  });

  it('writes a share as a percentage in the locale', () => {
    expect(formatNumber(localeIn('hi', undefined), 0.42, { style: 'percent' })).toBe('42%');
  });
});
