import * as z from 'zod/mini';
import { PRODUCTS } from '../content/products';
import { SHOP_MESSAGES } from '../content/shop';

/** The catalogue product of an id, for the kinds that name a grade (quotation, review). */
export const catalogueProduct = (id: string) => PRODUCTS.find((product) => product.id === id);

/** A catalogue product id; anything else is refused. */
export const catalogueProductId = () =>
  z
    .string({ error: SHOP_MESSAGES.unknownProduct })
    .check(z.refine((id) => catalogueProduct(id) !== undefined, SHOP_MESSAGES.unknownProduct));
