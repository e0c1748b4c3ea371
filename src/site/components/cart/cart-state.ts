// Changes to the cart. Prices, titles and pictures are not kept in it but read from the catalogue
// when shown, so a stored cart can never make the site show a price the catalogue does not have.
import type { CartLine } from './cart-lines';

export type CartAction =
  | { type: 'add'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'increment'; id: string }
  | { type: 'decrement'; id: string }
  | { type: 'clear' };

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
  }
}
