import { useRef } from 'react';
import { Link } from 'react-router';
import { CART_MAX_QUANTITY } from '../../../content/constants';
import { finalPriceCents } from '../../../content/prices';
import { PRODUCTS } from '../../../content/products';
import { CART_TEXT, NO_PAYMENT_NOTICE, SHOP_TEXT } from '../../../content/shop';
import { PAGE_TITLES } from '../../../content/site-text';
import { PageBanner } from '../../components/page-banner';
import { cartTotal, type CartProduct } from '../../components/cart/cart-catalogue';
import { useShownPrices } from '../../components/cart/shown-prices';
import { changeCart, useCart } from '../../components/cart/use-cart';
import { Picture } from '../../components/picture';
import '../../components/cart/product-price.css';
import './cart-page.css';

/** What the empty cart shows instead: the first two grades, one unit each, marked as examples. */
const EXAMPLES: CartProduct[] = PRODUCTS.slice(0, 2).map((product) => ({
  id: product.id,
  title: product.title,
  thumbnail: product.thumbnail,
  finalPrice: finalPriceCents(product),
  quantity: 1,
  lineTotal: finalPriceCents(product),
}));

/** The cart: its lines with price, quantity, line total and remove, and the total. */
export default function CartPage() {
  const { products, total } = useCart();
  const prices = useShownPrices();
  const captionRef = useRef<HTMLTableCaptionElement>(null);
  const empty = products.length === 0;
  const rows = empty ? EXAMPLES : products;

  const remove = (id: string) => {
    changeCart({ type: 'remove', id });
    // Its button leaves with the line: keep the focus on the table.
    captionRef.current?.focus();
  };

  return (
    <div className="cart-page">
      <PageBanner title={PAGE_TITLES.cart} crumbs={[{ label: SHOP_TEXT.heading, to: '/shop' }]} />
      <section className="section">
        <div className="container">
          {empty ? (
            <div className="cart-page__empty" role="note">
              <p>{CART_TEXT.emptyNote}</p>
              <Link to="/shop" className="btn btn--primary">
                {CART_TEXT.browseShop}
              </Link>
            </div>
          ) : null}
          <table className={`cart-table${empty ? ' cart-table--examples' : ''}`}>
            <caption ref={captionRef} tabIndex={-1} className="cart-table__caption">
              {empty ? `${CART_TEXT.heading}: ${CART_TEXT.example}` : CART_TEXT.heading}
            </caption>
            <thead>
              <tr>
                <th scope="col">{CART_TEXT.columns.product}</th>
                <th scope="col">{CART_TEXT.columns.price}</th>
                <th scope="col">{CART_TEXT.columns.quantity}</th>
                <th scope="col">{CART_TEXT.columns.total}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {rows.map((line) => (
                <CartRow key={line.id} line={line} example={empty} onRemove={remove} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {CART_TEXT.cartTotal}
                </th>
                <td className="cart-table__total" colSpan={2}>
                  <strong>{prices.format(empty ? cartTotal(EXAMPLES) : total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          {prices.notice ? <p className="cart-page__currency">{prices.notice}</p> : null}
          <div className="cart-page__next">
            <p className="cart-page__notice">{NO_PAYMENT_NOTICE}</p>
            <div className="cart-page__links">
              <Link to="/shop" className="btn btn--outline">
                {CART_TEXT.continueShopping}
              </Link>
              {empty ? null : (
                <Link to="/checkout" className="btn btn--primary">
                  {CART_TEXT.checkout}
                </Link>
              )}
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}

interface CartRowProps {
  line: CartProduct;
  /** An example row of the empty cart: nothing to change or remove. */
  example: boolean;
  onRemove: (id: string) => void;
}

function CartRow({ line, example, onRemove }: CartRowProps) {
  const { format } = useShownPrices();
  return (
    <tr className="cart-table__row">
      <th scope="row" className="cart-table__product">
        <Picture picture={line.thumbnail} className="cart-table__thumb" />
        <span>
          {example ? <span className="cart-table__example">{CART_TEXT.example}</span> : null}
          <Link to={`/shop-details/${line.id}`}>{line.title}</Link>
        </span>
      </th>
      <td data-label={CART_TEXT.columns.price}>{format(line.finalPrice)}</td>
      <td data-label={CART_TEXT.columns.quantity}>
        {example ? (
          line.quantity
        ) : (
          <span className="quantity-stepper">
            <button
              type="button"
              className="quantity-stepper__button"
              aria-label={CART_TEXT.decrease(line.title)}
              disabled={line.quantity <= 1}
              onClick={() => changeCart({ type: 'decrement', id: line.id })}
            >
              −
            </button>
            <output
              className="quantity-stepper__value"
              aria-label={CART_TEXT.quantityOf(line.title)}
            >
              {line.quantity}
            </output>
            <button
              type="button"
              className="quantity-stepper__button"
              aria-label={CART_TEXT.increase(line.title)}
              disabled={line.quantity >= CART_MAX_QUANTITY}
              onClick={() => changeCart({ type: 'increment', id: line.id })}
            >
              +
            </button>
          </span>
        )}
      </td>
      <td data-label={CART_TEXT.columns.total} className="cart-table__line-total">
        {format(line.lineTotal)}
      </td>
      <td className="cart-table__remove">
        {example ? null : (
          <button
            type="button"
            className="btn btn--outline cart-table__remove-button"
            aria-label={CART_TEXT.remove(line.title)}
            onClick={() => onRemove(line.id)}
          >
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
      </td>
    </tr>
  );
}
