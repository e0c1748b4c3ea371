import { ABOUT_2 } from '../../../content/about-alt';
import { COMPANY } from '../../../content/company';
import { CERTIFICATES } from '../../../content/media';
import { PAGE_TITLES, SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { PageBanner } from '../../components/page-banner';
import { PictureGrid } from '../../components/picture-grid';
import '../../components/check-list.css';
import './about-2-page.css';

const CRUMBS = [{ label: PAGE_TITLES.about, to: '/about-us' }];

const CERTIFICATE_ITEMS = CERTIFICATES.map((certificate) => ({
  id: certificate.id,
  picture: certificate.image,
  caption: certificate.name,
}));

/** Quality and R&D: how a batch is released, what the laboratory works on, the certificates. */
export default function About2Page() {
  const brochure = COMPANY.downloads.brochure;
  return (
    <div className="about-2-page">
      <PageBanner title={PAGE_TITLES.about2} crumbs={CRUMBS} />

      <section className="section" aria-labelledby="about-2-heading">
        <div className="container about-2__split">
          <div className="about-2__media">
            <img
              src={ABOUT_2.image.src}
              alt={ABOUT_2.image.alt}
              width={ABOUT_2.image.width}
              height={ABOUT_2.image.height}
              fetchPriority="high"
            />
          </div>
          <div>
            <p className="eyebrow">{ABOUT_2.eyebrow}</p>
            <h2 id="about-2-heading">{ABOUT_2.heading}</h2>
            {ABOUT_2.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <a className="btn btn--primary" href={brochure.href} download>
              {brochure.label}
              <span className="visually-hidden"> {SITE_TEXT.downloadPdf}</span>
            </a>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="about-2-batch">
        <div className="container">
          <h2 id="about-2-batch">{ABOUT_2.batchHeading}</h2>
          <ol className="about-2__steps">
            {ABOUT_2.batchSteps.map((step, index) => (
              <Reveal as="li" key={step.title} delay={index % 3} className="card about-2__step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="about-2-rd">
        <div className="container about-2__split">
          <div>
            <h2 id="about-2-rd">{ABOUT_2.rdHeading}</h2>
            <p>{ABOUT_2.rdText}</p>
            <ul className="check-list">
              {ABOUT_2.rdProjects.map((project) => (
                <li key={project}>{project}</li>
              ))}
            </ul>
          </div>
          <Reveal className="about-2__media">
            <img
              src={ABOUT_2.rdImage.src}
              alt={ABOUT_2.rdImage.alt}
              width={ABOUT_2.rdImage.width}
              height={ABOUT_2.rdImage.height}
              loading="lazy"
              decoding="async"
            />
          </Reveal>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="about-2-certificates">
        <div className="container">
          <h2 id="about-2-certificates">{ABOUT_2.certificatesHeading}</h2>
          <PictureGrid
            items={CERTIFICATE_ITEMS}
            label={ABOUT_2.certificatesHeading}
            shape="portrait"
          />
        </div>
      </section>
    </div>
  );
}
