import { Link } from 'react-router';
import { COMPANY } from '../../../content/company';
import { ABOUT, ABOUT_GALLERY, CERTIFICATES, RD_SECTION } from '../../../content/media';
import { PAGE_TEXT, SITE_TEXT } from '../../../content/site-text';
import { TEAM, teamDetailsPath } from '../../../content/people';
import { Reveal } from '../../../ui/reveal/reveal';
import { PageBanner } from '../../components/page-banner';
import { ExperienceCounter } from '../../components/experience-counter';
import { ImageGrid } from './image-grid';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
import './about-page.css';

export default function AboutPage() {
  const brochure = COMPANY.downloads.brochure;
  return (
    <div className="about-page">
      <PageBanner title={PAGE_TEXT.aboutTitle} />

      <section id="about-us" className="section" aria-labelledby="about-heading">
        <div className="container about-intro">
          <Reveal className="about-intro__media">
            <Picture picture={ABOUT.image} load="high" />
            <ExperienceCounter value={ABOUT.experienceYears} label={ABOUT.experienceLabel} />
          </Reveal>
          <Reveal className="about-intro__text" delay={1}>
            <p className="eyebrow">{PAGE_TEXT.aboutEyebrow}</p>
            <h2 id="about-heading">{ABOUT.heading}</h2>
            {ABOUT.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList items={ABOUT.claims} />
            <div className="about-plants">
              {ABOUT.plants.map((plant) => (
                <div key={plant.name} className="about-plants__item">
                  <h3>{plant.name}</h3>
                  <p>{plant.text}</p>
                </div>
              ))}
            </div>
            <a className="btn btn--primary" href={brochure.href} download>
              {brochure.label}
              <span className="visually-hidden"> {SITE_TEXT.downloadPdf}</span>
            </a>
          </Reveal>
        </div>
      </section>

      <section
        id="research-and-develpoment"
        className="section section--alt"
        aria-labelledby="rd-heading"
      >
        <div className="container">
          <Reveal className="about-rd__head">
            <div>
              <p className="eyebrow">{PAGE_TEXT.rdEyebrow}</p>
              <h2 id="rd-heading">{RD_SECTION.heading}</h2>
              <p className="section__intro">{RD_SECTION.intro}</p>
            </div>
            <Picture picture={RD_SECTION.image} />
          </Reveal>
          <ul className="about-rd__blocks grid grid--3">
            {RD_SECTION.blocks.map((block, index) => (
              <Reveal as="li" key={block.title} delay={index} className="card about-rd__block">
                <h3>{block.title}</h3>
                <p>{block.text}</p>
                <CheckList items={block.points} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section id="certificates" className="section" aria-labelledby="certificates-heading">
        <div className="container">
          <Reveal>
            <h2 id="certificates-heading">{PAGE_TEXT.certificatesHeading}</h2>
          </Reveal>
          <ImageGrid
            className="about-images--certificates"
            images={CERTIFICATES.map((c) => c.image)}
            captions={CERTIFICATES.map((c) => c.name)}
            label={PAGE_TEXT.certificatesHeading}
          />
        </div>
      </section>

      <section id="gallery" className="section section--alt" aria-labelledby="gallery-heading">
        <div className="container">
          <Reveal>
            <h2 id="gallery-heading">{PAGE_TEXT.galleryHeading}</h2>
          </Reveal>
          <ImageGrid
            className="about-images--gallery"
            images={ABOUT_GALLERY.map((g) => g.src)}
            label={PAGE_TEXT.galleryHeading}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="team-heading">
        <div className="container">
          <Reveal>
            <p className="eyebrow">{PAGE_TEXT.teamEyebrow}</p>
            <h2 id="team-heading">{PAGE_TEXT.teamHeading}</h2>
          </Reveal>
          <ul className="about-team grid grid--3">
            {TEAM.map((member, index) => (
              <Reveal as="li" key={member.id} delay={index % 3} className="card about-team__card">
                <Picture picture={member.src} />
                <h3 className="about-team__name">
                  <Link to={teamDetailsPath(member.name)}>{member.name}</Link>
                </h3>
                <p className="about-team__position">{member.position}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
