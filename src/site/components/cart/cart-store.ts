import { useSyncExternalStore } from 'react';
import { CART_MAX_QUANTITY } from '../../../content/constants';
import { parseStoredCart, type CartLine } from './cart-state';

// The cart of this browser, kept in localStorage so it survives a reload and shared by every
// tab (the storage event). The header reads it on every page, so this module knows nothing of
// the catalogue: a stored cart is only checked for its shape here, and checked against the
// catalogue (verifyCart) by the code that shows its lines, which downloads the catalogue anyway.

const STORAGE_KEY = 'resin-cart';

export interface CartSnapshot {
  lines: readonly CartLine[];
  /** Every line is known to name a catalogue grade; until then the count is not shown. */
  verified: boolean;
}

const EMPTY: CartSnapshot = { lines: [], verified: true };
let snapshot: CartSnapshot | null = null;
const listeners = new Set<() => void>();

// Storage may be missing or throw (privacy modes, quota): the cart then lasts as long as the page.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const plausibleId = (id: string) => /^[a-z0-9-]{1,80}$/.test(id);

function load(): CartSnapshot {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: an empty cart.
  }
  const lines = parseStoredCart(raw, plausibleId, CART_MAX_QUANTITY);
  return { lines, verified: lines.length === 0 };
}

function save(lines: readonly CartLine[]) {
  try {
    if (lines.length > 0) storage()?.setItem(STORAGE_KEY, JSON.stringify(lines));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Quota or privacy settings: the cart still works on this page.
  }
}

function emit(next: CartSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The cart now. */
export function getCart(): CartSnapshot {
  snapshot ??= load();
  return snapshot;
}

/** Replaces the lines (already checked against the catalogue), stores them and tells every reader. */
export function setCartLines(lines: readonly CartLine[]) {
  if (lines === getCart().lines && getCart().verified) return;
  save(lines);
  emit({ lines, verified: true });
}

/** Drops the lines of grades the catalogue does not have; from then on the count is shown. */
export function verifyCart(isKnown: (id: string) => boolean) {
  const current = getCart();
  if (current.verified) return;
  const lines = current.lines.filter((line) => isKnown(line.id));
  if (lines.length !== current.lines.length) save(lines);
  emit({ lines, verified: true });
}

// Another tab changed the cart (or cleared storage): read it again.
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== STORAGE_KEY) return;
  emit(load());
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The cart, kept current for a component. */
export function useCartSnapshot(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, getCart, () => EMPTY);
}
