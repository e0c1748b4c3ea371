import { LANKA_COMPSITE_PAGE } from '../../../content/group-companies';
import { PAGE_TITLES } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { PageBanner } from '../../components/page-banner';
import '../../styles/content.css';
import './lanka-compsite-page.css';

const GROUP_CRUMB = [{ label: PAGE_TITLES.groupCompanies, to: '/group-companies' }];

/** The Lanka Compsite page: two pictures. */
export default function LankaCompsitePage() {
  return (
    <>
      <PageBanner title={LANKA_COMPSITE_PAGE.title} crumbs={GROUP_CRUMB} />
      <section className="section">
        <div className="container">
          <p className="section__intro">{LANKA_COMPSITE_PAGE.intro}</p>
          <div className="grid grid--2 lanka">
            {LANKA_COMPSITE_PAGE.images.map(({ image, caption }, index) => (
              <Reveal as="figure" key={image.src} delay={index} className="lanka__figure">
                <div className="media-frame">
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                </div>
                <figcaption>{caption}</figcaption>
              </Reveal>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
