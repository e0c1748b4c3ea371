// The cart as plain data, as the header reads it on every page: a list of lines, each a
// catalogue grade and how many units of it. Kept apart from the changes (cart-state.ts), which
// only the pages that change the cart download.

export interface CartLine {
  /** A product id of the catalogue. */
  id: string;
  /** Whole units, 1 to CART_MAX_QUANTITY. */
  quantity: number;
}

/** The header badge: every unit in the cart. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * A cart read back from storage. Whatever is there may come from an older version, another
 * site on the same origin or a curious visitor: anything that is not a list of known grades
 * with whole quantities from 1 to `max` is left out, a line at a time, and text that is not
 * JSON gives an empty cart. Never throws.
 */
export function parseStoredCart(
  raw: string | null,
  isKnown: (id: string) => boolean,
  max: number,
): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    const { id, quantity } = (item ?? {}) as Record<string, unknown>;
    if (
      typeof id === 'string' &&
      isKnown(id) &&
      Number.isInteger(quantity) &&
      (quantity as number) >= 1 &&
      (quantity as number) <= max &&
      !lines.some((line) => line.id === id)
    ) {
      lines.push({ id, quantity: quantity as number });
    }
  }
  return lines;
}
