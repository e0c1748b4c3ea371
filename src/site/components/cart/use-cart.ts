import { useEffect, useMemo } from 'react';
import { CART_MAX_QUANTITY } from '../../../content/constants';
import { cartProducts, cartTotal, isCatalogueProduct } from './cart-catalogue';
import { cartCount, cartReducer, type CartAction } from './cart-state';
import { getCart, setCartLines, useCartSnapshot, verifyCart } from './cart-store';

/** Changes the cart: add, remove, increment, decrement or clear (see cartReducer). */
export function changeCart(action: CartAction) {
  const known = getCart().lines.filter((line) => isCatalogueProduct(line.id));
  setCartLines(cartReducer(known, action, CART_MAX_QUANTITY));
}

/** The cart's lines with their catalogue facts, its count and total, kept current. */
export function useCart() {
  const { lines, verified } = useCartSnapshot();
  useEffect(() => {
    if (!verified) verifyCart(isCatalogueProduct);
  }, [verified]);
  return useMemo(() => {
    const products = cartProducts(lines);
    return {
      products,
      count: cartCount(products),
      total: cartTotal(products),
    };
  }, [lines]);
}
