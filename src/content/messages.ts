// Every message a visitor can see from the forms and the router, written once (SPEC 5 and 8).
export const MESSAGES = {
  required: 'Please fill in all required fields.',
  invalidPhone: 'Please enter a valid mobile number.',
  invalidEmail: 'Please enter a valid email address.',
  pdfOnly: 'Only PDF files are allowed',
  resumeUploadFailed: 'Failed to upload resume',
  sendFailed: 'Failed to send message',
  productNotFound: 'Product not found',
  inquirySubmitted: 'Inquiry Submitted',
  messageSent: 'Message sent successfully!',
  resumeUploaded: 'Resume uploaded',
  applicationSent: 'Application Sent',
  addToCart: 'Add To Cart successfully',
  routeErrorTitle: 'Unexpected Application Error!',
  notFoundStatus: '404 Not Found',
  errorPageTitle: 'Oops! Page Not Found.',
  backHome: 'BACK HOME',
  submitting: 'Submitting...',
  submitApplication: 'Submit Application',
} as const;

// Messages of our own, for limits the spec leaves open. Kept beside the spec's so the forms,
// the gateway and the tests share one wording.
export const LIMIT_MESSAGES = {
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  bodyTooLarge: 'The submission is too large.',
  originNotAllowed: 'This site is not allowed to send submissions.',
  rateLimited: 'Too many submissions. Please try again in a minute.',
  serviceUnavailable: 'The message could not be stored just now. Please try again.',
  invalidResume: 'The resume upload was not found. Please choose the file again.',
  network: 'No connection to the server. Please check your connection and try again.',
  rateLimitedFor: (seconds: number) =>
    `Too many submissions. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  invalidJson: 'The submission could not be read. Please send it again.',
  notJson: 'Submissions must be sent as JSON.',
  methodNotAllowed: 'This address only accepts submissions.',
  unknownRoute: 'There is nothing at this address.',
  cancelled: 'Sending was cancelled.',
  notConfigured: 'The submission service is not configured.',
} as const;

// Labels and hints of the three forms that the spec leaves unnamed.
export const FORM_TEXT = {
  contactForm: 'Contact form',
  careerForm: 'Career application form',
  inquiryForm: 'Product inquiry form',
  inquiryTitle: 'Product Inquiry',
  enquire: 'Enquire',
  enquireAbout: (applicationName: string) => `Enquire about ${applicationName}`,
  sendMessage: 'Send Message',
  submitInquiry: 'Submit',
  chooseApplication: 'Choose an application',
  close: 'Close',
  notifications: 'Notifications',
  dismiss: 'Dismiss notification',
  optional: '(optional)',
  required: 'required',
  resume: 'Resume (PDF)',
  chooseResumeAgain: (fileName: string) =>
    `Please choose your resume again (${fileName}): a file cannot be kept when the page reloads.`,
  uploading: 'Uploading resume',
} as const;

// Labels of the product tabs and application list widgets.
export const CATALOGUE_TEXT = {
  productCategories: 'Product categories',
  keyCharacteristics: 'Key Characteristics',
  typicalProperties: 'Typical properties',
  suitable: 'Suitable:',
  unsuitable: 'Not suitable:',
} as const;

// Labels of the site shell and the pages (SPEC 2.4, 2.5), and the page names used in titles.
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
