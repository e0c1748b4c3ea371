import { finalPriceCents, priceCents } from '../../../content/prices';
import { PRICE_UNIT, SHOP_TEXT } from '../../../content/shop';
import type { Product } from '../../../content/types';
import { useShownPrices } from './shown-prices';
import './product-price.css';

/**
 * The list price struck through, then the price a cart line costs, in the visitor's currency
 * ('$' as always, or rupees), and what they are for (a drum, before GST in India).
 */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  const prices = useShownPrices();
  return (
    <p className={`product-price${large ? ' product-price--large' : ''}`}>
      <span className="visually-hidden">{SHOP_TEXT.listPrice} </span>
      <s className="product-price__list">{prices.format(priceCents(product.price))}</s>{' '}
      <span className="visually-hidden">{SHOP_TEXT.price} </span>
      <strong className="product-price__final">
        {prices.format(finalPriceCents(product))}
      </strong>{' '}
      <span className="product-price__unit">
        {prices.beside ? `${PRICE_UNIT.per}, ${prices.beside}` : PRICE_UNIT.per}
      </span>
    </p>
  );
}
