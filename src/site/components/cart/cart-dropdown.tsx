import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { CART_DROPDOWN_TEXT, CART_TEXT } from '../../../content/shop';
import { useShownPrices } from './shown-prices';
import { changeCart, useCart } from './use-cart';
import { Picture } from '../picture';
import './cart-dropdown.css';

/** For the header: checks a stored cart against the catalogue, which this module brings. */
export { verifyCart } from './use-cart';

export interface CartDropdownProps {
  /** The header's cart control: its button and the dropdown's panel. */
  root: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The header cart's dropdown: each line's picture, title, quantity and price, the total and the
 * links on. Escape closes it and gives the focus back to the cart button; so does leaving it
 * with the focus or a click elsewhere, without moving the focus.
 */
export function CartDropdown({ root, onClose }: CartDropdownProps) {
  const { products, total } = useCart();
  const prices = useShownPrices();
  const headingRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && element.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
      element.querySelector('button')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) onClose();
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [root, onClose]);

  return (
    <div className="cart-dropdown">
      <p className="cart-dropdown__heading" ref={headingRef} tabIndex={-1}>
        {CART_DROPDOWN_TEXT.heading}
      </p>
      {products.length === 0 ? (
        <p className="cart-dropdown__empty">{CART_DROPDOWN_TEXT.empty}</p>
      ) : (
        <>
          <ul className="cart-dropdown__lines">
            {products.map((product) => (
              <li key={product.id} className="cart-dropdown__line">
                <Picture picture={product.thumbnail} className="cart-dropdown__thumb" />
                <span className="cart-dropdown__text">
                  <span className="cart-dropdown__title">{product.title}</span>
                  <span className="cart-dropdown__meta">
                    {CART_DROPDOWN_TEXT.quantity(product.quantity)}
                    <strong>{prices.format(product.lineTotal)}</strong>
                  </span>
                </span>
                <button
                  type="button"
                  className="cart-dropdown__remove"
                  aria-label={CART_TEXT.remove(product.title)}
                  onClick={() => {
                    changeCart({ type: 'remove', id: product.id });
                    // The button leaves with its line; keep the focus inside the dropdown.
                    headingRef.current?.focus();
                  }}
                >
                  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <p className="cart-dropdown__total">
            <span>{CART_DROPDOWN_TEXT.total}</span>
            <strong>{prices.format(total)}</strong>
          </p>
          {prices.notice ? <p className="cart-dropdown__currency">{prices.notice}</p> : null}
        </>
      )}
      <p className="cart-dropdown__links">
        <Link to="/cart" className="btn btn--outline">
          {CART_DROPDOWN_TEXT.viewCart}
        </Link>
        <Link to="/checkout" className="btn btn--primary">
          {CART_DROPDOWN_TEXT.checkout}
        </Link>
      </p>
    </div>
  );
}
