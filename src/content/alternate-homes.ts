// The two alternate home layouts. The second (/home-2) tells the company's story through FRP in
// building and renovation; the third (/home-3) is organised around the buyer's process.
//
// Sections that show existing collections take their items from where those live: services
// (SERVICES), case studies (CASE_STUDIES), products (HOME_PRODUCT_CARDS), testimonials
// (CAROUSEL_TESTIMONIALS), posts (BLOG_POSTS, the first HOME_2_LATEST_POSTS on /home-2) and
// clients (CLIENT_LOGOS). This file holds the copy that is only on these pages.
import type { HomeVideo } from './home';
import type { Picture } from './types';
import { EXPERIENCE_YEARS, RECENT_POSTS } from './constants';
import { PRODUCTS } from './products';

function picture(name: string, alt: string, width: number, height: number): Picture {
  return { src: `images/home-alt/${name}.webp`, alt, width, height };
}

function banner(name: string, alt: string): Picture {
  return picture(name, alt, 1600, 800);
}

export interface SectionHead {
  eyebrow: string;
  heading: string;
  intro?: string;
}

export interface BannerSlide {
  id: number;
  title: string;
  text: string;
  image: Picture;
}

export const HOME_2_SLIDES: BannerSlide[] = [
  {
    id: 1,
    title: 'Roofs that let the daylight in',
    text: 'Translucent FRP roofing sheets made with our isophthalic resin light warehouses and factories for years without yellowing or turning brittle.',
    image: banner(
      'slide-translucent-roofing',
      'Workers fixing translucent corrugated FRP sheets between metal roof sheets on a new factory roof near Chakan, the sheets glowing in the morning sun',
    ),
  },
  {
    id: 2,
    title: 'Facades that stand up to the monsoon',
    text: 'GRP cladding panels and sunshades faced with isophthalic-NPG gelcoat keep their gloss and colour in tropical sun and rain, at a fraction of the weight of concrete.',
    image: banner(
      'slide-grp-facade',
      'Office building in Colombo with curved white GRP facade panels and sunshades, rain clouds clearing behind it',
    ),
  },
  {
    id: 3,
    title: 'Tanks relined, not rebuilt',
    text: 'Leaking concrete water tanks, effluent pits and cooling-tower basins return to service with an FRP lining laminated in isophthalic resin.',
    image: banner(
      'slide-tank-relining',
      'Worker in a respirator rolling a glass-fibre lining on the inside wall of an emptied concrete water tank, lit by a work lamp',
    ),
  },
  {
    id: 4,
    title: 'Heritage detail at a tenth of the weight',
    text: 'GRP replicas of decayed cornices, finials and domes, cast from moulds of the surviving originals, restore old buildings without loading their walls.',
    image: banner(
      'slide-heritage-restoration',
      'Sandstone-coloured GRP cornice and small dome being fixed on scaffolding against a Victorian Gothic building in Mumbai',
    ),
  },
];

export const HOME_2_RD = {
  eyebrow: 'Research & Development',
  heading: 'Resins tested the way buildings use them',
  text: 'Our laboratory sits beside the reactors in Satara. Before a grade goes into a roof, a facade or a tank lining, we cast it, laminate it and weather it, so that what we promise on the data sheet is what stands on the building.',
  points: [
    'Exposure racks on the laboratory roof, where gelcoat and roofing-sheet panels weather through Satara’s sun and monsoon',
    'Boiling-water and chemical immersion tests for tank linings and sanitary ware',
    'Heat deflection, Barcol hardness and tensile tests on every new grade',
    'Pilot reactor of 20 litres for new formulations, from laboratory to trial lot',
  ],
  image: picture(
    'rd-exposure-rack',
    'Chemist on the flat laboratory roof in Satara inspecting rows of coloured gelcoat panels tilted on an outdoor exposure rack',
    800,
    600,
  ),
} as const;

/** The two scrolling text bands: what we make, then the processes it goes into. */
export const HOME_2_TEXT_BANDS: readonly [string[], string[]] = [
  [
    'Orthophthalic resin',
    'Isophthalic resin',
    'Isophthalic-NPG resin',
    'PTA resin',
    'Recycled PET resin',
    'Gelcoats',
    'Optical fibre rod resin',
  ],
  [
    'Hand lay-up',
    'Spray-up',
    'Vacuum infusion',
    'RTM',
    'Pultrusion',
    'Filament winding',
    'SMC / DMC',
    'Casting',
  ],
];

export const HOME_2_VIDEO: HomeVideo & { text: string } = {
  youtubeId: 'fRpBu1ld1ng',
  title: 'From reactor to rooftop',
  text: 'Follow a batch of isophthalic resin from the Satara reactor to a roofing-sheet line and onto a warehouse roof.',
  poster: picture(
    'video-poster-reactor-to-rooftop',
    'Video still: a continuous roofing-sheet line with a translucent corrugated FRP sheet coming off the rollers, a play button in the centre',
    1280,
    720,
  ),
};

export const HOME_2_SECTIONS = {
  services: {
    eyebrow: 'Services',
    heading: 'Support from the first trial to the finished building',
    intro: 'Open a service to see what it covers.',
  },
  caseStudies: {
    eyebrow: 'Case Studies',
    heading: 'Problems solved with our customers',
  },
  products: {
    eyebrow: 'Our Products',
    heading: 'Resins and gelcoats for composites in construction',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What fabricators say',
  },
  posts: {
    eyebrow: 'From the Blog',
    heading: 'Latest notes from our engineers',
  },
  clients: {
    eyebrow: 'Clients',
    heading: 'Fabricators who build with our resins',
  },
} satisfies Record<string, SectionHead>;

// /home-3: hero, process finder, facts, quality, Sri Lanka, FAQ teaser, recent posts
// and a closing call to action.

export interface ProcessEntry {
  process: string;
  text: string;
  /** Catalogue product titles, best fit first. */
  grades: string[];
  /** Where to read more: an application anchor or the products page. */
  path: string;
}

export interface FactEntry {
  value: string;
  label: string;
}

export const HOME_3_HERO = {
  title: 'The right polyester resin for your process',
  text: 'Hand lay-up or pultrusion, a boat hull or a quartz slab: tell us how you make your parts, and our engineers will match a resin, a gelcoat and a cure system to it.',
  primary: { label: 'See Our Products', path: '/products' },
  secondary: { label: 'Talk to an Engineer', path: '/inquiry' },
  image: banner(
    'home-3-hero',
    'Application engineer and a laminator side by side at an open boat mould, the engineer holding a cup of catalysed resin and a stopwatch',
  ),
} as const;

export const HOME_3_PROCESSES: { head: SectionHead; items: ProcessEntry[] } = {
  head: {
    eyebrow: 'Find Your Resin',
    heading: 'Start from your process',
    intro:
      'Each process asks something different of the resin: flow, working time, cure speed or heat resistance. These are the grades we recommend first.',
  },
  items: [
    {
      process: 'Hand lay-up and spray-up',
      text: 'Fast wet-out, a workable gel time and a clean room-temperature cure, with thixotropic grades for vertical faces.',
      grades: ['General Purpose Orthophthalic Resin', 'Isophthalic Resin', 'Orthophthalic Gelcoat'],
      path: '/applications#moudling',
    },
    {
      process: 'Vacuum infusion and RTM',
      text: 'Low viscosity of 150 to 300 mPa·s, a long gel time and a low peak exotherm for thick and cored laminates.',
      grades: ['Isophthalic-NPG Resin', 'Isophthalic Resin'],
      path: '/applications#vaccuminfusion',
    },
    {
      process: 'Pultrusion',
      text: 'Low viscosity, a long bath life and a fast, complete cure in a die at 120 to 160 °C.',
      grades: ['Isophthalic Resin', 'PTA Based Resin', 'Optical Fiber Rod Resin'],
      path: '/applications#pultrusion',
    },
    {
      process: 'Filament winding',
      text: 'Good wet-out of roving at winding speed and resistance to water and chemicals for pipes and tanks.',
      grades: ['Isophthalic Resin', 'General Purpose Orthophthalic Resin'],
      path: '/products',
    },
    {
      process: 'SMC and DMC',
      text: 'Predictable thickening with magnesium oxide, a fast hot-press cure and low shrinkage.',
      grades: ['PTA Based Resin', 'General Purpose Orthophthalic Resin'],
      path: '/applications#smc',
    },
    {
      process: 'Casting',
      text: 'Low colour and viscosity for quartz and solid surface, clarity for buttons, controlled exotherm for thick sections.',
      grades: ['Isophthalic-NPG Resin', 'Isophthalic Resin', 'Recycled PET (R-PET) Based Resin'],
      path: '/applications#engineeredquartzring',
    },
  ],
};

export const HOME_3_FACTS: FactEntry[] = [
  { value: `${EXPERIENCE_YEARS}+`, label: 'Years of resin chemistry' },
  { value: '2', label: 'Plants, in Satara and Biyagama' },
  { value: String(PRODUCTS.length), label: 'Catalogue grades, and custom grades on request' },
  { value: 'ISO 9001:2015', label: 'Certified quality management' },
];

export const HOME_3_QUALITY = {
  eyebrow: 'Quality',
  heading: 'Every batch tested before it leaves',
  text: 'No batch leaves our plants until our laboratory has tested it against its specification. Each drum and IBC carries a batch number, and its certificate of analysis travels with it.',
  checks: [
    'Viscosity at 25 °C',
    'Acid value',
    'Gel time and peak exotherm',
    'Styrene and solids content',
    'Colour and clarity',
    'Barcol hardness of a cured casting',
  ],
  link: { label: 'See Our Certificates', path: '/certificates' },
} as const;

export const HOME_3_SRI_LANKA = {
  eyebrow: 'Sri Lanka',
  heading: 'Made in Sri Lanka, for Sri Lanka',
  text: 'Our Biyagama plant makes general purpose and isophthalic resins on two reactor lines and holds stock of every other grade, so fabricators across the island receive resin within two days.',
  points: [
    'Technical service for boatyards, tank makers and roofing-sheet lines',
    'Operator training in Sinhala and English',
    'Export to the Maldives from Biyagama stock',
  ],
  image: picture(
    'home-3-biyagama-plant',
    'The Biyagama plant with its two reactor towers behind a white boundary wall, a lorry of resin drums leaving the gate under palm trees',
    800,
    600,
  ),
  link: { label: 'Find Our Plants', path: '/location' },
} as const;

export const HOME_3_FAQ = {
  eyebrow: 'FAQ',
  heading: 'Before your first order',
  /** The first questions of the FAQ page shown here. */
  count: 3,
  link: { label: 'All Questions', path: '/faq' },
} as const;

export const HOME_3_POSTS = {
  eyebrow: 'From the Blog',
  heading: 'Technical notes for resin buyers',
  count: RECENT_POSTS,
} as const;

export const HOME_3_CTA = {
  heading: 'Not sure which grade you need?',
  text: 'Describe your part, your process and your temperatures. An engineer replies within one working day with a recommendation and, if you wish, a sample.',
  button: { label: 'Send an Enquiry', path: '/inquiry' },
} as const;

/** Labels of the two alternate home pages. */
export const ALTERNATE_HOME_LABELS = {
  bannerSlider: 'Building and renovation',
  caseStudySlider: 'Case studies',
  clientsSlider: 'Our clients',
  readCaseStudy: 'Read the case study',
  readCaseStudyOf: (label: string) => `Read the case study: ${label}`,
  serviceDetails: 'Service details',
  textBands: 'What we make and the processes it goes into',
  pauseTextBands: 'Pause the scrolling text',
  playTextBands: 'Play the scrolling text',
  recommendedGrades: 'Recommended grades',
  readMoreAbout: (process: string) => `Read more: ${process}`,
  productsLink: 'See All Products',
} as const;
