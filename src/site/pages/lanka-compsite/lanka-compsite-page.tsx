import { COMPANY } from '../../../content/company';
import { LANKA_COMPSITE_PAGE } from '../../../content/group-companies';
import { PAGE_TITLES, SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { PlantPhone } from '../../components/plant-phone';
import { Picture } from '../../components/picture';
import '../../styles/content.css';
import './lanka-compsite-page.css';

const GROUP_CRUMB = [{ label: PAGE_TITLES.groupCompanies, to: '/group-companies' }];

/** The Lanka Compsite page: two pictures, then the Sri Lanka plant's address and telephone. */
export default function LankaCompsitePage() {
  const plant = COMPANY.addresses.sriLanka;
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
                  <Picture picture={image} load={index === 0 ? 'high' : 'auto'} />
                </div>
                <figcaption>{caption}</figcaption>
              </Reveal>
            ))}
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="lanka-plant">
        <div className="container">
          <h2 id="lanka-plant">{plant.title}</h2>
          <ul className="info-list lanka__contact">
            <li className="info-list__item">
              <span className="info-list__icon">
                <PinIcon />
              </span>
              <address>
                {plant.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
            <li className="info-list__item">
              <span className="info-list__icon">
                <PhoneIcon />
              </span>
              <span>
                <span className="info-list__label">{SITE_TEXT.phone}</span>
                <PlantPhone plant={plant} />
              </span>
            </li>
            <li className="info-list__item">
              <span className="info-list__icon">
                <MailIcon />
              </span>
              <span>
                <span className="info-list__label">{SITE_TEXT.email}</span>
                <a href={COMPANY.emails.info.href}>{COMPANY.emails.info.display}</a>
              </span>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
