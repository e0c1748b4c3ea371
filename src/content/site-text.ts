// What the site itself says (its shell, pages and titles). Kept apart from messages.ts, which the
// widgets load on partner pages too, so a partner page does not download the site's copy.

// Labels of the site shell and the pages, and the page names used in titles.
export const SITE_TEXT = {
  callAnyTime: 'Call Any Time',
  inquireNow: 'Inquire Now',
  viewMap: 'View Map',
  privacyPolicy: 'Privacy Policy',
  getInTouch: 'Get in touch with us',
  joinOurTeam: 'Join Our Team',
  skipToContent: 'Skip to main content',
  mainMenu: 'Main menu',
  menu: 'Menu',
  submenuOf: (name: string) => `${name} submenu`,
  opensInNewTab: '(opens in a new tab)',
  downloadPdf: '(PDF download)',
  showMap: 'Show map',
  mapTitle: (place: string) => `Map of ${place}`,
  scrollToTop: 'Scroll to top',
  loading: 'Loading',
  gallery: 'Gallery',
  openImage: (alt: string) => `Open image: ${alt}`,
  footerGallery: 'Plant gallery',
  followUs: 'Follow us',
  quickLinks: 'Quick links',
  contactUs: 'Contact Us',
  copyright: (year: number, name: string) =>
    `© ${year} ${name.replace(/\.?$/, '.')} All rights reserved.`,
  visitWebsite: 'Visit website',
  readMore: 'Read more',
  lastUpdated: 'Last updated:',
  email: 'E-mail',
  phone: 'Phone',
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
  about: 'About Us',
  products: 'Products',
  applications: 'Applications',
  inquiry: 'Inquiry',
  career: 'Career',
  gallery: 'Gallery',
  certificates: 'Certificates',
  location: 'Location',
  research: 'Research & Development',
  groupCompanies: 'Group Companies',
  privacy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  error: 'Page Not Found',
  shop: 'Shop',
  shopDetails: 'Shop Details',
  cart: 'Cart',
  checkout: 'Checkout',
} as const;

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
  enquiryEyebrow: 'Enquiry',
  enquiryHeading: 'Send an enquiry',
  enquiryIntro:
    'Tell us your application and what you make. Our technical team will recommend a grade and reply within one working day.',
  enquiryUnavailable: 'The enquiry form could not be loaded. Please send your enquiry from the',
  enquiryPageLink: 'Inquiry page',
} as const;
