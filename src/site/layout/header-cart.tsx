import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cartCount } from '../components/cart/cart-lines';
import { useCartSnapshot } from '../components/cart/cart-store';
import { useOnDemand } from '../components/use-on-demand';
import { useSiteText } from '../i18n/site-words';
import './header-cart.css';

const importDropdown = () => import('../components/cart/cart-dropdown');

/**
 * The header's cart: a badge with the summed quantity and a name that says it ('Cart, 2 items').
 * On wide screens a button opens a dropdown of the lines; on small screens it links to /cart.
 * Only the count lives here: the dropdown, with the catalogue it reads, arrives on demand
 * (hover, focus, click), or after the load event when a stored cart waits to be checked.
 */
export function HeaderCart({ compact }: { compact: boolean | undefined }) {
  const { headerCartText } = useSiteText();
  const { lines, verified } = useCartSnapshot();
  const count = cartCount(lines);
  const [dropdown, load] = useOnDemand(importDropdown);
  const { key } = useLocation();
  // Open on the page it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string>();
  const open = compact === false && openAt === key;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (verified) return;
    if (document.readyState === 'complete') load();
    else addEventListener('load', load, { once: true });
    return () => removeEventListener('load', load);
  }, [verified, load]);

  useEffect(() => {
    if (!verified) dropdown?.verifyCart();
  }, [dropdown, verified]);

  const props = {
    className: 'header-cart__button',
    'aria-label': verified ? headerCartText.name(count) : headerCartText.unknown,
    children: (
      <>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M8 19a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m7.5 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0" />
        </svg>
        {verified && count > 0 ? (
          <span className="header-cart__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </>
    ),
  };

  // Before the window is known (the page's HTML, until the app has adopted it) both controls
  // are there, and CSS shows the one for the width.
  const both = compact === undefined;
  return (
    <div ref={rootRef} className="header-cart">
      {compact !== false && (
        <Link to="/cart" {...props} {...(both ? { 'data-only': 'compact' } : {})} />
      )}
      {compact !== true && (
        <>
          <button
            {...props}
            type="button"
            aria-expanded={open}
            aria-controls="header-cart-panel"
            onPointerEnter={load}
            onFocus={load}
            onClick={() => {
              load();
              setOpenAt(open ? undefined : key);
            }}
            {...(both ? { 'data-only': 'wide' } : {})}
          />
          <div id="header-cart-panel" className="header-cart__panel" tabIndex={-1} hidden={!open}>
            {open && dropdown ? (
              <dropdown.CartDropdown root={rootRef} onClose={() => setOpenAt(undefined)} />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
