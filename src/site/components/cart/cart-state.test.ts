import { describe, expect, it } from 'vitest';
import { cartCount, parseStoredCart, type CartLine } from './cart-lines';
import { cartReducer } from './cart-state';

const MAX = 1000;
const reduce = (lines: readonly CartLine[], action: Parameters<typeof cartReducer>[1]) =>
  cartReducer(lines, action, MAX);

describe('cart reducer', () => {
  it('appends a grade that is not in the cart yet', () => {
    const lines = reduce([{ id: 'a', quantity: 1 }], { type: 'add', id: 'b', quantity: 2 });
    expect(lines).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 2 },
    ]);
  });

  it('adds to the quantity of a grade already in the cart instead of a second line', () => {
    const lines = reduce(
      [
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 1 },
      ],
      { type: 'add', id: 'a', quantity: 3 },
    );
    expect(lines).toEqual([
      { id: 'a', quantity: 5 },
      { id: 'b', quantity: 1 },
    ]);
  });

  it('ignores adding zero, negative or non-numeric quantities', () => {
    const start = [{ id: 'a', quantity: 1 }];
    expect(reduce(start, { type: 'add', id: 'a', quantity: 0 })).toBe(start);
    expect(reduce(start, { type: 'add', id: 'b', quantity: -2 })).toBe(start);
    expect(reduce(start, { type: 'add', id: 'b', quantity: Number.NaN })).toBe(start);
  });

  it('never lets a quantity pass the maximum', () => {
    const lines = reduce([{ id: 'a', quantity: 999 }], { type: 'add', id: 'a', quantity: 5 });
    expect(lines).toEqual([{ id: 'a', quantity: MAX }]);
    expect(reduce(lines, { type: 'increment', id: 'a' })).toEqual([{ id: 'a', quantity: MAX }]);
    expect(reduce([], { type: 'add', id: 'b', quantity: 5000 })).toEqual([
      { id: 'b', quantity: MAX },
    ]);
  });

  it('removes the line with that id and only that one', () => {
    const lines = reduce(
      [
        { id: 'a', quantity: 1 },
        { id: 'b', quantity: 4 },
      ],
      { type: 'remove', id: 'a' },
    );
    expect(lines).toEqual([{ id: 'b', quantity: 4 }]);
  });

  it('increments and decrements one unit, and decrement stops at 1 rather than removing', () => {
    let lines = reduce([{ id: 'a', quantity: 1 }], { type: 'increment', id: 'a' });
    expect(lines).toEqual([{ id: 'a', quantity: 2 }]);
    lines = reduce(lines, { type: 'decrement', id: 'a' });
    lines = reduce(lines, { type: 'decrement', id: 'a' });
    expect(lines).toEqual([{ id: 'a', quantity: 1 }]);
  });

  it('empties on clear', () => {
    expect(reduce([{ id: 'a', quantity: 1 }], { type: 'clear' })).toEqual([]);
  });

  it('counts the badge as the summed quantity', () => {
    expect(
      cartCount([
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 1 },
      ]),
    ).toBe(3);
    expect(cartCount([])).toBe(0);
  });
});

describe('stored cart', () => {
  const known = (id: string) => ['a', 'b'].includes(id);
  const parse = (raw: string | null) => parseStoredCart(raw, known, MAX);

  it('reads back a stored cart', () => {
    expect(parse('[{"id":"a","quantity":2},{"id":"b","quantity":1}]')).toEqual([
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ]);
  });

  it.each([null, '', 'not json', '{"id":"a"}', '42', 'null', '"a"'])(
    'gives an empty cart for %j',
    (raw) => {
      expect(parse(raw)).toEqual([]);
    },
  );

  it('leaves out unknown grades, bad shapes and quantities outside 1 to the maximum', () => {
    const raw = JSON.stringify([
      { id: 'zzz', quantity: 1 },
      { id: 'a', quantity: -3 },
      { id: 'a', quantity: 0 },
      { id: 'a', quantity: 1.5 },
      { id: 'a', quantity: '2' },
      { id: 'a', quantity: 1001 },
      { id: 7, quantity: 1 },
      null,
      'b',
      ['b', 1],
      { id: 'b', quantity: 3 },
      { id: 'b', quantity: 4 },
    ]);
    // The second 'b' line is a duplicate: the first one stands.
    expect(parse(raw)).toEqual([{ id: 'b', quantity: 3 }]);
  });
});
