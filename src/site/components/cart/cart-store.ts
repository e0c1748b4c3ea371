import { useSyncExternalStore } from 'react';
import { CART_MAX_QUANTITY } from '../../../content/constants';
import { parseStoredCart, type CartLine } from './cart-lines';

// The cart of this browser as the header reads it on every page: kept in localStorage, so it
// survives a reload, and followed across tabs (the storage event). Only reading lives here;
// changing the cart and checking it against the catalogue (use-cart.ts) come with the code
// that shows its lines, which downloads the catalogue anyway.

export const CART_STORAGE_KEY = 'resin-cart';

export interface CartSnapshot {
  lines: readonly CartLine[];
  /** Every line is known to name a catalogue grade; until then the count is not shown. */
  verified: boolean;
}

/** What a server render shows, and the browser before it reads storage: an empty cart. */
const SERVER_CART: CartSnapshot = { lines: [], verified: true };
let snapshot: CartSnapshot | undefined;
const listeners = new Set<() => void>();

/** localStorage, or null where it is missing or throws (privacy modes, sandboxed frames). */
export function cartStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

// Only the shape is checked here; the catalogue check comes later (verified: false).
function load(): CartSnapshot {
  let raw: string | null = null;
  try {
    raw = cartStorage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: an empty cart.
  }
  const lines = parseStoredCart(raw, (id) => /^[a-z0-9-]{1,80}$/.test(id), CART_MAX_QUANTITY);
  return { lines, verified: lines.length === 0 };
}

/** The cart now. */
export function getCart(): CartSnapshot {
  return (snapshot ??= load());
}

/** Makes `next` the cart every reader sees (storing it is the caller's part). */
export function publishCart(next: CartSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

// Another tab changed the cart (or cleared storage): read it again.
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === CART_STORAGE_KEY) publishCart(load());
};

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The cart, kept current for a component. Storage is read only in the browser (getCart runs
 * after the first render of a hydrated page); a server render gets the empty cart.
 */
export function useCartSnapshot(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, getCart, getServerCart);
}

const getServerCart = () => SERVER_CART;
