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
} as const;

// Labels of the product tabs and application list widgets.
export const CATALOGUE_TEXT = {
  productCategories: 'Product categories',
  keyCharacteristics: 'Key Characteristics',
  typicalProperties: 'Typical properties',
  suitable: 'Suitable:',
  unsuitable: 'Not suitable:',
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
} as const;
