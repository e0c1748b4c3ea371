import { describe, expect, it } from 'vitest';
import {
  centsText,
  currencyOfCountry,
  defaultCurrency,
  finalPriceCents,
  formatDollars,
  formatDollarsGrouped,
  formatPrice,
  isPrice,
  PRICE_RATES,
  priceCents,
} from './prices';
import { PRODUCTS } from './products';
import { COUNTRY_OPTIONS } from './shop';

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

describe('prices in rupees', () => {
  it('converts every price through the one rate table, in whole rupees per dollar', () => {
    expect(PRICE_RATES.USD).toBe(1);
    for (const rate of Object.values(PRICE_RATES)) expect(Number.isInteger(rate)).toBe(true);
    const cents = priceCents('2197');
    expect(formatPrice(cents, 'INR', 'en')).toBe(
      `₹${(2197 * PRICE_RATES.INR).toLocaleString('en-IN')}`,
    );
    expect(formatPrice(cents, 'LKR', 'en')).toBe(
      `LKR\u00a0${(2197 * PRICE_RATES.LKR).toLocaleString('en-US')}`,
    );
  });

  it('groups rupees as India does and Sri Lankan rupees as Sri Lanka does, paise only when there are some', () => {
    expect(formatPrice(priceCents('2000'), 'INR', 'en')).toBe('₹1,68,000');
    expect(formatPrice(priceCents('2000'), 'LKR', 'en')).toBe('LKR\u00a0600,000');
    expect(formatPrice(priceCents('0.01'), 'INR', 'en')).toBe('₹0.84');
    expect(formatPrice(priceCents('2000'), 'INR', 'hi')).toBe('₹1,68,000');
  });

  it('keeps US dollars as the site has always written them: $ prefix, no grouping, no rounding', () => {
    expect(formatPrice(priceCents('2197'), 'USD', 'en')).toBe('$2197');
    expect(formatPrice(priceCents('12.5'), 'USD', 'hi')).toBe('$12.50');
  });

  it('prices India in Indian rupees, Sri Lanka in Sri Lankan rupees and every other country in dollars', () => {
    const currencies = Object.fromEntries(
      COUNTRY_OPTIONS.map((option) => [option.value, currencyOfCountry(option.value)]),
    );
    expect(currencies).toEqual({
      in: 'INR',
      lk: 'LKR',
      uk: 'USD',
      us: 'USD',
      bd: 'USD',
      saudi: 'USD',
      dubai: 'USD',
    });
    expect(currencyOfCountry(undefined)).toBe('USD');
  });

  it("defaults from the page's language, else the browser's region, else dollars for English", () => {
    expect(defaultCurrency('hi', ['US'])).toBe('INR');
    expect(defaultCurrency('mr', [])).toBe('INR');
    expect(defaultCurrency('si', ['IN'])).toBe('LKR');
    expect(defaultCurrency('ta', ['LK'])).toBe('LKR');
    expect(defaultCurrency('ta', [])).toBe('INR');
    expect(defaultCurrency('en', ['IN', 'US'])).toBe('INR');
    expect(defaultCurrency('en', ['LK'])).toBe('LKR');
    expect(defaultCurrency('en', ['GB'])).toBe('USD');
    expect(defaultCurrency('en', [])).toBe('USD');
  });
});
