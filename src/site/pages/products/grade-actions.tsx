import { Link } from 'react-router';
import { SHOP_TEXT } from '../../../content/shop';
import type { Product } from '../../../content/types';
import { EnquireButton } from '../../../forms/inquiry/enquire-button';
import { DataSheetLinks } from '../../components/data-sheet-links';
import { ProductPrice } from '../../components/cart/product-price';

/** On /products: an enquiry about the grade, prefilled with its title, and its data sheets. */
export function GradeEnquiry({ product }: { product: Product }) {
  return (
    <div className="grade-actions">
      <EnquireButton applicationName={product.title} />
      <DataSheetLinks productId={product.id} title={product.title} />
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
      <button
        type="button"
        className="btn btn--primary"
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
