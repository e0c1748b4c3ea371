import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEWS_TEASERS } from '../../../content/constants';
import { Reveal } from '../../../ui/reveal/reveal';
import { useSiteText } from '../../i18n/site-words';
import { ApplicationsSlider } from './applications-slider';
import { HeroSlider } from './hero-slider';
import { useHomeContent } from './home-content';
import { HomeEnquirySection } from './home-enquiry';
import { LatestNews } from '../../components/latest-news';
import { VideoPopup } from '../../components/video-popup';
import { TestimonialQuote } from '../../components/testimonial-quote';
import { PortfolioAccordion } from './portfolio-accordion';
import { ServicesSlider } from './services-slider';
import { VisionBars } from './vision-bars';
import { MediaSplit } from '../../components/media-split';
import { ProductCards } from '../../components/product-cards';
import { StorySection } from '../../components/story-section';
import './home-page.css';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { Picture } from '../../components/picture';

export default function HomePage() {
  const rest = useAfterFirstPaint();
  return (
    <div className="home-page">
      <HeroSlider />
      <ProductsSection />
      {rest && (
        <>
          <AboutSection />
          <HomeEnquirySection />
          <ApplicationsSection />
          <ServicesSection />
          <PortfolioSection />
          <VisionSection />
          <TestimonialsSection />
          <NewsSection />
          <ClientsSection />
        </>
      )}
    </div>
  );
}

interface HomeSectionProps {
  /** Names the heading's id, `home-<name>-heading`, which labels the section. */
  name: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  /** The tinted background, alternating down the page. */
  alt?: boolean;
  children: ReactNode;
}

/** A home section with the usual head: eyebrow, heading and, if any, an intro line. */
function HomeSection({ name, eyebrow, heading, intro, alt = false, children }: HomeSectionProps) {
  const headingId = `home-${name}-heading`;
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <Reveal className="home-section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className="section__intro">{intro}</p>}
        </Reveal>
        {children}
      </div>
    </section>
  );
}

function ProductsSection() {
  const { pageText } = useSiteText();
  const { productCards } = useHomeContent();
  return (
    <HomeSection
      name="products"
      eyebrow={pageText.productsEyebrow}
      heading={pageText.productsHeading}
    >
      <ProductCards cards={productCards} />
    </HomeSection>
  );
}

function AboutSection() {
  const { pageText } = useSiteText();
  const { about } = useHomeContent();
  return (
    <StorySection
      id="home-about-heading"
      alt
      picture={about.image}
      eyebrow={pageText.aboutEyebrow}
      heading={about.heading}
      paragraphs={about.paragraphs}
      points={about.points}
      link={{ to: '/about-us', label: pageText.moreAboutUs }}
    />
  );
}

function ApplicationsSection() {
  const { pageText } = useSiteText();
  return (
    <section className="section" aria-labelledby="home-applications-heading">
      <div className="container">
        <Reveal className="home-section-head home-section-head--split">
          <div>
            <p className="eyebrow">{pageText.applicationsEyebrow}</p>
            <h2 id="home-applications-heading">{pageText.applicationsHeading}</h2>
            <p className="section__intro">{pageText.applicationsIntro}</p>
          </div>
          <Link className="btn btn--outline" to="/applications">
            {pageText.knowMore}
          </Link>
        </Reveal>
        <ApplicationsSlider />
      </div>
    </section>
  );
}

function ServicesSection() {
  const { pageText } = useSiteText();
  return (
    <HomeSection
      name="services"
      alt
      eyebrow={pageText.servicesEyebrow}
      heading={pageText.servicesHeading}
      intro={pageText.servicesIntro}
    >
      <ServicesSlider />
    </HomeSection>
  );
}

function PortfolioSection() {
  const { pageText } = useSiteText();
  const { portfolio } = useHomeContent();
  return (
    <HomeSection
      name="portfolio"
      eyebrow={pageText.portfolioEyebrow}
      heading={pageText.portfolioHeading}
      intro={pageText.portfolioIntro}
    >
      <Reveal delay={1}>
        <PortfolioAccordion projects={portfolio} />
      </Reveal>
    </HomeSection>
  );
}

function VisionSection() {
  const { pageText } = useSiteText();
  const { vision, video } = useHomeContent();
  return (
    <section className="section section--alt" aria-labelledby="home-vision-heading">
      <MediaSplit className="home-vision" mediaLast media={<VideoPopup video={video} />}>
        <p className="eyebrow">{pageText.visionEyebrow}</p>
        <h2 id="home-vision-heading">{vision.heading}</h2>
        <p>{vision.text}</p>
        <VisionBars bars={vision.bars} />
      </MediaSplit>
    </section>
  );
}

function TestimonialsSection() {
  const { pageText } = useSiteText();
  const { testimonials } = useHomeContent();
  return (
    <HomeSection
      name="testimonials"
      eyebrow={pageText.testimonialsEyebrow}
      heading={pageText.testimonialsHeading}
    >
      <ul className="home-testimonials grid grid--3">
        {testimonials.map((t, index) => (
          <Reveal as="li" key={t.id} delay={index} className="home-testimonials__card card">
            <TestimonialQuote testimonial={t} block="home-testimonials" />
          </Reveal>
        ))}
      </ul>
    </HomeSection>
  );
}

function NewsSection() {
  const { pageText } = useSiteText();
  return (
    <HomeSection name="news" alt eyebrow={pageText.newsEyebrow} heading={pageText.newsHeading}>
      <LatestNews count={NEWS_TEASERS.home} />
    </HomeSection>
  );
}

function ClientsSection() {
  const { pageText } = useSiteText();
  const { clientLogos } = useHomeContent();
  return (
    <section className="section home-clients" aria-labelledby="home-clients-heading">
      <div className="container">
        <h2 id="home-clients-heading" className="home-clients__heading">
          {pageText.clientsHeading}
        </h2>
        <ul className="home-clients__list">
          {clientLogos.map((client) => (
            <li key={client.id}>
              <Picture picture={client.logo} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
