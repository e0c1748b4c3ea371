import { Link } from 'react-router';
import { SHOP_TEXT } from '../../../content/shop';
import { inquiryPath } from '../../../content/site-paths';

/**
 * In Add To Cart's place where the page runs without JavaScript (the cart lives in the
 * browser's storage, which only the app reads): says so, and links the inquiry page with the
 * grade filled in. The Add To Cart control beside it is marked `needs-script`.
 */
export function CartWithoutScript({ productId, title }: { productId: string; title: string }) {
  return (
    <p className="without-script cart-without-script">
      {SHOP_TEXT.cartNeedsScript}{' '}
      <Link to={inquiryPath(productId)}>{SHOP_TEXT.enquireInstead(title)}</Link>
    </p>
  );
}
