import { describe, expect, it } from 'vitest';
import {
  centsText,
  finalPriceCents,
  formatDollars,
  formatDollarsGrouped,
  isPrice,
  priceCents,
} from './prices';
import { PRODUCTS } from './products';

describe('prices', () => {
  it('reads decimal price strings as whole cents', () => {
    expect(priceCents('999')).toBe(99_900);
    expect(priceCents('12.5')).toBe(1250);
    expect(priceCents('0.07')).toBe(7);
    expect(() => priceCents('1e3')).toThrow();
    expect(isPrice('-1')).toBe(false);
  });

  it('adds without float noise and shows the sum with a $ and no rounding', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(formatDollars(priceCents('0.1') + priceCents('0.2'))).toBe('$0.30');
    expect(formatDollars(2 * priceCents('999') + priceCents('199'))).toBe('$2197');
    expect(formatDollars(3 * priceCents('19.99'))).toBe('$59.97');
    expect(formatDollarsGrouped(215_600)).toBe('$2,156');
    expect(centsText(123_456_789, true)).toBe('1,234,567.89');
  });

  it('takes the discount price as the final price of every catalogue grade', () => {
    for (const product of PRODUCTS) {
      expect(isPrice(product.price) && isPrice(product.discount_price)).toBe(true);
      expect(finalPriceCents(product)).toBeLessThan(priceCents(product.price));
    }
  });
});
