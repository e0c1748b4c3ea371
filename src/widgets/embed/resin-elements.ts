import type { ProductCategory } from '../../content/types';
import type { ResinEvent } from '../kit/emit';

/** `<resin-inquiry-form>`: the product inquiry form for one application. */
export interface ResinInquiryFormElement extends HTMLElement {
  /** The application the inquiry is about, shown read-only in the form. */
  application: string;
  /** Origin of the submission gateway; defaults to the loader's origin. */
  apiBase: string;
}

/** `<resin-contact-form>`: the contact form. */
export interface ResinContactFormElement extends HTMLElement {
  apiBase: string;
}

/** `<resin-career-form>`: the job application form with a PDF resume. */
export interface ResinCareerFormElement extends HTMLElement {
  apiBase: string;
}

/** `<resin-product-tabs>`: the product catalogue in three tabs. */
export interface ResinProductTabsElement extends HTMLElement {
  /** The tab shown: unsaturated (default), gelcoat or optical. */
  tab: ProductCategory;
}

/** `<resin-application-list>`: application areas with suitable and unsuitable resins. */
export interface ResinApplicationListElement extends HTMLElement {
  /** Only these applications, in this order; all 15 when unset. */
  get slugs(): string[] | undefined;
  set slugs(value: string | readonly string[] | undefined | null);
  /** Adds an Enquire button and the inquiry modal to each entry. */
  enquire: boolean;
  apiBase: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-inquiry-form': ResinInquiryFormElement;
    'resin-contact-form': ResinContactFormElement;
    'resin-career-form': ResinCareerFormElement;
    'resin-product-tabs': ResinProductTabsElement;
    'resin-application-list': ResinApplicationListElement;
  }

  // Events bubble and are composed, so elements, document and window all receive them.
  interface GlobalEventHandlersEventMap {
    'resin-submitted': ResinEvent<'resin-submitted'>;
    'resin-failed': ResinEvent<'resin-failed'>;
  }
}
