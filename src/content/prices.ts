// Catalogue prices are decimal strings ('999', '12.50'). Sums are done in whole cents, so a
// total is exact ($2197, never $2196.9999999) and nothing is ever rounded. Imports no content
// module: the header's cart and the gateway use it without the catalogue.

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
