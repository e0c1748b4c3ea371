// Copy and pictures of the home page sections (SPEC 2.5, Home).
import type { HeroSlide, HomeProductCard, Picture } from './types';
import { EXPERIENCE_YEARS } from './constants';

export interface HomeAbout {
  heading: string;
  paragraphs: string[];
  points: string[];
  image: Picture;
}

export interface VisionBar {
  label: string;
  /** Percent, 0 to 100. */
  value: number;
}

export interface Vision {
  heading: string;
  text: string;
  bars: VisionBar[];
}

export interface ClientLogo {
  id: number;
  name: string;
  logo: Picture;
}

export interface Testimonial {
  id: number;
  name: string;
  position: string;
  title: string;
  review: string;
  src: Picture;
}

export interface HomeVideo {
  youtubeId: string;
  title: string;
  poster: Picture;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 1,
    title: 'Leading Manufacturer of Unsaturated Polyester Resin in India & Sri Lanka',
    text: `Reactors in Maharashtra and Sri Lanka supply FRP makers across South Asia, backed by ${EXPERIENCE_YEARS}+ years of resin chemistry.`,
    image: {
      src: 'images/hero/resin-plant.svg',
      alt: 'Resin plant with stainless steel reactors and storage tanks at dusk',
      width: 1600,
      height: 800,
    },
  },
  {
    id: 2,
    title: 'Manufacturing Polyester Resins for Versatile Applications',
    text: 'Orthophthalic, isophthalic, NPG, PTA and recycled PET resins, gelcoats and optical fibre rod resin, in drums, IBCs and tankers.',
    image: {
      src: 'images/hero/drums-and-ibcs.svg',
      alt: 'Resin drums and IBC totes lined up in the dispatch yard',
      width: 1600,
      height: 800,
    },
  },
  {
    id: 3,
    title: 'Committed to Quality',
    text: 'Every batch is tested in our ISO 9001:2015 certified laboratory and ships with its certificate of analysis.',
    image: {
      src: 'images/hero/quality-lab.svg',
      alt: 'Quality control laboratory bench with flasks and a viscometer',
      width: 1600,
      height: 800,
    },
  },
];

export const HOME_PRODUCT_CARDS: HomeProductCard[] = [
  {
    id: 1,
    name: 'Unsaturated Polyester Resin',
    text: 'General purpose, isophthalic, NPG, PTA and R-PET grades for lay-up, spray-up, SMC, pultrusion and castings.',
    img: {
      src: 'images/home/unsaturated-polyester-resin.svg',
      alt: 'Amber polyester resin pouring from a drum',
      width: 600,
      height: 450,
    },
  },
  {
    id: 2,
    name: 'Gelcoat Resin',
    text: 'Thixotropic orthophthalic, isophthalic and isophthalic-NPG gelcoats for glossy, durable FRP surfaces.',
    img: {
      src: 'images/home/gelcoat-resin.svg',
      alt: 'Gelcoat being sprayed onto a boat mould',
      width: 600,
      height: 450,
    },
  },
  {
    id: 3,
    name: 'Optical Fiber Rod Resin',
    text: 'Fast-curing pultrusion resin for the FRP strength members of optical fibre cables.',
    img: {
      src: 'images/home/optical-fiber-rod-resin.svg',
      alt: 'Coils of FRP rod beside an optical fibre cable cross-section',
      width: 600,
      height: 450,
    },
  },
];

export const HOME_ABOUT: HomeAbout = {
  heading: 'A trusted name in Resin industry',
  paragraphs: [
    `For over 30 years Kalpa Resins has made unsaturated polyester resins for fabricators who cannot afford a bad batch. What began as a single reactor in Maharashtra is now a group with plants in India and Sri Lanka.`,
    'Our chemists work beside our customers: we tune gel time, viscosity and reactivity to each process and stay on call when a new mould goes into production.',
  ],
  points: [
    'ISO 9001:2015 certified manufacturing',
    'In-house R&D and application laboratory',
    'Batch certificate of analysis with every dispatch',
    'Plants in Maharashtra and Sri Lanka',
  ],
  image: {
    src: 'images/home/about-reactor-hall.svg',
    alt: 'Operator checking a resin reactor control panel',
    width: 800,
    height: 600,
  },
};

export const VISION: Vision = {
  heading: 'Our Vision',
  text: 'To be the most dependable resin partner for composite makers in South Asia, measured by what our customers see every day.',
  bars: [
    { label: 'Batch consistency', value: 80 },
    { label: 'On-time delivery', value: 90 },
    { label: 'Recycled content growth', value: 70 },
    { label: 'Customer satisfaction', value: 95 },
  ],
};

const CLIENT_NAMES = [
  'Deccan FRP Works',
  'Konkan Marine',
  'Sahyadri Composites',
  'Ceylon Fibre Glass',
  'Quartzline Surfaces',
  'Metro Pultrusions',
];

export const CLIENT_LOGOS: ClientLogo[] = CLIENT_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  logo: {
    src: `images/clients/client-${index + 1}.svg`,
    alt: `${name} logo`,
    width: 240,
    height: 100,
  },
}));

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Rajesh Kulkarni',
    position: 'Production Manager, Deccan FRP Works',
    title: 'Gel time we can plan around',
    review:
      'We lay up water tanks in three shifts. Kalpa’s general purpose resin gels within a minute of the certificate every time, so our crews never wait and never rush.',
    src: {
      src: 'images/testimonials/rajesh-kulkarni.svg',
      alt: 'Portrait of Rajesh Kulkarni',
      width: 120,
      height: 120,
    },
  },
  {
    id: 2,
    name: 'Nuwan Perera',
    position: 'Boatyard Owner, Negombo',
    title: 'No blisters after four monsoons',
    review:
      'Our fishing boats use the isophthalic-NPG gelcoat and resin. Hulls we built four years ago still show no osmosis, and the Sri Lanka plant delivers in two days.',
    src: {
      src: 'images/testimonials/nuwan-perera.svg',
      alt: 'Portrait of Nuwan Perera',
      width: 120,
      height: 120,
    },
  },
  {
    id: 3,
    name: 'Farah Shaikh',
    position: 'Purchase Head, Quartzline Surfaces',
    title: 'Technical support that visits the plant',
    review:
      'When we changed our press cycle, their R&D team came to our line, adjusted the binder reactivity and had a trial lot ready within a week.',
    src: {
      src: 'images/testimonials/farah-shaikh.svg',
      alt: 'Portrait of Farah Shaikh',
      width: 120,
      height: 120,
    },
  },
];

export const HOME_VIDEO: HomeVideo = {
  youtubeId: 'kR3s1nPl4nt',
  title: 'Inside the Kalpa Resins plant',
  poster: {
    src: 'images/home/video-poster.svg',
    alt: 'Video: inside the Kalpa Resins plant',
    width: 1280,
    height: 720,
  },
};
