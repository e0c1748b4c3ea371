import { Link } from 'react-router';
import { CASE_STUDIES, PORTFOLIO_TEXT, casePath } from '../../../content/portfolio';
import { PAGE_TITLES } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { PageBanner } from '../../components/page-banner';
import { PortfolioGrid } from './portfolio-grid';
import { Picture } from '../../components/picture';
import './portfolio-page.css';

/**
 * The portfolio. /portfolio-1 opens with the three case studies, each leading to its details,
 * then the project grid as cards; /portfolio-2 shows the grid as wide rows with the picture
 * beside the description.
 */
export default function PortfolioPage({ variant }: { variant?: string }) {
  const layout = variant === 'columns' ? 'columns' : 'cards';
  return (
    <>
      <PageBanner title={PAGE_TITLES.portfolio} />
      {layout === 'cards' && <CaseStudies />}
      <section
        className={layout === 'cards' ? 'section section--alt' : 'section'}
        aria-labelledby="portfolio-projects-heading"
      >
        <div className="container">
          <h2 id="portfolio-projects-heading">{PORTFOLIO_TEXT.projectsHeading}</h2>
          {layout === 'columns' && <p className="section__intro">{PORTFOLIO_TEXT.intro}</p>}
          <PortfolioGrid layout={layout} headingId="portfolio-projects-heading" />
        </div>
      </section>
    </>
  );
}

function CaseStudies() {
  return (
    <section className="section" aria-labelledby="portfolio-cases-heading">
      <div className="container">
        <h2 id="portfolio-cases-heading">{PORTFOLIO_TEXT.casesHeading}</h2>
        <p className="section__intro">{PORTFOLIO_TEXT.intro}</p>
        <ul className="case-cards">
          {CASE_STUDIES.map((study, index) => {
            const picture = study.pictures[0];
            return (
              <Reveal as="li" key={study.id} delay={index} className="case-card card">
                {picture && (
                  <Picture
                    picture={picture}
                    className="case-card__image"
                    load={index === 0 ? 'high' : 'lazy'}
                  />
                )}
                <div className="case-card__body">
                  <h3 className="case-card__title">
                    <Link to={casePath(study)}>
                      <span className="case-card__label">{study.label}</span>{' '}
                      <span className="case-card__name">{study.title}</span>
                    </Link>
                  </h3>
                  <p className="case-card__client">{study.client}</p>
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
