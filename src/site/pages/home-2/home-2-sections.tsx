// The second home page below its banner, loaded once the page has loaded (or the visitor
// scrolls): none of it is needed for the first paint.
import { Link } from 'react-router';
import { HOME_2_LATEST_POSTS } from '../../../content/constants';
import { HOME_PRODUCT_CARDS } from '../../../content/home';
import {
  HOME_2_RD,
  HOME_2_SECTIONS,
  HOME_2_VIDEO,
  HOME_ALT_LABELS,
} from '../../../content/home-alt';
import { SERVICES } from '../../../content/services';
import { PAGE_TITLES } from '../../../content/site-text';
import { CAROUSEL_TESTIMONIALS } from '../../../content/testimonials';
import { Reveal } from '../../../ui/reveal/reveal';
import { ItemAccordion } from '../../components/item-accordion';
import { LatestNews } from '../../components/latest-news';
import { SectionHead } from '../../components/section-head';
import { TestimonialsCarousel } from '../../components/testimonials-carousel';
import { VideoPopup } from '../../components/video-popup';
import { CaseStudySlider } from './case-study-slider';
import { ClientsSlider } from './clients-slider';
import { TextBands } from './text-bands';
import '../../components/check-list.css';

const SERVICE_ITEMS = SERVICES.map((service) => ({
  id: service.id,
  title: service.service_name,
  content: (
    <>
      <p>{service.service_description}</p>
      <Link to={service.path}>{HOME_ALT_LABELS.serviceDetails}</Link>
    </>
  ),
}));

/** Every section after the banner. */
export function Home2Sections() {
  return (
    <>
      <ResearchSection />
      <section className="section section--alt" aria-labelledby="home-2-services">
        <div className="container home-2-narrow">
          <SectionHead id="home-2-services" {...HOME_2_SECTIONS.services} />
          <ItemAccordion items={SERVICE_ITEMS} />
        </div>
      </section>
      <section className="section" aria-labelledby="home-2-cases">
        <div className="container">
          <SectionHead id="home-2-cases" {...HOME_2_SECTIONS.caseStudies} />
          <CaseStudySlider />
        </div>
      </section>
      <TextBands />
      <VideoSection />
      <ProductsSection />
      <section className="section section--alt" aria-labelledby="home-2-testimonials">
        <div className="container">
          <SectionHead id="home-2-testimonials" {...HOME_2_SECTIONS.testimonials} />
          <TestimonialsCarousel testimonials={CAROUSEL_TESTIMONIALS} />
        </div>
      </section>
      <section className="section" aria-labelledby="home-2-posts">
        <div className="container">
          <SectionHead id="home-2-posts" {...HOME_2_SECTIONS.posts} />
          <LatestNews count={HOME_2_LATEST_POSTS} />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="home-2-clients">
        <div className="container">
          <SectionHead id="home-2-clients" {...HOME_2_SECTIONS.clients} />
          <ClientsSlider />
        </div>
      </section>
    </>
  );
}

function ResearchSection() {
  const { image } = HOME_2_RD;
  return (
    <section className="section" aria-labelledby="home-2-rd">
      <div className="container home-2-split">
        <Reveal>
          <img
            className="home-2-split__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </Reveal>
        <Reveal delay={1}>
          <p className="eyebrow">{HOME_2_RD.eyebrow}</p>
          <h2 id="home-2-rd">{HOME_2_RD.heading}</h2>
          <p>{HOME_2_RD.text}</p>
          <ul className="check-list">
            {HOME_2_RD.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link className="btn btn--primary" to="/research-and-develpoment">
            {PAGE_TITLES.research}
          </Link>
        </Reveal>
      </div>
    </section>
  );
}

function VideoSection() {
  return (
    <section className="section" aria-labelledby="home-2-video">
      <div className="container home-2-split">
        <Reveal>
          <h2 id="home-2-video">{HOME_2_VIDEO.title}</h2>
          <p>{HOME_2_VIDEO.text}</p>
        </Reveal>
        <Reveal delay={1}>
          <VideoPopup video={HOME_2_VIDEO} />
        </Reveal>
      </div>
    </section>
  );
}

function ProductsSection() {
  return (
    <section className="section section--alt" aria-labelledby="home-2-products">
      <div className="container">
        <SectionHead id="home-2-products" {...HOME_2_SECTIONS.products} />
        <ul className="home-2-products grid grid--3">
          {HOME_PRODUCT_CARDS.map((card, index) => (
            <Reveal as="li" key={card.id} delay={index} className="home-2-products__card card">
              <img
                src={card.img.src}
                alt={card.img.alt}
                width={card.img.width}
                height={card.img.height}
                loading="lazy"
                decoding="async"
              />
              <div className="home-2-products__body">
                <h3>
                  <Link to="/products">{card.name}</Link>
                </h3>
                <p>{card.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
