import { finalPriceCents, formatDollars, priceCents } from '../../../content/prices';
import { PRICE_UNIT, SHOP_TEXT } from '../../../content/shop';
import type { Product } from '../../../content/types';
import './product-price.css';

/**
 * The list price struck through, then the price a cart line costs, both with a '$' prefix, and
 * what they are for (a drum).
 */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  return (
    <p className={`product-price${large ? ' product-price--large' : ''}`}>
      <span className="visually-hidden">{SHOP_TEXT.listPrice} </span>
      <s className="product-price__list">{formatDollars(priceCents(product.price))}</s>{' '}
      <span className="visually-hidden">{SHOP_TEXT.price} </span>
      <strong className="product-price__final">
        {formatDollars(finalPriceCents(product))}
      </strong>{' '}
      <span className="product-price__unit">{PRICE_UNIT.per}</span>
    </p>
  );
}
