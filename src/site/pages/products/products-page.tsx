import { Link, useLocation } from 'react-router';
import { GRADE_PAGE_TEXT } from '../../../content/grade-page';
import { compareGradesPath, gelTimeToolPath } from '../../../content/resin-grades';
import { CATALOGUE_TEXT } from '../../../content/messages';
import { PRODUCT_TABS, PRODUCTS } from '../../../content/products';
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
  // A link to a tab's section ('#gelcoat', the tabs' stand-ins without JavaScript) opens that tab.
  const targetTab = PRODUCT_TABS.find((tab) => tab.key === targetId)?.key;
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
          <TabLinks />
          <ProductTabs
            tab={target?.category ?? targetTab}
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

/**
 * Without JavaScript the tabs cannot switch, so every tab's section is shown and these links,
 * in the tabs' place, lead to each (products-page.css).
 */
function TabLinks() {
  const labels = useArea('catalogue-text')?.catalogueText ?? CATALOGUE_TEXT;
  const names = useArea('products')?.productTabs;
  // The page's own address with the anchor: the document's base is the site's root.
  const { pathname } = useLocation();
  return (
    <nav className="without-script" aria-label={labels.productCategories}>
      <ul className="products-page__tab-links">
        {PRODUCT_TABS.map((tab) => (
          <li key={tab.key}>
            <Link to={`${pathname}#${tab.key}`}>{names?.[tab.key] ?? tab.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
