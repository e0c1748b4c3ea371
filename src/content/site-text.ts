// What the site itself says (its shell, pages and titles). Kept apart from messages.ts, which the
// widgets load on partner pages too, so a partner page does not download the site's copy.

// Labels of the site shell and the pages, and the page names used in titles.
export const SITE_TEXT = {
  callAnyTime: 'Call Any Time',
  inquireNow: 'Inquire Now',
  viewMap: 'View Map',
  privacyPolicy: 'Privacy Policy',
  siteMap: 'Site Map',
  getInTouch: 'Get in touch with us',
  joinOurTeam: 'Join Our Team',
  skipToContent: 'Skip to main content',
  mainMenu: 'Main menu',
  menu: 'Menu',
  submenuOf: (name: string) => `${name} submenu`,
  opensInNewTab: '(opens in a new tab)',
  downloadPdf: '(PDF download)',
  showMap: 'Show map',
  mapNote: 'The map comes from Google Maps and loads only when you ask for it.',
  mapTitle: (place: string) => `Map of ${place}`,
  scrollToTop: 'Scroll to top',
  loading: 'Loading',
  gallery: 'Gallery',
  openImage: (alt: string) => `Open image: ${alt}`,
  footerGallery: 'Plant gallery',
  followUs: 'Follow us',
  socialMedia: 'Social media',
  quickLinks: 'Quick links',
  contactUs: 'Contact Us',
  copyright: (year: number, name: string) =>
    `© ${year} ${name.replace(/\.?$/, '.')} All rights reserved.`,
  visitWebsite: 'Visit website',
  readMore: 'Read more',
  lastUpdated: 'Last updated:',
  email: 'E-mail',
  phone: 'Phone',
  homePage: 'home page',
  whatsApp: 'WhatsApp',
  whatsAppChat: 'chat with our sales team',
  cin: { short: 'CIN', full: 'Corporate Identification Number' },
  gstin: { short: 'GSTIN', full: 'GST Identification Number' },
  plantPhone: (plant: string) => `${plant} telephone`,
  notFoundText:
    'There is no page at this address. The link may be old or mistyped. Our resins and the rest of the site are a click away:',
  pageFailedText:
    'This page could not be shown just now. Please try again in a moment, or carry on from here:',
  goHome: 'Go to the home page',
  seeProducts: 'See our products',
  errorPageText: 'The page you are looking for has moved or does not exist.',
  findDealer: 'Find a dealer near you',
} as const;

/**
 * The shell's own words that used to be written inside its components: the footer's quick links
 * (Career is PAGE_TITLES.career), the page banner's breadcrumb, the lightbox's buttons, and the
 * language choice in the header.
 */
export const SHELL_TEXT = {
  footerLinks: {
    home: 'Home',
    about: 'About',
    products: 'Products',
    applications: 'Applications',
    contact: 'Contact',
    terms: 'Terms',
  },
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  lightbox: {
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close image viewer',
  },
  language: {
    /** Names the header's language choice, before the language shown ('Language: English'). */
    label: 'Language',
    /**
     * Above a page that has no version in the visitor's language yet, in that language: the
     * page below is in English.
     */
    untranslated: 'This page is not yet in your language, so it is shown in English.',
    /** Above the news teasers of a page in another language: the articles are in English. */
    newsInEnglish: 'The news articles are not yet in your language, so they are shown in English.',
  },
} as const;

/** The name of the header's cart control; its dropdown's labels are in shop.ts. */
export const HEADER_CART_TEXT = {
  name: (count: number) =>
    count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  /** Until a stored cart has been checked against the catalogue. */
  unknown: 'Cart',
} as const;

export const PAGE_TITLES = {
  home: 'Unsaturated Polyester, Gelcoat and Optical Fibre Rod Resins',
  home2: 'Resins for Building & Renovation',
  home3: 'The Right Resin for Your Process',
  about1: 'Our Story & Plants',
  about2: 'Quality & R&D',
  services: 'Our Services',
  services2: 'How We Work',
  serviceDetails: 'Service Details',
  application: 'Application',
  about: 'About Us',
  products: 'Products',
  grade: 'Product Grade',
  compare: 'Compare Grades',
  gelTime: 'Gel Time and Quantity Calculator',
  sampleRequest: 'Request a Sample',
  siteMap: 'Site Map',
  applications: 'Applications',
  inquiry: 'Inquiry',
  career: 'Career',
  gallery: 'Gallery',
  certificates: 'Certificates',
  location: 'Location',
  research: 'Research & Development',
  groupCompanies: 'Group Companies',
  blog: 'Latest News',
  portfolio: 'Portfolio',
  caseStudy: 'Case Study',
  team: 'Our Team',
  teamMember: 'Team Member',
  faq: 'Frequently Asked Questions',
  privacy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  error: 'Page Not Found',
  shop: 'Shop',
  shopDetails: 'Shop Details',
  cart: 'Cart',
  checkout: 'Checkout',
  dealers: 'Find a Dealer',
} as const;

/** A page title's key in PAGE_TITLES by its words, as the route table holds them. */
export function pageTitleKey(title: string): keyof typeof PAGE_TITLES | undefined {
  return (Object.keys(PAGE_TITLES) as (keyof typeof PAGE_TITLES)[]).find(
    (key) => PAGE_TITLES[key] === title,
  );
}

// Headings and controls of the Home, About, Products and Applications pages.
export const PAGE_TEXT = {
  discoverUs: 'Discover Us',
  knowMore: 'Know More',
  heroLabel: 'Highlights',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause slideshow',
  playSlides: 'Play slideshow',
  productsEyebrow: 'Our Products',
  productsHeading: 'Resins for every composite process',
  aboutEyebrow: 'About Us',
  moreAboutUs: 'More About Us',
  applicationsEyebrow: 'Applications',
  applicationsHeading: 'Where our resins go to work',
  applicationsIntro:
    'From manhole covers to marine hulls, each process asks something different of the resin. Find the grade that suits yours.',
  applicationsSlider: 'Application areas',
  visionEyebrow: 'Vision',
  playVideo: (title: string) => `Play video: ${title}`,
  closeVideo: 'Close video',
  testimonialsEyebrow: 'Testimonials',
  testimonialsHeading: 'What our customers say',
  clientsHeading: 'Our Clients',
  aboutTitle: 'About Us',
  experience: 'Years of Experience',
  rdEyebrow: 'Research & Develpoment',
  certificatesHeading: 'Certificates',
  galleryHeading: 'Glimpses',
  teamEyebrow: 'Our Team',
  teamHeading: 'The people behind every batch',
  productsTitle: 'Products',
  productsIntro:
    'Unsaturated polyester, gelcoat and optical fibre rod resins, each made to a published specification. Open a product to see its description and typical properties.',
  applicationsTitle: 'Applications',
  applicationsPageIntro:
    'Fifteen application areas, with the resin types that suit each one and those that do not. Send an enquiry from any entry and our technical team will recommend a grade.',
  servicesEyebrow: 'Services',
  servicesHeading: 'What we do for you',
  servicesIntro:
    'A drum of resin is only part of what you buy. From the first trial to the thousandth batch, our chemists and engineers work on your process with you.',
  servicesSlider: 'Our services',
  portfolioEyebrow: 'Portfolio',
  portfolioHeading: 'Where our resins work',
  portfolioIntro:
    'Four industries that run on Kalpa resins every day. Choose one to see what it asks of the resin.',
  newsEyebrow: 'News',
  newsHeading: 'Latest News',
  allNews: 'All news',
  enquiryEyebrow: 'Enquiry',
  enquiryHeading: 'Send an enquiry',
  enquiryIntro:
    'Tell us your application and what you make. Our technical team will recommend a grade and reply within one working day.',
  enquiryUnavailable: 'The enquiry form could not be loaded. Please send your enquiry from the',
  enquiryPageLink: 'Inquiry page',
} as const;
