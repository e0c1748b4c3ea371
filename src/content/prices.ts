// Catalogue prices are decimal strings ('999', '12.50') in US dollars. Sums are done in whole
// cents, so a total is exact ($2197, never $2196.9999999) and nothing is ever rounded. Buyers in
// India and Sri Lanka see the same prices in rupees, from the one rate table below. Imports no
// content module: the header's cart and the gateway use it without the catalogue.

const PRICE_PATTERN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Whether a text is a price these helpers read: digits with at most two decimals. */
export function isPrice(value: string): boolean {
  return PRICE_PATTERN.test(value);
}

/** '999' -> 99900, '12.5' -> 1250. Throws on anything else: prices come from the catalogue. */
export function priceCents(price: string): number {
  const match = PRICE_PATTERN.exec(price);
  if (!match) throw new Error(`Not a price: '${price}'`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 219700 -> '2197', 1250 -> '12.50': the decimal text, as the catalogue writes prices. */
export function centsText(cents: number, grouped = false): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const wholeText = grouped ? whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',') : `${whole}`;
  return fraction === 0 ? wholeText : `${wholeText}.${fraction.toString().padStart(2, '0')}`;
}

/** The site's price display: a '$' prefix, no rounding ('$2197'). */
export function formatDollars(cents: number): string {
  return `$${centsText(cents)}`;
}

/** For staff, with thousands separators ('$2,197'). */
export function formatDollarsGrouped(cents: number): string {
  return `$${centsText(cents, true)}`;
}

/** The price a cart line costs: the catalogue's discount price. */
export function finalPriceCents(product: { discount_price: string }): number {
  return priceCents(product.discount_price);
}

/** What a price is shown in: US dollars, as the catalogue sets them, or rupees. */
export type PriceCurrency = 'USD' | 'INR' | 'LKR';

/**
 * The one rate table: a price in rupees is the catalogue's dollar price times its currency's
 * whole rupees per US dollar, so every page shows a grade at the same figure and nothing is
 * rounded. Sample rates, like the sample prices they convert.
 */
export const PRICE_RATES: Readonly<Record<PriceCurrency, number>> = { USD: 1, INR: 84, LKR: 300 };

/** The country whose money each rupee is (ISO 3166 code); a dollar price is for everyone else. */
const CURRENCY_REGIONS: Readonly<Partial<Record<PriceCurrency, string>>> = {
  INR: 'IN',
  LKR: 'LK',
};

/** The currency of a country, by its ISO 3166 code in either case ('in', 'LK'): US dollars elsewhere. */
export function currencyOfCountry(country: string | undefined): PriceCurrency {
  const region = country?.toUpperCase();
  const found = (Object.keys(CURRENCY_REGIONS) as PriceCurrency[]).find(
    (currency) => CURRENCY_REGIONS[currency] === region,
  );
  return found ?? 'USD';
}

/** Languages read in one of the two countries: Hindi and Marathi in India, Sinhala in Sri Lanka. */
const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = { hi: 'IN', mr: 'IN', si: 'LK' };

/**
 * The currency a visitor sees before choosing a country: the country of the page's language
 * where it names one, else of the first region the browser's languages name ('en-IN', 'ta-LK');
 * with neither, rupees for Tamil (the site writes it for India) and US dollars for English.
 */
export function defaultCurrency(language: string, regions: readonly string[]): PriceCurrency {
  const country = LANGUAGE_COUNTRIES[language] ?? regions[0] ?? (language === 'ta' ? 'IN' : '');
  return currencyOfCountry(country);
}

/**
 * A price of `cents` US cents as a buyer sees it in `currency`: dollars as the site has always
 * written them ('$2197'), rupees through Intl in the page's language with the rupee's country
 * ('₹1,84,548' in India, 'LKR 659,100' for Sri Lanka), paise and cents only when there are some.
 */
export function formatPrice(cents: number, currency: PriceCurrency, language: string): string {
  if (currency === 'USD') return formatDollars(cents);
  const minor = cents * PRICE_RATES[currency];
  const fraction = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(`${language}-${CURRENCY_REGIONS[currency]}-u-nu-latn`, {
    style: 'currency',
    currency,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(minor / 100);
}
