import { Link, useLocation } from 'react-router';
import { GRADE_PAGE_TEXT } from '../../../content/grade-page';
import { PRODUCTS } from '../../../content/products';
import { compareGradesPath, gelTimeToolPath } from '../../../content/resin-grades';
import { PRICE_NOTICE, SHOP_TEXT } from '../../../content/shop';
import { useArea } from '../../../ui/i18n/areas';
import { ToastHost } from '../../../ui/toast/toast-host';
import { ProductTabs } from '../../../widgets/product-tabs/product-tabs';
import '../../../widgets/product-tabs/product-tabs.css';
import '../../../forms/inquiry/inquiry-form.css';
import { PageBanner } from '../../components/page-banner';
import { useAddToCart } from '../../components/cart/use-add-to-cart';
import { useInquiryPopup } from '../../components/use-inquiry-popup';
import { useSiteText } from '../../i18n/site-words';
import { GradeEnquiry, ShopActions } from './grade-actions';
import './products-page.css';

/**
 * The catalogue in its tabs: on /products each grade offers Enquire and its data sheets; on
 * /shop (variant 'shop') its sample prices and Add To Cart. /products#<grade id> opens that
 * grade's tab and card, and the shell scrolls to it.
 */
export default function ProductsPage({ variant }: { variant?: string }) {
  const shop = variant === 'shop';
  const { pageText } = useSiteText();
  const { hash } = useLocation();
  const targetId = safeDecode(hash.slice(1));
  const target = PRODUCTS.find((product) => product.id === targetId);
  const cart = useAddToCart();
  const inquiry = useInquiryPopup();
  const title = shop ? SHOP_TEXT.heading : pageText.productsTitle;
  const gradeText = useArea('grade-page')?.gradePageText ?? GRADE_PAGE_TEXT;

  return (
    <div className={`products-page${shop ? ' products-page--shop' : ''}`}>
      <PageBanner title={title} />
      <section className="section" aria-label={title}>
        <div className="container">
          <p className="section__intro products-page__intro">
            {shop ? PRICE_NOTICE : pageText.productsIntro}
          </p>
          {shop ? null : (
            <ul className="products-page__tools">
              <li>
                <Link to={compareGradesPath()}>{gradeText.compareAll}</Link>
              </li>
              <li>
                <Link to={gelTimeToolPath()}>{gradeText.calculator}</Link>
              </li>
            </ul>
          )}
          <ProductTabs
            tab={target?.category}
            expand={target?.id}
            anchors
            renderActions={(product) =>
              shop ? (
                <ShopActions product={product} onAdd={cart.add} />
              ) : (
                <GradeEnquiry
                  product={product}
                  onPrepare={inquiry.prepare}
                  onEnquire={inquiry.openFor}
                />
              )
            }
          />
        </div>
      </section>
      {shop ? <ToastHost toasterId={cart.toasterId} /> : null}
      {inquiry.element}
    </div>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
