// How each page introduces itself in search results and link previews: its title (before
// ' | Kalpa Resins Pvt. Ltd.') and its description, 50 to 160 characters, written for the
// page. Pages of one kind (each application, grade, post...) take theirs from their content.
// Keyed by the route as the route table names it, so a translated page can take its own.
import { PAGE_TITLES } from './site-text';

export interface SearchText {
  title: string;
  description: string;
}

/** The pages with a fixed address, by route. */
export const SEARCH_TEXT: Readonly<Record<string, SearchText>> = {
  '/': {
    title: PAGE_TITLES.home,
    description:
      'Kalpa Resins makes unsaturated polyester, gelcoat and optical fibre rod resins at plants in Maharashtra and Sri Lanka, for FRP fabricators and moulders.',
  },
  '/home-2': {
    title: PAGE_TITLES.home2,
    description:
      'Polyester resins and gelcoats for roofing sheets, facades, tank linings and heritage mouldings: how Kalpa Resins supports composites in construction.',
  },
  '/home-3': {
    title: PAGE_TITLES.home3,
    description:
      'Hand lay-up, spray-up, infusion, pultrusion or casting: find the Kalpa resin grade that suits your process, with trials and technical support.',
  },
  '/about-1': {
    title: PAGE_TITLES.about1,
    description:
      'The story of Kalpa Resins since 1990: our resin plants in Satara, Maharashtra and Biyagama, Sri Lanka, and the people who run them.',
  },
  '/about-2': {
    title: PAGE_TITLES.about2,
    description:
      'How Kalpa Resins tests every batch: ISO 9001:2015 quality control, in-house research and development, and certificates of analysis.',
  },
  '/service-1': {
    title: PAGE_TITLES.services,
    description:
      'Custom formulation, on-site technical support, trials, QC testing, operator training, packaging and plant audits for resin users.',
  },
  '/service-2': {
    title: PAGE_TITLES.services2,
    description:
      'How Kalpa Resins works with fabricators, from the first enquiry and sample trials to regular supply, testing and support at your plant.',
  },
  '/products': {
    title: PAGE_TITLES.products,
    description:
      'Orthophthalic, isophthalic, ISO-NPG, PTA and recycled PET polyester resins, three gelcoats and an optical fibre rod resin, with data sheets.',
  },
  '/products/compare': {
    title: PAGE_TITLES.compare,
    description:
      'Kalpa polyester resins and gelcoats side by side: viscosity, gel time, HDT, strength, hardness, styrene, shelf life and packs, from their data sheets.',
  },
  '/samples/request': {
    title: PAGE_TITLES.sampleRequest,
    description:
      'Ask for a free 1 kg or 5 kg laboratory sample of a Kalpa resin or gelcoat, delivered in India or Sri Lanka with its data sheets and certificate of analysis.',
  },
  '/tools/gel-time': {
    title: PAGE_TITLES.gelTime,
    description:
      'The MEKP and cobalt for the gel time you want at your workshop temperature, and the resin and glass for a part, from each Kalpa grade’s data sheet.',
  },
  '/shop': {
    title: PAGE_TITLES.shop,
    description:
      'Sample prices of Kalpa polyester, gelcoat and optical fibre rod resins, with a cart to put an order together before you ask for a quotation.',
  },
  '/about-us': {
    title: PAGE_TITLES.about,
    description:
      'Kalpa Resins Pvt. Ltd.: over 35 years making polyester resins in India and Sri Lanka, ISO 9001:2015 certified, with in-house R&D and a brochure.',
  },
  '/inquiry': {
    title: PAGE_TITLES.inquiry,
    description:
      'Send Kalpa Resins a message about grades, prices, samples or deliveries, or write, call or visit our offices in Maharashtra and Sri Lanka.',
  },
  '/privacy': {
    title: PAGE_TITLES.privacy,
    description:
      'What personal data the Kalpa Resins website collects through its forms, why, where it is kept, for how long, and the rights you have over it.',
  },
  '/applications': {
    title: PAGE_TITLES.applications,
    description:
      'Fifteen uses of polyester resin, from manhole covers and roofing sheets to marine hulls and car putty, with the resin types that suit each one.',
  },
  '/terms-conditions': {
    title: PAGE_TITLES.terms,
    description:
      'The terms of use of the Kalpa Resins website: who may use it, how its content and downloads may be used, and the limits of our liability.',
  },
  '/group-companies': {
    title: PAGE_TITLES.groupCompanies,
    description:
      'The Kalpa group: Kalpa Composite, maker of FRP products in Maharashtra, and Lanka Compsite in Sri Lanka, sister companies of Kalpa Resins.',
  },
  '/gallery': {
    title: PAGE_TITLES.gallery,
    description:
      'Pictures from the Kalpa Resins plants: the reactor hall, tank farm, drum filling line, QC laboratory, dispatch yard and FRP products.',
  },
  '/career': {
    title: PAGE_TITLES.career,
    description:
      'Open positions at Kalpa Resins in Satara, Pune and Colombo: QC chemist, production shift officer, technical service and sales. Apply online.',
  },
  '/certificates': {
    title: PAGE_TITLES.certificates,
    description:
      'The certificates of Kalpa Resins: ISO 9001:2015 quality management, the BIS IS 6746 test report for our polyester resin and CHEMEXCIL membership.',
  },
  '/location': {
    title: PAGE_TITLES.location,
    description:
      'Where to find Kalpa Resins: the plant and head office in MIDC Satara, Maharashtra and the plant in the Biyagama zone, Sri Lanka, with maps.',
  },
  '/research-and-develpoment': {
    title: PAGE_TITLES.research,
    description:
      'Research and development at Kalpa Resins: new grades, recycled PET resin, low-styrene work and trials of our resins in customers’ processes.',
  },
  '/blog': {
    title: PAGE_TITLES.blog,
    description:
      'Company news and technical notes from Kalpa Resins: curing, gelcoat defects, choosing a polyester resin, storage, exports and plant news.',
  },
  '/portfolio-1': {
    title: PAGE_TITLES.portfolio,
    description:
      'Case studies of Kalpa resins at work: blister-free fishing boats, whiter quartz slabs and a steadier optical fibre rod line, with results.',
  },
  '/team-1': {
    title: PAGE_TITLES.team,
    description:
      'The engineers of Kalpa Resins in Maharashtra and Sri Lanka: production, quality, technical service and exports, and what to ask each of them.',
  },
  '/faq': {
    title: PAGE_TITLES.faq,
    description:
      'What buyers ask Kalpa Resins before a first order: minimum order, packing, shelf life and storage, delivery times and exports to Sri Lanka.',
  },
  '/service-single': {
    title: 'Plant & Process Audit',
    description:
      'A plant and process audit by Kalpa Resins: storage, dosing, lay-up, cure and waste measured in your workshop, with ranked findings and savings.',
  },
  '/kalpacomposite': {
    title: 'Kalpa Composite',
    description:
      'Kalpa Composite, sister company of Kalpa Resins: FRP tanks, gratings, manhole covers, roofing sheets and mouldings made in Maharashtra.',
  },
  '/lankacompsite': {
    title: 'Lanka Compsite',
    description:
      'Lanka Compsite, sister company of Kalpa Resins: composite products, and Kalpa resins and gelcoats distributed across Sri Lanka from Biyagama.',
  },
  '/site-map': {
    title: PAGE_TITLES.siteMap,
    description:
      'Every page of the Kalpa Resins website by name: company, products and grades, applications, services, news, team and case studies.',
  },
  '/error': {
    title: PAGE_TITLES.error,
    description:
      'This page of the Kalpa Resins website was not found. Go back to the home page or see our polyester, gelcoat and optical fibre rod resins.',
  },
  '/cart': {
    title: PAGE_TITLES.cart,
    description:
      'The resins in your cart on the Kalpa Resins website, with quantities and sample prices, before you check out or ask for a quotation.',
  },
  '/dealers': {
    title: PAGE_TITLES.dealers,
    description:
      'Where to buy Kalpa resins: the dealers nearest to your PIN or postal code in India and Sri Lanka, with their grades, packs, hours and contacts.',
  },
  '/checkout': {
    title: PAGE_TITLES.checkout,
    description:
      'Check out the resins in your Kalpa Resins cart: delivery country, state and postcode. No payment is taken on this website.',
  },
};

/** The page an address shows when no page of the site has it. */
export const NOT_FOUND_SEARCH_TEXT: SearchText = {
  title: PAGE_TITLES.error,
  description:
    'No page of the Kalpa Resins website has this address. Go to the home page, or see our polyester, gelcoat and optical fibre rod resins.',
};

/** Descriptions of the pages of one kind, from each one's own content. */
export const SEARCH_PHRASES = {
  applicationTitle: (name: string) => `Resins for ${name}`,
  application: (name: string, types: string) =>
    `Which Kalpa polyester resins suit ${name.toLowerCase()}: ${types}, the types to avoid, data sheets and an enquiry.`,
  shopTitle: (title: string) => `${title}: Sample Price`,
  shop: (title: string) =>
    `${title} from Kalpa Resins: sample price, pictures, typical properties, data sheets and buyers’ reviews.`,
  teamTitle: (name: string, position: string) => `${name}, ${position}`,
  team: (name: string, specialty: string) => `${name} of Kalpa Resins: ${specialty}.`,
  caseStudy: (client: string) => `Case study with ${client}: `,
} as const;
