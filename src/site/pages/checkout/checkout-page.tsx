import { useState } from 'react';
import { Link } from 'react-router';
import {
  CART_DROPDOWN_TEXT,
  CART_TEXT,
  CHECKOUT_TEXT,
  PRICE_UNIT,
  SHOP_TEXT,
} from '../../../content/shop';
import { PAGE_TITLES } from '../../../content/site-text';
import { QuotationForm } from '../../../forms/quotation/quotation-form';
import { QuotationThanks } from '../../../forms/quotation/quotation-thanks';
import '../../../forms/quotation/quotation-form.css';
import { PageBanner } from '../../components/page-banner';
import { choosePriceCountry, useShownPrices } from '../../components/cart/shown-prices';
import { changeCart, useCart } from '../../components/cart/use-cart';
import './checkout-page.css';

/**
 * Checkout: the buyer's details and the cart summary. 'Make Payment' sends the cart as a
 * quotation request; once it is stored the cart empties and the page says what happens next.
 */
export default function CheckoutPage() {
  const { products, total } = useCart();
  const prices = useShownPrices();
  const [sentId, setSentId] = useState<string>();

  const onSubmitted = (id: string) => {
    setSentId(id);
    changeCart({ type: 'clear' });
  };

  return (
    <div className="checkout-page">
      <PageBanner
        title={PAGE_TITLES.checkout}
        crumbs={[
          { label: SHOP_TEXT.heading, to: '/shop' },
          { label: PAGE_TITLES.cart, to: '/cart' },
        ]}
      />
      <section className="section">
        <div className="container">
          {sentId ? (
            <QuotationThanks id={sentId}>
              <Link to="/shop" className="btn btn--primary">
                {CHECKOUT_TEXT.backToShop}
              </Link>
            </QuotationThanks>
          ) : products.length === 0 ? (
            <div className="checkout-page__empty">
              <p>{CHECKOUT_TEXT.emptyCart}</p>
              <Link to="/shop" className="btn btn--primary">
                {CART_TEXT.browseShop}
              </Link>
            </div>
          ) : (
            <div className="checkout-page__layout">
              <div>
                <h2>{CHECKOUT_TEXT.heading}</h2>
                <QuotationForm
                  lines={products.map(({ id, title, quantity }) => ({
                    productId: id,
                    title,
                    quantity,
                  }))}
                  onSubmitted={onSubmitted}
                  onCountryChange={choosePriceCountry}
                />
                <p className="checkout-page__no-payment">{CHECKOUT_TEXT.noPaymentLine}</p>
              </div>
              <aside className="checkout-summary card" aria-labelledby="checkout-summary-heading">
                <h2 id="checkout-summary-heading">{CHECKOUT_TEXT.orderSummary}</h2>
                <ul className="checkout-summary__lines">
                  {products.map((product) => (
                    <li key={product.id}>
                      <span>
                        {product.title}
                        <span className="checkout-summary__quantity">
                          {' '}
                          × {PRICE_UNIT.drums(product.quantity)}
                        </span>
                      </span>
                      <strong>{prices.format(product.lineTotal)}</strong>
                    </li>
                  ))}
                </ul>
                <p className="checkout-summary__total">
                  <span>{CART_DROPDOWN_TEXT.total}</span>
                  <strong>{prices.format(total)}</strong>
                </p>
                {prices.notice ? (
                  <p className="checkout-summary__currency">{prices.notice}</p>
                ) : null}
                <Link to="/cart">{CART_DROPDOWN_TEXT.viewCart}</Link>
              </aside>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
