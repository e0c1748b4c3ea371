import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEWS_TEASERS } from '../../../content/constants';
import {
  CLIENT_LOGOS,
  HOME_ABOUT,
  HOME_PORTFOLIO,
  HOME_VIDEO,
  TESTIMONIALS,
  VISION,
} from '../../../content/home';
import { PAGE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { ApplicationsSlider } from './applications-slider';
import { HeroSlider } from './hero-slider';
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
  return (
    <HomeSection
      name="products"
      eyebrow={PAGE_TEXT.productsEyebrow}
      heading={PAGE_TEXT.productsHeading}
    >
      <ProductCards />
    </HomeSection>
  );
}

function AboutSection() {
  return (
    <StorySection
      id="home-about-heading"
      alt
      picture={HOME_ABOUT.image}
      eyebrow={PAGE_TEXT.aboutEyebrow}
      heading={HOME_ABOUT.heading}
      paragraphs={HOME_ABOUT.paragraphs}
      points={HOME_ABOUT.points}
      link={{ to: '/about-us', label: PAGE_TEXT.moreAboutUs }}
    />
  );
}

function ApplicationsSection() {
  return (
    <section className="section" aria-labelledby="home-applications-heading">
      <div className="container">
        <Reveal className="home-section-head home-section-head--split">
          <div>
            <p className="eyebrow">{PAGE_TEXT.applicationsEyebrow}</p>
            <h2 id="home-applications-heading">{PAGE_TEXT.applicationsHeading}</h2>
            <p className="section__intro">{PAGE_TEXT.applicationsIntro}</p>
          </div>
          <Link className="btn btn--outline" to="/applications">
            {PAGE_TEXT.knowMore}
          </Link>
        </Reveal>
        <ApplicationsSlider />
      </div>
    </section>
  );
}

function ServicesSection() {
  return (
    <HomeSection
      name="services"
      alt
      eyebrow={PAGE_TEXT.servicesEyebrow}
      heading={PAGE_TEXT.servicesHeading}
      intro={PAGE_TEXT.servicesIntro}
    >
      <ServicesSlider />
    </HomeSection>
  );
}

function PortfolioSection() {
  return (
    <HomeSection
      name="portfolio"
      eyebrow={PAGE_TEXT.portfolioEyebrow}
      heading={PAGE_TEXT.portfolioHeading}
      intro={PAGE_TEXT.portfolioIntro}
    >
      <Reveal delay={1}>
        <PortfolioAccordion projects={HOME_PORTFOLIO} />
      </Reveal>
    </HomeSection>
  );
}

function VisionSection() {
  return (
    <section className="section section--alt" aria-labelledby="home-vision-heading">
      <MediaSplit className="home-vision" mediaLast media={<VideoPopup video={HOME_VIDEO} />}>
        <p className="eyebrow">{PAGE_TEXT.visionEyebrow}</p>
        <h2 id="home-vision-heading">{VISION.heading}</h2>
        <p>{VISION.text}</p>
        <VisionBars bars={VISION.bars} />
      </MediaSplit>
    </section>
  );
}

function TestimonialsSection() {
  return (
    <HomeSection
      name="testimonials"
      eyebrow={PAGE_TEXT.testimonialsEyebrow}
      heading={PAGE_TEXT.testimonialsHeading}
    >
      <ul className="home-testimonials grid grid--3">
        {TESTIMONIALS.map((t, index) => (
          <Reveal as="li" key={t.id} delay={index} className="home-testimonials__card card">
            <TestimonialQuote testimonial={t} block="home-testimonials" />
          </Reveal>
        ))}
      </ul>
    </HomeSection>
  );
}

function NewsSection() {
  return (
    <HomeSection name="news" alt eyebrow={PAGE_TEXT.newsEyebrow} heading={PAGE_TEXT.newsHeading}>
      <LatestNews count={NEWS_TEASERS.home} />
    </HomeSection>
  );
}

function ClientsSection() {
  return (
    <section className="section home-clients" aria-labelledby="home-clients-heading">
      <div className="container">
        <h2 id="home-clients-heading" className="home-clients__heading">
          {PAGE_TEXT.clientsHeading}
        </h2>
        <ul className="home-clients__list">
          {CLIENT_LOGOS.map((client) => (
            <li key={client.id}>
              <Picture picture={client.logo} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
