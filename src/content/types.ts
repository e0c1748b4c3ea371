// Shapes of the static display data, stated once: TypeScript holds every content module to
// them. The content tests check the values against their rules (lengths, patterns, sizes and
// counts) with the helpers of testing/content-rules.ts, never by restating a shape.

/** An image the site shows: always with its intrinsic size, so nothing shifts as it loads. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * Widths (in pixels) the file is also published at, for a srcset. The copy at `width` is
   * `src` itself; each other width w is `src` with `-<w>w` before the extension
   * ('images/hero/resin-plant.webp' at 800 is 'images/hero/resin-plant-800w.webp').
   */
  widths?: number[];
  /**
   * Each of its files also comes as AVIF, the same name ending in `.avif`: as good to look at
   * as the WebP and clearly smaller. Browsers that show AVIF take it; the others the WebP.
   */
  avif?: boolean;
}

export interface SubmenuItem {
  id: number;
  name: string;
  path: string;
  subdropdownMenu: false | SubmenuItem[];
  /** Open in a new tab (external sister-company sites). */
  target?: boolean;
  /** Marks the catalogue PDF entry, which shows a download icon on mobile. */
  download?: boolean;
}

export interface MenuItem {
  id: number;
  name: string;
  /** Own path, or null for entries that only open their submenu (Contact Us, Group Companies). */
  path: string | null;
  dropdownMenu: SubmenuItem[];
}

export type ResinType = 'ISO NPG' | 'PTA' | 'Ortho' | 'ISO' | 'R-PET';

export interface Application {
  id: number;
  /** The anchor id on /applications and the menu. */
  slug: string;
  path: string;
  hasid: string;
  service_name: string;
  service_description: string;
  /** Suitable resin types. */
  service_Right: ResinType[];
  /** Unsuitable resin types. */
  service_Wrong: ResinType[];
  src: Picture;
}

export type ProductCategory = 'unsaturated' | 'gelcoat' | 'optical';

export interface ProductPoint {
  label: string;
  value: string;
}

export interface Product {
  id: string;
  category: ProductCategory;
  title: string;
  thumbnail: Picture;
  /** The list price in US dollars per drum (DRUM_KG), a decimal string. */
  price: string;
  /** What one drum in a cart costs: below the list price. */
  discount_price: string;
  /** Paragraphs of description. */
  description: string[];
  /** Typical properties (label and value). */
  points?: ProductPoint[];
  /** Gelcoat only: the 'Key Characteristics' list. */
  keyCharacteristics?: string[];
}

export interface ProductTab {
  key: ProductCategory;
  /** 'Unsaturated Polyester Resin', 'Gelcoat Resin', 'Optical Fiber Rod Resin'. */
  label: string;
}

export interface HeroSlide {
  id: number;
  title: string;
  text: string;
  image: Picture;
}

export interface HomeProductCard {
  id: number;
  name: string;
  img: Picture;
  text: string;
}

/** A card of the home services slider. */
export interface Service {
  id: number;
  service_name: string;
  service_details: string;
  src: Picture;
}

/** An item of the home portfolio accordion. */
export interface PortfolioProject {
  id: number;
  project_name: string;
  category: string;
  project_description: string;
  src: Picture;
}

export interface GalleryItem {
  id: number;
  src: Picture;
}

export interface Certificate {
  id: number;
  name: string;
  image: Picture;
}

export interface TeamMember {
  id: number;
  name: string;
  position: string;
  src: Picture;
}

export interface GroupCompany {
  id: number;
  name: string;
  logo: Picture;
  description: string;
  /** The internal route of the sister-company page. */
  path: string;
  /** The sister company's own site. */
  website: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  date: string;
  sections: LegalSection[];
}

/** A tag of the blog; each post carries one to three. */
export type BlogTag =
  | 'Plant news'
  | 'Product news'
  | 'Quality'
  | 'Resin selection'
  | 'Gelcoat'
  | 'Curing'
  | 'Storage'
  | 'Processing'
  | 'Pultrusion'
  | 'Casting'
  | 'Marine'
  | 'Sri Lanka'
  | 'Export'
  | 'Sustainability';

/** One block of an article, in reading order. Pages render each type with its own element. */
export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'quote'; text: string; cite: string }
  /** Every row has as many cells as the head. */
  | { type: 'table'; caption: string; head: string[]; rows: string[][] };

/** A full blog post: listing card, recent-posts entry and the article page. */
export interface BlogPost {
  /** A stable identifier for links (/blog-single-right/{id}); not an order. */
  id: number;
  title: string;
  tags: BlogTag[];
  /** Listing card, 640 x 400: the main scene cropped, so it shares the main picture's description. */
  thumbnail: Picture;
  /** Top of the article, 1200 x 675. */
  mainimage: Picture;
  /** Two pictures inside the article, 800 x 600. */
  extraimg1: Picture;
  extraimg2: Picture;
  /** Recent-posts sidebar, 160 x 160: a close-up that still reads at that size. */
  smimg: Picture;
  /** ISO calendar date, 'YYYY-MM-DD'. */
  date: string;
  author: string;
  /** The article. The first block is a paragraph that also serves as the card's summary. */
  details: ArticleBlock[];
  /** YouTube video id (placeholder until the real videos are published). */
  video?: string;
}

/** The portfolio grid's categories; the page adds an 'All' filter in front of them. */
export type PortfolioCategory = 'Roads & Highway' | 'Construction' | 'Renovation';

/** A project of the portfolio grid: the accordion's project, held to the grid's categories. */
export interface PortfolioGridProject extends PortfolioProject {
  category: PortfolioCategory;
}

export interface LabelledValue {
  label: string;
  value: string;
}

/** A resin grade supplied for a job: a catalogue product title and what it was used for. */
export interface SuppliedGrade {
  /** Exactly the title of a product in the catalogue. */
  grade: string;
  use: string;
}

/** A case study of the case-study list and the /portfolio-details page. */
export interface CaseStudy {
  id: number;
  /** 'Case 01', 'Case 02', ... */
  label: string;
  title: string;
  /** A placeholder business, with its town. */
  client: string;
  clientType: string;
  location: string;
  challenge: string;
  supplied: SuppliedGrade[];
  /** What we did, step by step. */
  process: string[];
  result: string;
  /** The result in numbers. */
  figures: LabelledValue[];
  /** The first is the main picture (1200 x 675); the others (800 x 600) go in the story. */
  pictures: Picture[];
  path: string;
}

export interface ServiceStep {
  title: string;
  text: string;
}

/** What the /service-details page shows for one service. */
export interface ServiceDetails {
  intro: string[];
  steps: ServiceStep[];
  /** What the customer receives. */
  deliverables: string[];
  turnaround: string;
}

/** A card of the services list: name and a short description that collapses, plus its details. */
export interface ServiceCard {
  id: number;
  slug: string;
  /** The anchor on the services list, '#' + slug. */
  hasid: string;
  /** Where the card links: its details page. */
  path: string;
  service_name: string;
  /** Two or three sentences for the collapsible card. */
  service_description: string;
  src: Picture;
  /** When this service is the right one to ask for. */
  service_Right: string[];
  /** What it does not cover, and where to go instead. */
  service_Wrong: string[];
  details: ServiceDetails;
  /** The service's own request, in place of the sidebar's contact link (the samples' form). */
  request?: { label: string; path: string };
}

/** A team member with what the /team-details page shows. */
export interface TeamProfile extends TeamMember {
  slug: string;
  specialty: string;
  /** Where they are based. */
  location: string;
  /** The year they joined; pages compute the years with the company from it. */
  joinedYear: number;
  bio: string;
  expertise: string[];
  languages: string[];
  /** E-mail address on the company's domain, as display text and mailto link. */
  email: { display: string; href: string };
}

export interface FaqItem {
  id: number;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export interface CountryOption {
  /** India and Sri Lanka by their ISO 3166 codes; the five export countries as always stored. */
  value: 'in' | 'lk' | 'uk' | 'us' | 'bd' | 'saudi' | 'dubai';
  label: string;
}

/** A buyer's review of a resin grade on the shop details page. */
export interface Review {
  id: number;
  name: string;
  /** ISO calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** 24-hour clock, 'HH:MM'. */
  time: string;
  src: Picture;
  /** Whole stars, 1 to 5. */
  rating: number;
  review: string;
  /** Id of the reviewed product in the catalogue. */
  productId: string;
}
