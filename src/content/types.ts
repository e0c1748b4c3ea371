// Shapes of the static display data (SPEC 3.2), typed once. Each collection is also checked by
// a schema in content.test.ts.

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
  /** The anchor id on /applications and the menu (SPEC 2.2 spellings). */
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
  price: string;
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

/** A card of the home services slider (SPEC 3.2, "Service (sample)"). */
export interface Service {
  id: number;
  service_name: string;
  service_details: string;
  src: Picture;
}

/** An item of the home portfolio accordion (SPEC 3.2, "Portfolio project"). */
export interface PortfolioProject {
  id: number;
  project_name: string;
  category: string;
  project_description: string;
  src: Picture;
}

/** A news post (SPEC 3.2, "Blog post", the fields a teaser card shows). */
export interface NewsPost {
  id: number;
  title: string;
  tag: string;
  /** ISO calendar date, 'YYYY-MM-DD'. */
  date: string;
  author: string;
  /** The whole short text: there is no post page to link to. */
  details: string;
  thumbnail: Picture;
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
