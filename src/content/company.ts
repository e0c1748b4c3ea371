// The one place that holds the company's identity: name, contacts, addresses and download
// links. Every page, widget and generated PDF reads these values, so changing a placeholder
// here changes it everywhere at once.
import type { Picture } from './types';

// The facts every form's privacy notice states live in notice-facts.ts, so that an embedded
// form bundles them without the company's whole profile; they belong to the company all the same.
import { COMPANY_WEBSITE, GRIEVANCE_OFFICER } from './notice-facts';
import { mapsSearchUrl, whatsAppHref } from './contact-links';

export { COMPANY_WEBSITE, GRIEVANCE_OFFICER, whatsAppHref };

export interface PostalAddress {
  /** Short heading shown above the address ('Maharashtra Plant'). */
  title: string;
  lines: string[];
  /** The same address in its parts, for search engines and maps. */
  parts: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    /** ISO 3166 code. */
    country: 'IN' | 'LK';
  };
  /** Search text for map links and embeds. */
  mapQuery: string;
  /** The plant's own telephone, shown wherever the plant is. */
  phone: ContactLink;
}

export interface ContactLink {
  display: string;
  href: string;
}

export interface SocialLink {
  label: string;
  href: string;
}

export interface DownloadLink {
  /** Relative to the site root, because the site is built with base './'. */
  href: string;
  label: string;
}

/** The 24-hour emergency line of one country of supply. */
export interface EmergencyLine {
  /** ISO 3166 code of the country it serves. */
  country: 'IN' | 'LK';
  /** The country's name, as the SDS prints it. */
  countryName: string;
  phone: ContactLink;
}

/** A WhatsApp click-to-chat link: the number in international digits and a prefilled message. */
export interface WhatsAppChat {
  /** The number as people read it. */
  display: string;
  /** Country code and number, digits only ('919876543210'). */
  digits: string;
  message: string;
  /** `https://wa.me/<digits>?text=<message>`. */
  href: string;
}

/** The registrations an Indian private limited company prints on its website. */
export interface Registration {
  /** Corporate Identification Number (21 characters, from the Registrar of Companies). */
  cin: string;
  /** GST Identification Number of the Maharashtra registration (15 characters). */
  gstin: string;
}

export interface SisterCompany {
  name: string;
  path: string;
  website: string;
}

/** Who answers privacy requests and complaints, named on every form's notice. */
export interface GrievanceOfficer {
  name: string;
  role: string;
  email: ContactLink;
}

export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  foundedYear: number;
  /** The public site's origin, for absolute links printed in PDFs (no trailing slash). */
  website: string;
  /** The logo for light backgrounds (header). */
  logo: Picture;
  /** The logo for the dark green footer. */
  logoOnDark: Picture;
  phone: ContactLink;
  /** Answered 24 hours a day, for fires, spills and exposures: India's line of emergencyPhones. */
  emergencyPhone: ContactLink;
  /**
   * A 24-hour emergency line in each country the resins are supplied in, each answered in that
   * country (section 1 of every SDS names them all).
   */
  emergencyPhones: readonly EmergencyLine[];
  whatsApp: WhatsAppChat;
  registration: Registration;
  emails: Record<'info' | 'sales', ContactLink>;
  grievanceOfficer: GrievanceOfficer;
  addresses: Record<'maharashtra' | 'sriLanka', PostalAddress>;
  /** Google Maps embed of the Maharashtra plant (for an iframe). */
  mapEmbedUrl: string;
  /** The external 'View Map' link. */
  mapLinkUrl: string;
  sriLankaMapEmbedUrl: string;
  sriLankaMapLinkUrl: string;
  /** Four for the top bar; the footer shows the first two. Open in a new tab. */
  social: SocialLink[];
  /** Kalpa Composite first, then Lanka Compsite. */
  sisterCompanies: readonly [SisterCompany, SisterCompany];
  downloads: Record<'catalogue' | 'brochure' | 'eCatalog', DownloadLink>;
}

const MAHARASHTRA_QUERY = 'Plot No. F-14, MIDC Industrial Area, Satara, Maharashtra 415004, India';
const SRI_LANKA_QUERY =
  'Lot 27, Biyagama Export Processing Zone, Walgama, Malwana 11670, Sri Lanka';

function whatsAppChat(phone: ContactLink, message: string): WhatsAppChat {
  const digits = phone.href.replace(/\D/g, '');
  return { display: phone.display, digits, message, href: whatsAppHref(digits, message) };
}

/** The year the company began; every age and 'since' the site gives is counted from it. */
const FOUNDED_YEAR = 1990;

const INDIA_PHONE: ContactLink = { display: '+91 98765 43210', href: 'tel:+919876543210' };
// A Colombo-area landline (+94 11), as the Biyagama zone's numbers are.
const SRI_LANKA_PHONE: ContactLink = { display: '+94 11 246 8135', href: 'tel:+94112468135' };

// Chemical emergency response lines, not the offices, which close at night: a Mumbai number for
// India and a Colombo one for Sri Lanka, each answered in its own country.
const INDIA_EMERGENCY: ContactLink = { display: '+91 22 6180 2424', href: 'tel:+912261802424' };
const SRI_LANKA_EMERGENCY: ContactLink = {
  display: '+94 11 247 2424',
  href: 'tel:+94112472424',
};

export const COMPANY: Company = {
  name: 'Kalpa Resins Pvt. Ltd.',
  shortName: 'Kalpa Resins',
  tagline: `Unsaturated polyester, gelcoat and optical fibre rod resins since ${FOUNDED_YEAR}`,
  foundedYear: FOUNDED_YEAR,
  website: COMPANY_WEBSITE,
  logo: { src: 'images/logo.svg', alt: 'Kalpa Resins', width: 240, height: 64 },
  logoOnDark: { src: 'images/logo-light.svg', alt: 'Kalpa Resins', width: 240, height: 64 },
  phone: INDIA_PHONE,
  emergencyPhone: INDIA_EMERGENCY,
  emergencyPhones: [
    { country: 'IN', countryName: 'India', phone: INDIA_EMERGENCY },
    { country: 'LK', countryName: 'Sri Lanka', phone: SRI_LANKA_EMERGENCY },
  ],
  // The sales desk's mobile, which is the phone number.
  whatsApp: whatsAppChat(
    INDIA_PHONE,
    'Hello Kalpa Resins, I would like to know more about your resins for my application.',
  ),
  // Placeholders in the real formats: CIN (listing, industry, state MH, year, PTC, number) and
  // GSTIN (state 27 = Maharashtra, the company's PAN, entity 1, Z, check character).
  registration: { cin: `U24200MH${FOUNDED_YEAR}PTC057913`, gstin: '27AADCK7316R1ZX' },
  emails: {
    info: { display: 'info@kalparesins.example', href: 'mailto:info@kalparesins.example' },
    sales: { display: 'sales@kalparesins.example', href: 'mailto:sales@kalparesins.example' },
  },
  // Every form's notice names this person.
  grievanceOfficer: GRIEVANCE_OFFICER,
  addresses: {
    maharashtra: {
      title: 'Maharashtra Plant & Head Office',
      lines: ['Plot No. F-14, MIDC Industrial Area', 'Satara, Maharashtra 415004', 'India'],
      parts: {
        street: 'Plot No. F-14, MIDC Industrial Area',
        locality: 'Satara',
        region: 'Maharashtra',
        postalCode: '415004',
        country: 'IN',
      },
      mapQuery: MAHARASHTRA_QUERY,
      phone: INDIA_PHONE,
    },
    sriLanka: {
      title: 'Sri Lanka Plant',
      lines: ['Lot 27, Biyagama Export Processing Zone', 'Walgama, Malwana 11670', 'Sri Lanka'],
      parts: {
        street: 'Lot 27, Biyagama Export Processing Zone, Walgama',
        locality: 'Malwana',
        region: 'Western Province',
        postalCode: '11670',
        country: 'LK',
      },
      mapQuery: SRI_LANKA_QUERY,
      phone: SRI_LANKA_PHONE,
    },
  },
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(MAHARASHTRA_QUERY)}&output=embed`,
  mapLinkUrl: mapsSearchUrl(MAHARASHTRA_QUERY),
  sriLankaMapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(SRI_LANKA_QUERY)}&output=embed`,
  sriLankaMapLinkUrl: mapsSearchUrl(SRI_LANKA_QUERY),
  // The company's profiles (placeholders until the accounts are live).
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/kalparesins.example' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kalpa-resins-example/' },
    { label: 'YouTube', href: 'https://www.youtube.com/@kalparesins-example' },
    { label: 'Instagram', href: 'https://www.instagram.com/kalparesins.example/' },
  ],
  sisterCompanies: [
    {
      name: 'Kalpa Composite',
      path: '/kalpacomposite',
      website: 'https://www.kalpacomposite.example',
    },
    {
      name: 'Lanka Compsite',
      path: '/lankacompsite',
      website: 'https://www.lankacompsite.example',
    },
  ],
  downloads: {
    catalogue: {
      href: 'downloads/kalpa-resins-product-catalogue.pdf',
      label: 'Product Catalogue',
    },
    brochure: { href: 'downloads/kalpa-resins-brochure.pdf', label: 'Download Brochure' },
    eCatalog: { href: 'downloads/kalpa-composite-e-catalog.pdf', label: 'E-catalog' },
  },
};
