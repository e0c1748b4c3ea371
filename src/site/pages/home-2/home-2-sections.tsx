// The second home page below its banner, loaded once the page has loaded (or the visitor
// scrolls): none of it is needed for the first paint.
import { Link } from 'react-router';
import { HOME_2_LATEST_POSTS } from '../../../content/constants';
import {
  HOME_2_RD,
  HOME_2_SECTIONS,
  HOME_2_VIDEO,
  ALTERNATE_HOME_LABELS,
} from '../../../content/alternate-homes';
import { SERVICES } from '../../../content/services';
import { PAGE_TITLES } from '../../../content/site-text';
import { CAROUSEL_TESTIMONIALS } from '../../../content/testimonials';
import { ItemAccordion } from '../../components/item-accordion';
import { LatestNews } from '../../components/latest-news';
import { MediaSplit } from '../../components/media-split';
import { ProductCards } from '../../components/product-cards';
import { SectionHead } from '../../components/section-head';
import { StorySection } from '../../components/story-section';
import { TestimonialsCarousel } from '../../components/testimonials-carousel';
import { VideoPopup } from '../../components/video-popup';
import { CaseStudySlider } from './case-study-slider';
import { ClientsSlider } from './clients-slider';
import { TextBands } from './text-bands';

const SERVICE_ITEMS = SERVICES.map((service) => ({
  id: service.id,
  title: service.service_name,
  content: (
    <>
      <p>{service.service_description}</p>
      <Link to={service.path}>{ALTERNATE_HOME_LABELS.serviceDetails}</Link>
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
  return (
    <StorySection
      id="home-2-rd"
      picture={HOME_2_RD.image}
      eyebrow={HOME_2_RD.eyebrow}
      heading={HOME_2_RD.heading}
      paragraphs={[HOME_2_RD.text]}
      points={HOME_2_RD.points}
      link={{ to: '/research-and-develpoment', label: PAGE_TITLES.research }}
    />
  );
}

function VideoSection() {
  return (
    <section className="section" aria-labelledby="home-2-video">
      <MediaSplit mediaLast media={<VideoPopup video={HOME_2_VIDEO} />}>
        <h2 id="home-2-video">{HOME_2_VIDEO.title}</h2>
        <p>{HOME_2_VIDEO.text}</p>
      </MediaSplit>
    </section>
  );
}

function ProductsSection() {
  return (
    <section className="section section--alt" aria-labelledby="home-2-products">
      <div className="container">
        <SectionHead id="home-2-products" {...HOME_2_SECTIONS.products} />
        <ProductCards />
      </div>
    </section>
  );
}
