import { Link } from 'react-router';
import { ABOUT_1 } from '../../../content/about-alt';
import { EXPERIENCE_YEARS } from '../../../content/constants';
import { PAGE_TEXT, PAGE_TITLES } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { ExperienceCounter } from '../../components/experience-counter';
import { IntroSplit } from '../../components/intro-split';
import { PageBanner } from '../../components/page-banner';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
import './about-1-page.css';

const CRUMBS = [{ label: PAGE_TITLES.about, to: '/about-us' }];

/** The company's story: how it grew, year by year, and its two plants. */
export default function About1Page() {
  return (
    <div className="about-1-page">
      <PageBanner title={PAGE_TITLES.about1} crumbs={CRUMBS} />

      <section className="section" aria-labelledby="about-1-heading">
        <IntroSplit
          id="about-1-heading"
          picture={ABOUT_1.image}
          eyebrow={ABOUT_1.eyebrow}
          heading={ABOUT_1.heading}
          paragraphs={ABOUT_1.intro}
          badge={<ExperienceCounter value={EXPERIENCE_YEARS} label={PAGE_TEXT.experience} />}
          alignTop
        />
        <div className="container">
          <ol className="about-1__timeline">
            {ABOUT_1.milestones.map((milestone, index) => (
              <Reveal as="li" key={milestone.year} delay={index % 3} className="about-1__event">
                <p className="about-1__year">{milestone.year}</p>
                <h3>{milestone.title}</h3>
                <p>{milestone.text}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="about-1-plants">
        <div className="container">
          <h2 id="about-1-plants">{ABOUT_1.plantsHeading}</h2>
          <ul className="about-1__plants grid grid--2">
            {ABOUT_1.plants.map((plant, index) => (
              <Reveal as="li" key={plant.name} delay={index} className="card about-1__plant">
                <Picture picture={plant.image} />
                <div className="about-1__plant-body">
                  <h3>{plant.name}</h3>
                  <address>
                    {plant.address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  <p>{plant.text}</p>
                  <CheckList items={plant.facts} />
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-1-group">
        <div className="container about-1__narrow">
          <h2 id="about-1-group">{ABOUT_1.groupHeading}</h2>
          <p>{ABOUT_1.groupText}</p>
          <Link className="btn btn--primary" to="/group-companies">
            {PAGE_TITLES.groupCompanies}
          </Link>
        </div>
      </section>
    </div>
  );
}
