// The home page's words, section by section, each entry keyed by its id. Pictures keep their
// files and sizes; a translation gives their descriptions (alt).
import {
  CLIENT_LOGOS,
  HERO_SLIDES,
  HOME_ABOUT,
  HOME_PORTFOLIO,
  HOME_PRODUCT_CARDS,
  HOME_SERVICES,
  HOME_VIDEO,
  TESTIMONIALS,
  VISION,
} from '../../home';
import { byKey } from './by-key';

const id = (entry: { id: number }) => entry.id;

export const home = {
  heroSlides: byKey(HERO_SLIDES, id, (slide) => ({
    title: slide.title,
    text: slide.text,
    alt: slide.image.alt,
  })),
  productCards: byKey(HOME_PRODUCT_CARDS, id, (card) => ({
    name: card.name,
    text: card.text,
    alt: card.img.alt,
  })),
  about: {
    heading: HOME_ABOUT.heading,
    paragraphs: HOME_ABOUT.paragraphs,
    points: HOME_ABOUT.points,
    alt: HOME_ABOUT.image.alt,
  },
  vision: {
    heading: VISION.heading,
    text: VISION.text,
    bars: VISION.bars.map((bar) => bar.label),
  },
  /** Client names stay; only the logos' descriptions are words. */
  clientLogoAlt: byKey(CLIENT_LOGOS, id, (client) => client.logo.alt),
  /** The customers' names stay; their roles, headings, words and portraits' descriptions. */
  testimonials: byKey(TESTIMONIALS, id, (testimonial) => ({
    position: testimonial.position,
    title: testimonial.title,
    review: testimonial.review,
    alt: testimonial.src.alt,
  })),
  video: { title: HOME_VIDEO.title, alt: HOME_VIDEO.poster.alt },
  services: byKey(HOME_SERVICES, id, (service) => ({
    name: service.service_name,
    details: service.service_details,
    alt: service.src.alt,
  })),
  portfolio: byKey(HOME_PORTFOLIO, id, (project) => ({
    name: project.project_name,
    category: project.category,
    description: project.project_description,
    alt: project.src.alt,
  })),
};
