import { PAGE_TEXT } from '../../../content/site-text';
import { ProductTabs } from '../../../widgets/product-tabs/product-tabs';
import '../../../widgets/product-tabs/product-tabs.css';
import { PageBanner } from '../../components/page-banner';
import './products-page.css';

export default function ProductsPage() {
  return (
    <div className="products-page">
      <PageBanner title={PAGE_TEXT.productsTitle} />
      <section className="section" aria-label={PAGE_TEXT.productsTitle}>
        <div className="container">
          <p className="section__intro products-page__intro">{PAGE_TEXT.productsIntro}</p>
          <ProductTabs />
        </div>
      </section>
    </div>
  );
}
