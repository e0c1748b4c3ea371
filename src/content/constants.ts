// Business constants and timers of the site and forms, written once.
export const MOBILE_MENU_BREAKPOINT_PX = 1200;
export const HEADER_FIXED_AFTER_PX = 300;
export const SCROLL_TOP_AFTER_PX = 100;
export const PRELOADER_MS = 200;

export const REVEAL = {
  durationS: 0.6,
  offsetPx: 40,
  threshold: 0.1,
  staggerS: 0.1,
} as const;

export const FOOTER_GALLERY_SIZE = 6;

/** The pack the catalogue's prices are for, in kilograms: a cart's quantities count drums. */
export const DRUM_KG = 220;
/** The years-of-experience counter ('35+'); every age the site states is this one. */
export const EXPERIENCE_YEARS = 35;

export const PHONE_DIGITS = { min: 7, max: 15 } as const;

export const INQUIRY_MODAL_CLOSE_MS = 2000;
export const CONTACT_RELOAD_MS = 3000;
export const CAREER_RELOAD_MS = 2000;
export const MODAL_FADE_MS = 300;
export const MODAL_BACKDROP_MS = 150;

export const TOAST = {
  position: 'top-right',
  durationMs: 5000,
  maxVisible: 20,
  removeDelayMs: 1000,
} as const;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
// From this size the career form shows an upload progress bar; smaller files finish at once.
export const UPLOAD_PROGRESS_FROM_BYTES = 256 * 1024;

export const LEGAL_DATE = 'March 15, 2025';
export const MINIMUM_AGE = 18;

export const CONTENT_SERVICE = {
  apiVersion: '2026-03-07',
  dataset: 'production',
} as const;

export const SLIDERS = {
  hero: { speed: 3000, delay: 7000 },
  applications: { speed: 500, delay: 3000, gap: 30, breakpoints: { 575: 2, 992: 3 } },
  // No gap is prescribed for the services slider; 24 px keeps five cards readable at 1440 px.
  services: {
    speed: 1000,
    delay: 5000,
    gap: 24,
    breakpoints: { 575: 2, 992: 3, 1200: 4, 1440: 5 },
  },
  // The alternate pages' sliders. Where no speed is prescribed it is Swiper's own default of
  // 300 ms; where no gap or cards per view are, they are chosen to keep the cards readable.
  bannerTwo: { speed: 300, delay: 5000, gap: 24, breakpoints: { 768: 2, 1200: 3 } },
  clients: { speed: 300, delay: 3000, gap: 24, breakpoints: { 480: 2, 992: 3 } },
  caseStudy: { speed: 300, delay: 5000, gap: 24, breakpoints: {} },
  testimonials: { speed: 300, delay: 5000, gap: 30, breakpoints: { 768: 2, 1200: 3 } },
} as const;

/** One pass of a scrolling text band on the second home page, in seconds. */
export const MARQUEE_PASS_S = 40;

// Home and About page animations: the video modal opens in 300 ms, progress bars fill in 1000 ms.
export const VIDEO_MODAL_MS = 300;
export const PROGRESS_BAR_MS = 1000;
// The spec does not time the 35+ counter; long enough to read as counting, short enough not to wait.
export const COUNTER_MS = 1500;

/** Sliders get Swiper at the first interaction, or this long after load (before the hero's first change). */
export const SWIPER_DEFER_MS = 3000;

/** The home page shows the first 2 news posts, the company page the first 3. */
export const NEWS_TEASERS = { home: 2, kalpaComposite: 3 } as const;

/** The home page's enquiry form is shown below this window width (mobile and tablet only). */
export const HOME_ENQUIRY_BELOW_PX = 992;
/** How far below the viewport the home enquiry section may be when its form starts loading. */
export const HOME_ENQUIRY_PRELOAD_MARGIN_PX = 400;

/** The blog listing shows this many posts per page, and the sidebar this many recent posts. */
export const BLOG_PAGE_SIZE = 6;
export const RECENT_POSTS = 3;
/** The second home layout shows the two latest posts. */
export const HOME_2_LATEST_POSTS = 2;

/** Units of one grade a cart line and a quotation request line may hold. */
export const CART_MAX_QUANTITY = 1000;
