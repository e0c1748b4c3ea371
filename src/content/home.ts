// Copy and pictures of the home page sections.
import type { HeroSlide, HomeProductCard, Picture, PortfolioProject, Service } from './types';
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
      src: 'images/hero/resin-plant.webp',
      alt: 'Resin plant with stainless steel reactors and storage tanks at dusk',
      width: 1600,
      height: 800,
      widths: [800, 1600],
      avif: true,
    },
  },
  {
    id: 2,
    title: 'Manufacturing Polyester Resins for Versatile Applications',
    text: 'Orthophthalic, isophthalic, NPG, PTA and recycled PET resins, gelcoats and optical fibre rod resin, in drums, IBCs and tankers.',
    image: {
      src: 'images/hero/drums-and-ibcs.webp',
      alt: 'Resin drums and IBC totes lined up in the dispatch yard',
      width: 1600,
      height: 800,
      widths: [800, 1600],
      avif: true,
    },
  },
  {
    id: 3,
    title: 'Committed to Quality',
    text: 'Every batch is tested in our ISO 9001:2015 certified laboratory and ships with its certificate of analysis.',
    image: {
      src: 'images/hero/quality-lab.webp',
      alt: 'Quality control laboratory bench with flasks and a viscometer',
      width: 1600,
      height: 800,
      widths: [800, 1600],
      avif: true,
    },
  },
];

export const HOME_PRODUCT_CARDS: HomeProductCard[] = [
  {
    id: 1,
    name: 'Unsaturated Polyester Resin',
    text: 'General purpose, isophthalic, NPG, PTA and R-PET grades for lay-up, spray-up, SMC, pultrusion and castings.',
    img: {
      src: 'images/home/unsaturated-polyester-resin.webp',
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
      src: 'images/home/gelcoat-resin.webp',
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
      src: 'images/home/optical-fiber-rod-resin.webp',
      alt: 'Coils of FRP rod beside an optical fibre cable cross-section',
      width: 600,
      height: 450,
    },
  },
];

export const HOME_ABOUT: HomeAbout = {
  heading: 'A trusted name in Resin industry',
  paragraphs: [
    `For over ${EXPERIENCE_YEARS} years Kalpa Resins has made unsaturated polyester resins for fabricators who cannot afford a bad batch. What began as a single reactor in Maharashtra is now a group with plants in India and Sri Lanka.`,
    'Our chemists work beside our customers: we tune gel time, viscosity and reactivity to each process and stay on call when a new mould goes into production.',
  ],
  points: [
    'ISO 9001:2015 certified manufacturing',
    'In-house R&D and application laboratory',
    'Batch certificate of analysis with every dispatch',
    'Plants in Maharashtra and Sri Lanka',
  ],
  image: {
    src: 'images/home/about-reactor-hall.webp',
    alt: 'Operator checking a resin reactor control panel',
    width: 800,
    height: 600,
  },
};

export const VISION: Vision = {
  heading: 'Our Vision',
  text: 'To be the most dependable resin partner for composite makers in South Asia. Four figures from the last twelve months tell us how far we have come.',
  // Figures a resin maker can honestly publish; the spec fixes the values and their order.
  bars: [
    { label: 'Orders from repeat customers', value: 80 },
    { label: 'Orders dispatched within 48 hours', value: 90 },
    { label: 'Process water recycled at our plants', value: 70 },
    { label: 'Enquiries answered within one working day', value: 95 },
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
      src: 'images/testimonials/rajesh-kulkarni.webp',
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
      src: 'images/testimonials/nuwan-perera.webp',
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
      src: 'images/testimonials/farah-shaikh.webp',
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
    src: 'images/home/video-poster.webp',
    alt: 'Video: inside the Kalpa Resins plant',
    width: 1280,
    height: 720,
  },
};

function servicePicture(name: string, alt: string): Picture {
  return { src: `images/home/services/${name}.webp`, alt, width: 480, height: 320 };
}

/** The services slider: what a buyer gets besides the resin. */
export const HOME_SERVICES: Service[] = [
  {
    id: 1,
    service_name: 'Custom formulation',
    service_details:
      'We tune viscosity, thixotropy, gel time and peak exotherm to your mould, glass content and cure schedule, then send a trial lot with its data sheet.',
    src: servicePicture(
      'custom-formulation',
      'Chemist weighing resin samples beside a formulation sheet',
    ),
  },
  {
    id: 2,
    service_name: 'Technical service at your plant',
    service_details:
      'Our application engineers come to your line to set catalyst and accelerator levels, trace defects such as tackiness, pinholes or fibre print-through, and stay until the first parts pass.',
    src: servicePicture(
      'technical-service',
      'Engineer in a hard hat checking a laminate on a customer’s mould',
    ),
  },
  {
    id: 3,
    service_name: 'QC laboratory and batch certificates',
    service_details:
      'Every batch is tested for viscosity, acid value, gel time, solids and colour before release, and ships with a certificate of analysis that carries its batch number.',
    src: servicePicture(
      'quality-certificate',
      'Certificate of analysis beside a viscometer in the quality laboratory',
    ),
  },
  {
    id: 4,
    service_name: 'Drums, IBCs and tankers',
    service_details:
      'Resin leaves in 220 kg drums, 1,000 kg IBCs or bulk road tankers, each labelled with grade, batch number and use-by date, so your stores use the oldest stock first.',
    src: servicePicture('packaging', 'Resin drum, IBC tote and road tanker ready for dispatch'),
  },
  {
    id: 5,
    service_name: 'Export to Sri Lanka and beyond',
    service_details:
      'Our Sri Lanka plant and export desk handle dangerous-goods papers for UN 1866 resin solution, container stuffing and shipping to Colombo, the Gulf and East Africa.',
    src: servicePicture('export-logistics', 'Shipping container of resin drums at a port crane'),
  },
  {
    id: 6,
    service_name: 'Processing training',
    service_details:
      'Sessions at our application laboratory or your site on catalyst dosing, gel-time control, lay-up and spray-up practice, and the safe handling of styrene and peroxides.',
    src: servicePicture(
      'processing-training',
      'Trainer explaining a gel-time chart to a group of fabricators',
    ),
  },
];

function portfolioPicture(name: string, alt: string): Picture {
  return { src: `images/home/portfolio/${name}.webp`, alt, width: 800, height: 600 };
}

/** The portfolio accordion: four industries that run on the group's resins. */
export const HOME_PORTFOLIO: PortfolioProject[] = [
  {
    id: 1,
    project_name: 'FRP water tanks and pipes',
    category: 'Water and infrastructure',
    project_description:
      'Storage tanks, filament-wound pipes and ducting need a liner that resists water and chemicals for decades and a structural wall that is economical to build. Our isophthalic and ISO-NPG grades form the corrosion barrier, and general purpose orthophthalic resin carries the load behind it.',
    src: portfolioPicture(
      'water-tanks-and-pipes',
      'FRP water storage tanks and filament-wound pipes in a fabrication yard',
    ),
  },
  {
    id: 2,
    project_name: 'Boat hulls',
    category: 'Marine',
    project_description:
      'Fishing boats, ferries and leisure craft from Kerala to Negombo are laid up in our ISO-NPG gelcoat and isophthalic resin. Low water absorption keeps hulls free of osmotic blisters, and a long working time lets a crew wet out a 12 m hull in one go.',
    src: portfolioPicture('boat-hulls', 'Fibreglass fishing boat hulls on stands in a boatyard'),
  },
  {
    id: 3,
    project_name: 'Engineered quartz and solid surface',
    category: 'Building materials',
    project_description:
      'Slab presses and solid-surface casters use our low-viscosity binder resins. They wet out fillers of more than 90 % quartz or ATH by weight, release air quickly under vacuum vibro-compaction and cure to a hard surface that keeps its colour.',
    src: portfolioPicture(
      'quartz-and-solid-surface',
      'Polished engineered quartz slabs and a solid-surface vanity top',
    ),
  },
  {
    id: 4,
    project_name: 'Optical fibre cable strength members',
    category: 'Telecom',
    project_description:
      'The FRP rods at the centre of optical fibre cables are pultruded at high line speed with our optical fibre rod resin. It cures fully inside the heated die, giving the glass content, tensile strength and diameter tolerance that cable makers check on every reel.',
    src: portfolioPicture(
      'optical-fibre-cable',
      'Reels of FRP strength-member rod beside an optical fibre cable cross-section',
    ),
  },
];
