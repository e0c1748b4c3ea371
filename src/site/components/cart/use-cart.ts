import { useEffect, useMemo } from 'react';
import { CART_MAX_QUANTITY } from '../../../content/constants';
import { cartProducts, cartTotal, isCatalogueProduct } from './cart-catalogue';
import { cartCount, type CartLine } from './cart-lines';
import { cartReducer, type CartAction } from './cart-state';
import { CART_STORAGE_KEY, cartStorage, getCart, publishCart, useCartSnapshot } from './cart-store';

function save(lines: readonly CartLine[]) {
  try {
    if (lines.length > 0) cartStorage()?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    else cartStorage()?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Quota or privacy settings: the cart still works on this page.
  }
}

/** Drops the lines of grades the catalogue does not have; from then on the count is shown. */
export function verifyCart() {
  const current = getCart();
  if (current.verified) return;
  const lines = current.lines.filter((line) => isCatalogueProduct(line.id));
  if (lines.length !== current.lines.length) save(lines);
  publishCart({ lines, verified: true });
}

/** Changes the cart (see cartReducer), stores it and tells every reader. */
export function changeCart(action: CartAction) {
  const known = getCart().lines.filter((line) => isCatalogueProduct(line.id));
  const lines = cartReducer(known, action, CART_MAX_QUANTITY);
  save(lines);
  publishCart({ lines, verified: true });
}

/** The cart's lines with their catalogue facts, its count and total, kept current. */
export function useCart() {
  const { lines, verified } = useCartSnapshot();
  useEffect(() => {
    if (!verified) verifyCart();
  }, [verified]);
  return useMemo(() => {
    const products = cartProducts(lines);
    return { products, count: cartCount(products), total: cartTotal(products) };
  }, [lines]);
}
