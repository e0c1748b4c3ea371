import { Link } from 'react-router';
import { FAQ_ITEMS } from '../../../content/faq';
import {
  HOME_3_CTA,
  HOME_3_FACTS,
  HOME_3_FAQ,
  HOME_3_HERO,
  HOME_3_POSTS,
  HOME_3_PROCESSES,
  HOME_3_QUALITY,
  HOME_3_SRI_LANKA,
  ALTERNATE_HOME_LABELS,
} from '../../../content/alternate-homes';
import { PRODUCTS } from '../../../content/products';
import { gradeHref } from '../../../content/resin-grades';
import { SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { ItemAccordion } from '../../components/item-accordion';
import { LatestNews } from '../../components/latest-news';
import { SectionHead } from '../../components/section-head';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
import './home-3-page.css';

const FAQ_PREVIEW = FAQ_ITEMS.slice(0, HOME_3_FAQ.count).map((item) => ({
  id: item.id,
  title: item.question,
  content: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
}));

/** A catalogue grade named by its title, linked to its card on the products page. */
function GradeLink({ title }: { title: string }) {
  const product = PRODUCTS.find((p) => p.title === title);
  return product ? <Link to={gradeHref(product.id)}>{title}</Link> : <>{title}</>;
}

/** The third home layout, organised around the buyer's process. */
export default function Home3Page() {
  const { image } = HOME_3_HERO;
  return (
    <div className="home-3-page">
      <section className="home-3-hero" aria-labelledby="home-3-title">
        <Picture picture={image} className="home-3-hero__image" decorative load="high" />
        <div className="container home-3-hero__content">
          <h1 id="home-3-title">{HOME_3_HERO.title}</h1>
          <p className="home-3-hero__text">{HOME_3_HERO.text}</p>
          <div className="home-3-hero__actions">
            <Link className="btn btn--accent" to={HOME_3_HERO.primary.path}>
              {HOME_3_HERO.primary.label}
            </Link>
            <Link className="btn home-3-hero__secondary" to={HOME_3_HERO.secondary.path}>
              {HOME_3_HERO.secondary.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-3-processes">
        <div className="container">
          <SectionHead id="home-3-processes" {...HOME_3_PROCESSES.head} />
          <ul className="home-3-processes grid grid--3">
            {HOME_3_PROCESSES.items.map((item, index) => (
              <Reveal as="li" key={item.process} delay={index % 3} className="card home-3-process">
                <h3>{item.process}</h3>
                <p>{item.text}</p>
                <p className="home-3-process__label">{ALTERNATE_HOME_LABELS.recommendedGrades}</p>
                <ul className="home-3-process__grades">
                  {item.grades.map((grade) => (
                    <li key={grade}>
                      <GradeLink title={grade} />
                    </li>
                  ))}
                </ul>
                <Link
                  className="home-3-process__more"
                  to={item.path}
                  aria-label={ALTERNATE_HOME_LABELS.readMoreAbout(item.process)}
                >
                  {SITE_TEXT.readMore}
                  {/* Search engines read a link's text, not its label: the topic is in both. */}
                  <span className="visually-hidden"> {item.process}</span>
                </Link>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <div className="home-3-facts">
        <ul className="container home-3-facts__list">
          {HOME_3_FACTS.map((fact) => (
            <li key={fact.label}>
              <span className="home-3-facts__value">{fact.value}</span>
              <span className="home-3-facts__label">{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>

      <section className="section" aria-labelledby="home-3-quality">
        <div className="container home-3-split">
          <div>
            <p className="eyebrow">{HOME_3_QUALITY.eyebrow}</p>
            <h2 id="home-3-quality">{HOME_3_QUALITY.heading}</h2>
            <p>{HOME_3_QUALITY.text}</p>
            <Link className="btn btn--primary" to={HOME_3_QUALITY.link.path}>
              {HOME_3_QUALITY.link.label}
            </Link>
          </div>
          <CheckList items={HOME_3_QUALITY.checks} className="home-3-checks" />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-3-sri-lanka">
        <div className="container home-3-split">
          <Reveal>
            <Picture picture={HOME_3_SRI_LANKA.image} className="home-3-split__image" />
          </Reveal>
          <div>
            <p className="eyebrow">{HOME_3_SRI_LANKA.eyebrow}</p>
            <h2 id="home-3-sri-lanka">{HOME_3_SRI_LANKA.heading}</h2>
            <p>{HOME_3_SRI_LANKA.text}</p>
            <CheckList items={HOME_3_SRI_LANKA.points} />
            <Link className="btn btn--outline" to={HOME_3_SRI_LANKA.link.path}>
              {HOME_3_SRI_LANKA.link.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-3-faq">
        <div className="container home-3-faq">
          <SectionHead id="home-3-faq" eyebrow={HOME_3_FAQ.eyebrow} heading={HOME_3_FAQ.heading} />
          <ItemAccordion items={FAQ_PREVIEW} />
          <Link className="btn btn--outline home-3-faq__all" to={HOME_3_FAQ.link.path}>
            {HOME_3_FAQ.link.label}
          </Link>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-3-posts">
        <div className="container">
          <SectionHead
            id="home-3-posts"
            eyebrow={HOME_3_POSTS.eyebrow}
            heading={HOME_3_POSTS.heading}
          />
          <LatestNews count={HOME_3_POSTS.count} />
        </div>
      </section>

      <section className="home-3-cta" aria-labelledby="home-3-cta">
        <div className="container home-3-cta__inner">
          <div>
            <h2 id="home-3-cta">{HOME_3_CTA.heading}</h2>
            <p>{HOME_3_CTA.text}</p>
          </div>
          <Link className="btn btn--accent" to={HOME_3_CTA.button.path}>
            {HOME_3_CTA.button.label}
          </Link>
        </div>
      </section>
    </div>
  );
}
