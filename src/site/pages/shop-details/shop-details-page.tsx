import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CART_MAX_QUANTITY } from '../../../content/constants';
import { CATALOGUE_TEXT, MESSAGES } from '../../../content/messages';
import { PRODUCTS } from '../../../content/products';
import {
  DISPLAYED_RATING,
  PRICE_NOTICE,
  REVIEWS,
  SHOP_DETAILS_TEXT,
  SHOP_TEXT,
} from '../../../content/shop';
import { PAGE_TITLES } from '../../../content/site-text';
import type { Product } from '../../../content/types';
import { ReviewForm } from '../../../forms/review/review-form';
import '../../../forms/review/review-form.css';
import { ToastHost } from '../../../ui/toast/toast-host';
import { DataSheetLinks } from '../../components/data-sheet-links';
import { PageBanner } from '../../components/page-banner';
import { CartWithoutScript } from '../../components/cart/cart-without-script';
import { ProductPrice } from '../../components/cart/product-price';
import { useAddToCart } from '../../components/cart/use-add-to-cart';
import { galleryPictures } from './gallery-pictures';
import { ProductGallery } from './product-gallery';
import { RatingStars } from './rating-stars';
import { ReviewList } from './review-list';
import { usePublishedReviews } from './use-published-reviews';
import './shop-details-page.css';

const SHOP_CRUMB = [{ label: SHOP_TEXT.heading, to: '/shop' }];

/** /shop-details shows the first grade, /shop-details/<id> the grade with that id. */
export default function ShopDetailsPage() {
  const { id } = useParams();
  const product = id === undefined ? PRODUCTS[0] : PRODUCTS.find((p) => p.id === id);
  if (!product) return <ProductNotFound />;
  // Keyed, so another grade starts with its own gallery, quantity and review form.
  return <ProductDetails key={product.id} product={product} />;
}

function ProductNotFound() {
  return (
    <div className="shop-details">
      <PageBanner title={PAGE_TITLES.shopDetails} crumbs={SHOP_CRUMB} />
      <section className="section">
        <div className="container shop-details__missing">
          <h2>{MESSAGES.productNotFound}</h2>
          <p>{SHOP_TEXT.notFoundHint}</p>
          <p className="shop-details__missing-links">
            <Link to="/shop" className="btn btn--primary">
              {SHOP_TEXT.heading}
            </Link>
            <Link to="/products" className="btn btn--outline">
              {SHOP_TEXT.seeAllProducts}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const cart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const published = usePublishedReviews(product.id);
  const [intro] = product.description;

  return (
    <div className="shop-details">
      <PageBanner title={product.title} crumbs={SHOP_CRUMB} />
      <section className="section">
        <div className="container shop-details__top">
          <ProductGallery title={product.title} pictures={galleryPictures(product)} />
          <div className="shop-details__summary">
            <RatingStars value={DISPLAYED_RATING} />
            <ProductPrice product={product} large />
            <p className="shop-details__note">{PRICE_NOTICE}</p>
            {intro ? <p>{intro}</p> : null}
            <CartWithoutScript productId={product.id} title={product.title} />
            <form
              className="shop-details__buy needs-script"
              method="get"
              onSubmit={(event) => {
                event.preventDefault();
                cart.add(product.id, quantity);
              }}
            >
              <label className="shop-details__quantity">
                {SHOP_TEXT.quantity}
                <input
                  type="number"
                  name="quantity"
                  min={1}
                  max={CART_MAX_QUANTITY}
                  step={1}
                  inputMode="numeric"
                  value={quantity}
                  onChange={(event) => {
                    const value = Math.floor(Number(event.target.value));
                    setQuantity(
                      Number.isFinite(value) ? Math.min(CART_MAX_QUANTITY, Math.max(1, value)) : 1,
                    );
                  }}
                />
              </label>
              <button type="submit" className="btn btn--primary">
                {SHOP_TEXT.addToCart}
              </button>
            </form>
            <DataSheetLinks productId={product.id} title={product.title} />
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="product-description">
        <div className="container shop-details__description">
          <h2 id="product-description">{SHOP_TEXT.descriptionHeading}</h2>
          {product.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {product.keyCharacteristics?.length ? (
            <>
              <h3>{CATALOGUE_TEXT.keyCharacteristics}</h3>
              <ul>
                {product.keyCharacteristics.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
          {product.points?.length ? (
            <table className="shop-details__points">
              <caption>{CATALOGUE_TEXT.typicalProperties}</caption>
              <tbody>
                {product.points.map((point) => (
                  <tr key={point.label}>
                    <th scope="row">{point.label}</th>
                    <td>{point.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      </section>
      <section className="section" aria-labelledby="product-reviews">
        <div className="container shop-details__reviews">
          <div>
            <h2 id="product-reviews">{SHOP_DETAILS_TEXT.reviewsHeading}</h2>
            <ReviewList product={product} reviews={REVIEWS} published={published} />
          </div>
          <div className="card shop-details__review-form">
            <h2>{SHOP_DETAILS_TEXT.addReviewHeading}</h2>
            <p>{SHOP_DETAILS_TEXT.addReviewNote}</p>
            <ReviewForm productId={product.id} />
          </div>
        </div>
      </section>
      <ToastHost toasterId={cart.toasterId} />
    </div>
  );
}
