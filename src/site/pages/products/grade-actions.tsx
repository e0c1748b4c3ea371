import { Link } from 'react-router';
import { SHOP_TEXT } from '../../../content/shop';
import type { Product } from '../../../content/types';
import { GRADE_PAGE_TEXT } from '../../../content/grade-page';
import { useArea } from '../../../ui/i18n/areas';
import { gradePagePath } from '../../../content/resin-grades';
import { DataSheetLinks } from '../../components/data-sheet-links';
import { EnquireLink } from '../../components/enquire-link';
import { CartWithoutScript } from '../../components/cart/cart-without-script';
import { ProductPrice } from '../../components/cart/product-price';
import { useGradeTitle, useMessages } from '../../i18n/site-words';

/**
 * On /products: Enquire about the grade, which opens the page's one inquiry modal prefilled with
 * its title (the form's code is fetched as the visitor reaches for the button), and its data
 * sheets.
 */
export function GradeEnquiry({
  product,
  onPrepare,
  onEnquire,
}: {
  product: Product;
  onPrepare: () => void;
  onEnquire: (name: string, opener: HTMLElement, label: string) => void;
}) {
  const { formText } = useMessages();
  const text = useArea('grade-page')?.gradePageText ?? GRADE_PAGE_TEXT;
  const title = useGradeTitle()(product);
  return (
    <div className="grade-actions">
      <EnquireLink subject={product.id} label={title} />
      <span className="resin-enquire needs-script">
        <button
          type="button"
          className="resin-enquire__button"
          aria-haspopup="dialog"
          aria-label={formText.enquireAbout(title)}
          onPointerEnter={onPrepare}
          onFocus={onPrepare}
          onClick={(event) => onEnquire(product.title, event.currentTarget, title)}
        >
          {formText.enquire}
        </button>
      </span>
      <DataSheetLinks productId={product.id} title={title} />
      <Link className="grade-actions__details" to={gradePagePath(product.id)}>
        {text.detailsLink}
        <span className="visually-hidden">: {title}</span>
      </Link>
    </div>
  );
}

/** On /shop: the sample prices, Add To Cart and a link to the grade's details page. */
export function ShopActions({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: (id: string, quantity?: number) => void;
}) {
  return (
    <div className="grade-actions">
      <ProductPrice product={product} />
      <CartWithoutScript productId={product.id} title={product.title} />
      <button
        type="button"
        className="btn btn--primary needs-script"
        aria-label={SHOP_TEXT.addToCartOf(product.title)}
        onClick={() => onAdd(product.id)}
      >
        {SHOP_TEXT.addToCart}
      </button>
      <Link
        to={`/shop-details/${product.id}`}
        className="grade-actions__details"
        aria-label={SHOP_TEXT.detailsOf(product.title)}
      >
        {SHOP_TEXT.details}
      </Link>
    </div>
  );
}
