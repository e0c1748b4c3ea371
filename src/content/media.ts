// Galleries, certificates and the About and R&D copy.
import type { Certificate, GalleryItem, Picture } from './types';
import { EXPERIENCE_YEARS, FOOTER_GALLERY_SIZE } from './constants';

function photo(name: string, alt: string, widths?: number[]): Picture {
  return { src: `images/gallery/${name}.webp`, alt, width: 800, height: 600, widths };
}

/** The footer shows these as thumbnails of at most 120 px, so each also comes 240 px wide. */
export const THUMBNAIL_WIDTH = 240;
const plantPhoto = (name: string, alt: string) => photo(name, alt, [THUMBNAIL_WIDTH, 800]);

const PLANT_PHOTOS: Picture[] = [
  plantPhoto('reactor-hall', 'Stainless steel reactors in the resin plant'),
  plantPhoto('tank-farm', 'Styrene and resin storage tank farm'),
  plantPhoto('drum-filling', 'Resin drums being filled on the filling line'),
  plantPhoto('qc-lab', 'Quality control laboratory with test flasks'),
  plantPhoto('dispatch-yard', 'IBC totes and drums ready for dispatch'),
  plantPhoto('frp-products', 'FRP products made with Kalpa resins'),
];

/** The six footer thumbnails, ids 1 to 6 as the lightbox expects. */
export const FOOTER_GALLERY: GalleryItem[] = PLANT_PHOTOS.slice(0, FOOTER_GALLERY_SIZE).map(
  (src, index) => ({ id: index + 1, src }),
);

export const GALLERY: GalleryItem[] = PLANT_PHOTOS.map((src, index) => ({ id: index + 1, src }));

/**
 * The plant from outside: the About page's first and largest picture, so it also comes as AVIF,
 * a third the size of its WebP.
 */
const PLANT_EXTERIOR: Picture = {
  ...photo('plant-exterior', 'The Kalpa Resins plant in the Satara MIDC area'),
  avif: true,
};

/** 'Glimpses' on the About page. */
export const ABOUT_GALLERY: GalleryItem[] = [
  PLANT_EXTERIOR,
  photo('rd-bench', 'Chemist preparing a resin casting in the R&D laboratory'),
  photo('sri-lanka-plant', 'The Sri Lanka plant in the Biyagama export processing zone'),
  photo('team-at-plant', 'Engineers reviewing a batch record on the plant floor'),
].map((src, index) => ({ id: index + 1, src }));

function certificate(id: number, name: string, file: string): Certificate {
  return {
    id,
    name,
    image: { src: `images/certificates/${file}.svg`, alt: name, width: 600, height: 840 },
  };
}

export const CERTIFICATES: Certificate[] = [
  certificate(1, 'ISO 9001:2015 Quality Management System Certificate', 'iso-9001-2015'),
  certificate(
    2,
    'BIS IS 6746 Product Test Report for Unsaturated Polyester Resin',
    'bis-test-report',
  ),
  certificate(3, 'CHEMEXCIL Registration-cum-Membership Certificate', 'chemexcil-membership'),
];

export interface RdBlock {
  title: string;
  text: string;
  points: string[];
}

export interface RdSection {
  heading: string;
  intro: string;
  blocks: RdBlock[];
  image: Picture;
}

export const RD_SECTION: RdSection = {
  heading: 'Research & Development',
  intro:
    'Our research and development laboratory sits next to the reactors. The same chemists who design a resin watch its first production batch, and the application lab tests it the way a customer will use it.',
  blocks: [
    {
      title: 'Laboratory',
      text: 'A wet chemistry lab, a casting and curing room and a mechanical test bay, run by a team of polymer chemists and engineers.',
      points: [
        'Pilot reactor of 20 litres for new formulations',
        'Brookfield viscometers and gel-time timers at 25 °C',
        'Universal testing machine for tensile and flexural tests',
        'HDT and Barcol hardness testers',
      ],
    },
    {
      title: 'Quality control',
      text: 'Every batch is tested before release and a retained sample is kept for twelve months.',
      points: [
        'Viscosity, acid value, solids and styrene content',
        'Gel time, peak exotherm and cure time',
        'Colour (APHA / Gardner) and clarity',
        'Certificate of analysis with every dispatch',
      ],
    },
    {
      title: 'Product development',
      text: 'We build resins around a customer’s process: line speed, mould temperature, filler and finish.',
      points: [
        'Recycled PET glycolysis for lower-carbon resins',
        'Low-styrene-emission and infusion grades',
        'Fast-cure pultrusion systems for optical fibre rods',
        'On-site trials with the customer’s production team',
      ],
    },
  ],
  image: {
    src: 'images/gallery/rd-bench.webp',
    alt: 'Chemist preparing a resin casting in the R&D laboratory',
    width: 800,
    height: 600,
  },
};

export interface AboutContent {
  heading: string;
  /** Shown by the counter as '35+'. */
  experienceYears: number;
  experienceLabel: string;
  paragraphs: string[];
  claims: string[];
  plants: { name: string; text: string }[];
  image: Picture;
}

export const ABOUT: AboutContent = {
  heading: 'About Kalpa Resins',
  experienceYears: EXPERIENCE_YEARS,
  experienceLabel: 'Years of Experience',
  paragraphs: [
    `Kalpa Resins Pvt. Ltd. has manufactured unsaturated polyester resins for over ${EXPERIENCE_YEARS} years. We supply fabricators of FRP tanks, pipes, roofing sheets, boats, quartz surfaces, SMC parts and optical fibre cables in India, Sri Lanka and neighbouring markets.`,
    'Our quality management system is certified to ISO 9001:2015. In-house research and development lets us adapt every grade to the customer’s process, and our technical service team supports the first production runs on site.',
    'We believe in ethical business practices: honest specifications, fair pricing, safe plants for our people and responsible handling of styrene and waste. Long relationships with our customers and suppliers are the result.',
  ],
  claims: [
    `Over ${EXPERIENCE_YEARS} years in business`,
    'ISO 9001:2015 certified quality management',
    'In-house research and development',
    'Ethical business practices',
  ],
  plants: [
    {
      name: 'Maharashtra, India',
      text: 'Our head office and main plant in the Satara MIDC industrial area, with reactors for polyester, gelcoat and optical fibre rod resins.',
    },
    {
      name: 'Sri Lanka',
      text: 'A plant in the Biyagama export processing zone serving Sri Lankan fabricators and export customers with short lead times.',
    },
  ],
  image: PLANT_EXTERIOR,
};
