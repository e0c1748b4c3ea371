import { finalPriceCents } from '../../../content/prices';
import { PRODUCTS } from '../../../content/products';
import type { Picture, Product } from '../../../content/types';
import type { CartLine } from './cart-lines';

/** A cart line as the pages show it: the grade's catalogue facts and the line's sums in cents. */
export interface CartProduct {
  id: string;
  title: string;
  thumbnail: Picture;
  /** The catalogue's discount price of one unit. */
  finalPrice: number;
  quantity: number;
  lineTotal: number;
}

export function productById(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

export const isCatalogueProduct = (id: string) => productById(id) !== undefined;

/** The lines with their catalogue facts; a line whose grade is not in the catalogue is left out. */
export function cartProducts(lines: readonly CartLine[]): CartProduct[] {
  return lines.flatMap((line) => {
    const product = productById(line.id);
    if (!product) return [];
    const finalPrice = finalPriceCents(product);
    return [
      {
        id: product.id,
        title: product.title,
        thumbnail: product.thumbnail,
        finalPrice,
        quantity: line.quantity,
        lineTotal: finalPrice * line.quantity,
      },
    ];
  });
}

/** The sum of finalPrice times quantity, in cents. */
export function cartTotal(products: readonly CartProduct[]): number {
  return products.reduce((sum, product) => sum + product.lineTotal, 0);
}
