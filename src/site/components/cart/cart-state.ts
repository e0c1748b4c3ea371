// The cart as plain data: a list of lines, each a catalogue grade and how many units of it.
// Prices, titles and pictures are not kept here but read from the catalogue when shown, so a
// stored cart can never make the site show a price the catalogue does not have.

export interface CartLine {
  /** A product id of the catalogue. */
  id: string;
  /** Whole units, 1 to maxQuantity. */
  quantity: number;
}

export type CartAction =
  | { type: 'add'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'increment'; id: string }
  | { type: 'decrement'; id: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: readonly CartLine[] };

function clamp(quantity: number, max: number): number {
  return Math.min(max, Math.max(1, Math.floor(quantity)));
}

/**
 * Adding a grade already in the cart adds to its quantity, else appends a line; remove deletes
 * the line. Decrement stops at 1: a line leaves the cart only through its remove button, so a
 * slip on the minus button never loses it. Quantities stay within 1 to `max`.
 */
export function cartReducer(
  lines: readonly CartLine[],
  action: CartAction,
  max: number,
): readonly CartLine[] {
  switch (action.type) {
    case 'add': {
      if (!Number.isFinite(action.quantity) || action.quantity < 1) return lines;
      const present = lines.some((line) => line.id === action.id);
      if (!present) return [...lines, { id: action.id, quantity: clamp(action.quantity, max) }];
      return lines.map((line) =>
        line.id === action.id
          ? { ...line, quantity: clamp(line.quantity + action.quantity, max) }
          : line,
      );
    }
    case 'remove':
      return lines.filter((line) => line.id !== action.id);
    case 'increment':
    case 'decrement': {
      const step = action.type === 'increment' ? 1 : -1;
      return lines.map((line) =>
        line.id === action.id ? { ...line, quantity: clamp(line.quantity + step, max) } : line,
      );
    }
    case 'clear':
      return [];
    case 'replace':
      return action.lines;
  }
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
    if (typeof item !== 'object' || item === null) continue;
    const { id, quantity } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !isKnown(id)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) continue;
    if (quantity < 1 || quantity > max) continue;
    if (lines.some((line) => line.id === id)) continue;
    lines.push({ id, quantity });
  }
  return lines;
}
