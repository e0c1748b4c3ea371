import { COMPANY } from '../../../content/company';
import { NEWS_TEASERS } from '../../../content/constants';
import { KALPA_COMPOSITE_PAGE } from '../../../content/group-companies';
import { PAGE_TEXT, PAGE_TITLES, SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { ProductTabs } from '../../../widgets/product-tabs/product-tabs';
import '../../../widgets/product-tabs/product-tabs.css';
import { DownloadIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { LatestNews } from '../../components/latest-news';
import '../../styles/content.css';
import './kalpa-composite-page.css';

const GROUP_CRUMB = [{ label: PAGE_TITLES.groupCompanies, to: '/group-companies' }];

/**
 * The Kalpa Composite page: company overview, the 'E-catalog' download, the resins
 * the parts are made with and the group's latest news (the first 3 posts).
 */
export default function KalpaCompositePage() {
  const { eCatalog } = COMPANY.downloads;
  return (
    <>
      <PageBanner title={KALPA_COMPOSITE_PAGE.title} crumbs={GROUP_CRUMB} />
      <section className="section">
        <div className="container split">
          <Reveal>
            <h2>Company overview</h2>
            {KALPA_COMPOSITE_PAGE.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <a href={eCatalog.href} download className="btn btn--primary">
              <DownloadIcon />
              {eCatalog.label}
              <span className="visually-hidden"> {SITE_TEXT.downloadPdf}</span>
            </a>
          </Reveal>
          <Reveal delay={1} as="section" aria-labelledby="kc-lines" className="card kc-lines">
            <h2 id="kc-lines">Product lines</h2>
            <dl>
              {KALPA_COMPOSITE_PAGE.productLines.map((line) => (
                <div key={line.name} className="kc-lines__item">
                  <dt>{line.name}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
          </Reveal>
        </div>
      </section>
      {/* Embedded product tabs: the same catalogue widget partner sites embed. */}
      <section className="section section--alt" aria-labelledby="kc-resins">
        <div className="container">
          <h2 id="kc-resins">Resins we laminate with</h2>
          <ProductTabs />
        </div>
      </section>
      <section className="section" aria-labelledby="kc-news">
        <div className="container">
          <h2 id="kc-news">{PAGE_TEXT.newsHeading}</h2>
          <LatestNews count={NEWS_TEASERS.kalpaComposite} />
        </div>
      </section>
    </>
  );
}
