import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store keeps its state in the module: each test loads a fresh copy over fresh storage.
async function freshStore() {
  vi.resetModules();
  const store = await import('./cart-store');
  const cart = await import('./use-cart');
  return { ...store, ...cart };
}

const KEY = 'resin-cart';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('cart store', () => {
  it('keeps the cart in localStorage so it survives a reload', async () => {
    const first = await freshStore();
    first.changeCart({ type: 'add', id: 'isophthalic', quantity: 2 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([
      { id: 'isophthalic', quantity: 2 },
    ]);
    const second = await freshStore();
    expect(second.getCart().lines).toEqual([{ id: 'isophthalic', quantity: 2 }]);
  });

  it('removes the stored cart when it becomes empty', async () => {
    const store = await freshStore();
    store.changeCart({ type: 'add', id: 'isophthalic', quantity: 1 });
    store.changeCart({ type: 'remove', id: 'isophthalic' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a stored cart that is not JSON, without throwing', async () => {
    localStorage.setItem(KEY, '{broken');
    const store = await freshStore();
    expect(store.getCart()).toEqual({ lines: [], verified: true });
  });

  it('holds back the count of a stored cart until the catalogue has checked it, then drops unknown grades', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: 'no-such-grade', quantity: 4 },
        { id: 'isophthalic', quantity: 2 },
      ]),
    );
    const store = await freshStore();
    expect(store.getCart().verified).toBe(false);
    store.verifyCart();
    expect(store.getCart()).toEqual({
      lines: [{ id: 'isophthalic', quantity: 2 }],
      verified: true,
    });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([
      { id: 'isophthalic', quantity: 2 },
    ]);
  });

  it('never adds a grade the catalogue does not have', async () => {
    const store = await freshStore();
    store.changeCart({ type: 'add', id: 'no-such-grade', quantity: 1 });
    store.changeCart({ type: 'add', id: 'pta-based', quantity: 1 });
    const { cartProducts } = await import('./cart-catalogue');
    expect(cartProducts(store.getCart().lines).map((p) => p.id)).toEqual(['pta-based']);
  });

  it('follows a change made in another tab', async () => {
    const store = await freshStore();
    const seen = vi.fn();
    const stop = store.subscribeCart(seen);
    localStorage.setItem(KEY, JSON.stringify([{ id: 'recycled-pet', quantity: 3 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(seen).toHaveBeenCalled();
    expect(store.getCart().lines).toEqual([{ id: 'recycled-pet', quantity: 3 }]);
    stop();
  });

  it('keeps working when storage throws', async () => {
    const store = await freshStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    store.changeCart({ type: 'add', id: 'isophthalic', quantity: 1 });
    expect(store.getCart().lines).toEqual([{ id: 'isophthalic', quantity: 1 }]);
    setItem.mockRestore();
  });
});
