import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEWS_TEASERS } from '../../../content/constants';
import {
  CLIENT_LOGOS,
  HOME_ABOUT,
  HOME_PORTFOLIO,
  HOME_PRODUCT_CARDS,
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
import '../../components/check-list.css';
import './home-page.css';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';

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
      <ul className="home-products grid grid--3">
        {HOME_PRODUCT_CARDS.map((card, index) => (
          <Reveal as="li" key={card.id} delay={index} className="home-products__card card">
            <img
              className="home-products__image"
              src={card.img.src}
              alt={card.img.alt}
              width={card.img.width}
              height={card.img.height}
              loading="lazy"
              decoding="async"
            />
            <div className="home-products__body">
              <h3 className="home-products__name">
                <Link to="/products">{card.name}</Link>
              </h3>
              <p>{card.text}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </HomeSection>
  );
}

function AboutSection() {
  return (
    <section className="section section--alt" aria-labelledby="home-about-heading">
      <div className="container home-about">
        <Reveal className="home-about__media">
          <img
            src={HOME_ABOUT.image.src}
            alt={HOME_ABOUT.image.alt}
            width={HOME_ABOUT.image.width}
            height={HOME_ABOUT.image.height}
            loading="lazy"
            decoding="async"
          />
        </Reveal>
        <Reveal className="home-about__text" delay={1}>
          <p className="eyebrow">{PAGE_TEXT.aboutEyebrow}</p>
          <h2 id="home-about-heading">{HOME_ABOUT.heading}</h2>
          {HOME_ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="check-list">
            {HOME_ABOUT.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link className="btn btn--primary" to="/about-us">
            {PAGE_TEXT.moreAboutUs}
          </Link>
        </Reveal>
      </div>
    </section>
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
      <div className="container home-vision">
        <Reveal className="home-vision__text">
          <p className="eyebrow">{PAGE_TEXT.visionEyebrow}</p>
          <h2 id="home-vision-heading">{VISION.heading}</h2>
          <p>{VISION.text}</p>
          <VisionBars bars={VISION.bars} />
        </Reveal>
        <Reveal className="home-video" delay={1}>
          <VideoPopup video={HOME_VIDEO} />
        </Reveal>
      </div>
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
              <img
                src={client.logo.src}
                alt={client.logo.alt}
                width={client.logo.width}
                height={client.logo.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
