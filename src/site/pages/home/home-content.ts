// The home page's content in the current language: the same entries (pictures, links, values)
// with their words, and their pictures' descriptions, from the language's catalogue, entry by
// entry by id. In English, and for an entry a language lacks, the English content as it is.
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
} from '../../../content/home';
import type { Picture } from '../../../content/types';
import { useArea } from '../../../ui/i18n/areas';

const described = <P extends Picture>(picture: P, alt: string | undefined): P =>
  alt === undefined ? picture : { ...picture, alt };

export function useHomeContent() {
  const home = useArea('home')?.home;
  if (!home) {
    return {
      heroSlides: HERO_SLIDES,
      productCards: HOME_PRODUCT_CARDS,
      about: HOME_ABOUT,
      vision: VISION,
      clientLogos: CLIENT_LOGOS,
      testimonials: TESTIMONIALS,
      video: HOME_VIDEO,
      services: HOME_SERVICES,
      portfolio: HOME_PORTFOLIO,
    };
  }
  return {
    heroSlides: HERO_SLIDES.map((slide) => {
      const words = home.heroSlides[slide.id];
      return words
        ? {
            ...slide,
            title: words.title,
            text: words.text,
            image: described(slide.image, words.alt),
          }
        : slide;
    }),
    productCards: HOME_PRODUCT_CARDS.map((card) => {
      const words = home.productCards[card.id];
      return words
        ? { ...card, name: words.name, text: words.text, img: described(card.img, words.alt) }
        : card;
    }),
    about: {
      ...HOME_ABOUT,
      heading: home.about.heading,
      paragraphs: home.about.paragraphs,
      points: home.about.points,
      image: described(HOME_ABOUT.image, home.about.alt),
    },
    vision: {
      ...VISION,
      heading: home.vision.heading,
      text: home.vision.text,
      bars: VISION.bars.map((bar, index) => ({
        ...bar,
        label: home.vision.bars[index] ?? bar.label,
      })),
    },
    clientLogos: CLIENT_LOGOS.map((client) => ({
      ...client,
      logo: described(client.logo, home.clientLogoAlt[client.id]),
    })),
    testimonials: TESTIMONIALS.map((testimonial) => {
      const words = home.testimonials[testimonial.id];
      return words
        ? {
            ...testimonial,
            position: words.position,
            title: words.title,
            review: words.review,
            src: described(testimonial.src, words.alt),
          }
        : testimonial;
    }),
    video: {
      ...HOME_VIDEO,
      title: home.video.title,
      poster: described(HOME_VIDEO.poster, home.video.alt),
    },
    services: HOME_SERVICES.map((service) => {
      const words = home.services[service.id];
      return words
        ? {
            ...service,
            service_name: words.name,
            service_details: words.details,
            src: described(service.src, words.alt),
          }
        : service;
    }),
    portfolio: HOME_PORTFOLIO.map((project) => {
      const words = home.portfolio[project.id];
      return words
        ? {
            ...project,
            project_name: words.name,
            category: words.category,
            project_description: words.description,
            src: described(project.src, words.alt),
          }
        : project;
    }),
  };
}
