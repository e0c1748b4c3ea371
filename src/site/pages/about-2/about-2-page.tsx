import { ABOUT_2 } from '../../../content/about-alt';
import { COMPANY } from '../../../content/company';
import { CERTIFICATES } from '../../../content/media';
import { PAGE_TITLES, SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { IntroSplit } from '../../components/intro-split';
import { MediaSplit } from '../../components/media-split';
import { PageBanner } from '../../components/page-banner';
import { PictureGrid } from '../../components/picture-grid';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
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
        <IntroSplit
          id="about-2-heading"
          picture={ABOUT_2.image}
          eyebrow={ABOUT_2.eyebrow}
          heading={ABOUT_2.heading}
          paragraphs={ABOUT_2.intro}
        >
          <a className="btn btn--primary" href={brochure.href} download>
            {brochure.label}
            <span className="visually-hidden"> {SITE_TEXT.downloadPdf}</span>
          </a>
        </IntroSplit>
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
        <MediaSplit
          roomy
          mediaLast
          media={<Picture picture={ABOUT_2.rdImage} className="media-split__picture" />}
        >
          <h2 id="about-2-rd">{ABOUT_2.rdHeading}</h2>
          <p>{ABOUT_2.rdText}</p>
          <CheckList items={ABOUT_2.rdProjects} />
        </MediaSplit>
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
