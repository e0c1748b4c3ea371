// The services a buyer gets besides the resin: the list of service cards, the details page of
// each, the second services page and the single-service page (Plant & Process Audit).
import { SAMPLE_TEXT, sampleRequestPath } from './sample-request';
import type { Picture, ServiceCard } from './types';
import { COMPANY, type ContactLink, type DownloadLink } from './company';

function picture(name: string, alt: string, width = 640, height = 400): Picture {
  return { src: `images/services/${name}.webp`, alt, width, height };
}

const AUDIT_SLUG = 'plant-and-process-audit';

/** Each service has its details page, named by its slug; the audit has a page of its own. */
function detailsPath(slug: string): string {
  return slug === AUDIT_SLUG ? '/service-single' : `/service-details/${slug}`;
}

type ServiceCopy = Omit<ServiceCard, 'hasid' | 'path'>;

const COPY: ServiceCopy[] = [
  {
    id: 1,
    slug: 'custom-formulation',
    service_name: 'Custom Formulation',
    service_description:
      'When no catalogue grade fits your process, we adjust one. Viscosity, thixotropy, gel time, peak exotherm and colour can all be tuned to your mould, filler, glass content and cure schedule.',
    src: picture(
      'custom-formulation',
      'Chemist at the Satara R&D bench weighing resin into a beaker on an analytical balance, a handwritten formulation sheet and a row of sample jars beside her',
    ),
    service_Right: [
      'Your process needs a gel time, viscosity or reactivity no catalogue grade gives.',
      'You are launching a new product, mould or line and want the resin designed with it.',
      'You use a regular volume of one grade and want it made to a narrower specification.',
    ],
    service_Wrong: [
      'A standard grade with a different catalyst level would do: ask for technical support instead.',
      'You need a vinyl ester or epoxy system; we make polyester resins and gelcoats only.',
    ],
    details: {
      intro: [
        'Most of our catalogue began as one customer’s problem. A custom grade starts from the closest standard resin and changes what your process needs changed, keeping everything else as proven as it was.',
        'You deal with one application chemist from the first call to the first production batch.',
      ],
      steps: [
        {
          title: 'Brief',
          text: 'We record your process, equipment, temperatures, filler and reinforcement, the part and its faults, and the properties you need to reach.',
        },
        {
          title: 'Laboratory batches',
          text: 'Our R&D laboratory makes small batches in its pilot reactor and tests them for viscosity, gel time, exotherm and cured properties.',
        },
        {
          title: 'Trial lot',
          text: 'The best candidate is made as a trial lot of one drum or more and run on your line, with our chemist present if you wish.',
        },
        {
          title: 'Specification',
          text: 'We agree the release limits with you, give the grade its own code, and make every later batch to that specification.',
        },
      ],
      deliverables: [
        'A grade made for your process, with its own product code',
        'A technical data sheet and safety data sheet for it',
        'Agreed specification limits on every certificate of analysis',
        'The trial results in a short written report',
      ],
      turnaround: 'Two to four weeks from brief to trial lot, for most adjustments.',
    },
  },
  {
    id: 2,
    slug: 'technical-support',
    service_name: 'Technical Support on Site',
    service_description:
      'Our application engineers come to your plant to set catalyst and accelerator levels, trace defects such as tacky surfaces, pinholes, cracks or fibre print-through, and stay until the first parts pass.',
    src: picture(
      'technical-support',
      'Application engineer in a hard hat and safety glasses pressing a Barcol tester onto a freshly demoulded FRP tank in a customer’s workshop, the supervisor watching',
    ),
    service_Right: [
      'Parts are failing, and you want someone to find the cause at the mould rather than by telephone.',
      'You are changing to one of our grades, or starting a new mould or shift.',
      'The season is changing and your gel times are drifting.',
    ],
    service_Wrong: [
      'You need a written review of your whole plant: ask for a Plant & Process Audit.',
      'Your crew needs structured training: book an operator training day.',
    ],
    details: {
      intro: [
        'Most resin complaints turn out to be process questions: catalyst level, temperature, film thickness or timing. They are solved fastest where the parts are made.',
        'Our engineers in Maharashtra, Gujarat and Sri Lanka visit customers’ shops to watch the process, measure and adjust it with the crew.',
      ],
      steps: [
        {
          title: 'Call',
          text: 'Tell us the grade, batch number, process and what you see, with photos if you can. Many questions are answered on this call.',
        },
        {
          title: 'Visit',
          text: 'An engineer comes with a gel-time kit, thermometers, a Barcol tester and wet film gauges, and watches a full cycle.',
        },
        {
          title: 'Adjust',
          text: 'Together with your supervisor we change one thing at a time and check the result on real parts.',
        },
        {
          title: 'Report',
          text: 'You receive a short visit report with the settings that worked and what to watch in future.',
        },
      ],
      deliverables: [
        'A diagnosis of the defect at your mould',
        'Catalyst and accelerator settings for your temperatures',
        'A written visit report for your records',
      ],
      turnaround:
        'A visit within two working days in Maharashtra and the Colombo area, within a week elsewhere.',
    },
  },
  {
    id: 3,
    slug: 'samples-and-trials',
    service_name: 'Samples & Production Trials',
    service_description:
      'Try a grade before you buy in volume. We send laboratory samples with their certificate of analysis, and support a production trial on your line with a full drum.',
    src: picture(
      'samples-and-trials',
      'Sample tins of resin and small pails of gelcoat packed in a carton with their certificates of analysis, a courier label on the lid',
    ),
    service_Right: [
      'You are comparing our grade with the one you use now.',
      'You need to qualify a resin with your own customer before switching.',
    ],
    service_Wrong: [
      'Small samples cannot show how a resin behaves in a large part: plan a drum trial for that.',
    ],
    details: {
      intro: [
        'A resin is proven on your line, not on a data sheet. Samples let your laboratory compare grades; a drum trial shows how the resin behaves with your crew, moulds and temperatures.',
      ],
      steps: [
        {
          title: 'Choose',
          text: 'Tell us your process and the part, and we suggest one or two grades to try.',
        },
        {
          title: 'Sample',
          text: 'We send 1 kg or 5 kg of each, with a technical data sheet, safety data sheet and certificate of analysis.',
        },
        {
          title: 'Trial',
          text: 'For a production trial we deliver a drum from a released batch and, if you wish, an engineer attends the first parts.',
        },
      ],
      deliverables: [
        'Laboratory samples with full documents',
        'A trial drum from a regular production batch',
        'Our reading of your trial results',
      ],
      turnaround: 'Samples dispatched within three working days; trial drums within a week.',
    },
    request: { label: SAMPLE_TEXT.link, path: sampleRequestPath() },
  },
  {
    id: 4,
    slug: 'quality-testing',
    service_name: 'QC Testing & Certificate of Analysis',
    service_description:
      'Every batch is tested before release and ships with a certificate of analysis. Our laboratory also tests your incoming resin, cured parts and failed mouldings when you need a second opinion.',
    src: picture(
      'quality-testing',
      'Analyst in the Satara QC laboratory reading a Brookfield viscometer dial, resin samples in a water bath and a printed certificate of analysis on the bench',
    ),
    service_Right: [
      'You want to know whether a failed part was undercured or made with the wrong resin.',
      'Your customer asks for test data on the resin in your product.',
    ],
    service_Wrong: [
      'Certified third-party tests for product approval: we can recommend accredited laboratories.',
    ],
    details: {
      intro: [
        'Each batch is tested for viscosity, acid value, gel time, peak exotherm, solids and colour, and a cured casting for Barcol hardness, before it is released. A retained sample of every batch is kept for twelve months.',
        'The same laboratory tests samples you send: resin from your stores, cured parts and failed mouldings.',
      ],
      steps: [
        {
          title: 'Send',
          text: 'Post or hand in the sample with its batch number, what it is and what you want to know.',
        },
        {
          title: 'Test',
          text: 'We test it against its specification and, for a complaint, beside the retained sample of the same batch.',
        },
        {
          title: 'Report',
          text: 'You receive the results with our interpretation and, where needed, a call from the chemist who did the work.',
        },
      ],
      deliverables: [
        'A certificate of analysis with measured values for every batch you buy',
        'Test reports on samples you send',
        'Technical and safety data sheets for every grade',
      ],
      turnaround:
        'Certificates travel with the goods; sample test reports within five working days.',
    },
  },
  {
    id: 5,
    slug: 'operator-training',
    service_name: 'Operator Training',
    service_description:
      'One-day courses for laminators, sprayers and supervisors, at our application laboratory or in your plant: catalyst dosing, gel-time control, lay-up and spray-up practice, and the safe handling of styrene and peroxides.',
    src: picture(
      'operator-training',
      'Trainer in front of a whiteboard with a gel-time chart, explaining to eight laminators in work clothes seated around a table with resin cups and stopwatches',
    ),
    service_Right: [
      'You are taking on new laminators or opening a new shift.',
      'Defects come and go with the people on the shift.',
    ],
    service_Wrong: [
      'A one-day course does not replace supervised practice: pair it with a site visit for new crews.',
    ],
    details: {
      intro: [
        'Good resin in untrained hands still makes bad parts. Our courses are practical: each participant mixes, times and tests resin themselves.',
        'Courses are held in English, Hindi and Marathi in India, and in Sinhala and English in Sri Lanka.',
      ],
      steps: [
        {
          title: 'Agree the content',
          text: 'We choose modules for your process: hand lay-up, spray-up, gelcoat application, infusion, casting or pultrusion.',
        },
        {
          title: 'Theory',
          text: 'How resin cures, what catalyst and accelerator do, why temperature matters, and how defects form.',
        },
        {
          title: 'Practice',
          text: 'Cup gel tests, dosing by temperature, wet film measurement and laminating on a test mould.',
        },
        {
          title: 'Safety',
          text: 'Handling styrene and MEKP, storage, spills, fire precautions and personal protection.',
        },
      ],
      deliverables: [
        'A day’s training for up to twelve participants',
        'A printed handbook and a dosing chart for your workshop wall',
        'An attendance certificate for each participant',
      ],
      turnaround: 'Courses are scheduled two to four weeks ahead.',
    },
  },
  {
    id: 6,
    slug: 'packaging-and-logistics',
    service_name: 'Packaging & Logistics',
    service_description:
      'Resin in 220 kg drums, 1,000 kg IBCs or bulk road tankers, gelcoat in pails, delivered by road across India, from our Biyagama plant in Sri Lanka, and by sea with full export documents.',
    src: picture(
      'packaging-and-logistics',
      'Dispatch yard at Satara with a row of blue steel drums on pallets, white IBC totes in a cage and a stainless steel road tanker being loaded at the filling gantry',
    ),
    service_Right: [
      'You want to move from drums to IBCs or bulk to cut handling and waste.',
      'You need resin delivered to a port, a project site or a second plant.',
    ],
    service_Wrong: [
      'We do not ship organic peroxides with resin; buy catalyst from a local distributor.',
    ],
    details: {
      intro: [
        'The right pack size saves money and resin. Drums suit most shops; IBCs cut handling and returns; a tanker into your own storage tank gives the lowest price per kilogram.',
      ],
      steps: [
        {
          title: 'Pack size',
          text: 'We advise on drums, IBCs or bulk, given your monthly use and the shelf life of the grade.',
        },
        {
          title: 'Labelling',
          text: 'Every pack carries the grade, batch number, use-by date and dangerous goods markings.',
        },
        {
          title: 'Delivery',
          text: 'Our own lorries deliver in Maharashtra and to Sri Lankan customers from Biyagama; transport partners cover the rest of India.',
        },
        {
          title: 'Export',
          text: 'Our export desk prepares invoices, packing lists, certificates of origin and dangerous goods papers, and books the container.',
        },
      ],
      deliverables: [
        'Resin in the pack size that suits your use',
        'Return collection of empty IBCs on the next delivery',
        'A complete export document set for shipments abroad',
      ],
      turnaround:
        'Stock grades dispatched within two to three working days; export containers in about two to three weeks.',
    },
  },
  {
    id: 7,
    slug: AUDIT_SLUG,
    service_name: 'Plant & Process Audit',
    service_description:
      'A structured review of how your plant stores, doses, applies and cures resin, with a written report of findings ranked by their effect on quality, cost and safety.',
    src: picture(
      'plant-and-process-audit',
      'Auditor with a clipboard and an infrared thermometer checking the temperature of resin drums in a customer’s store, a plant supervisor beside him',
    ),
    service_Right: [
      'Scrap rates or resin use are higher than they should be, and no single cause stands out.',
      'You are expanding, moving or preparing for a customer or ISO audit.',
    ],
    service_Wrong: [
      'One defect on one mould: on-site technical support solves it faster.',
      'It is not a statutory safety inspection or a fire audit.',
    ],
    details: {
      intro: [
        'An audit looks at the whole path of the resin through your plant, from the store to the finished part, and measures what the crew does against what the process needs.',
      ],
      steps: [
        {
          title: 'Questionnaire',
          text: 'You tell us your products, processes, volumes and the problems you know of.',
        },
        {
          title: 'Plant visit',
          text: 'One or two days in the plant, following the resin from goods-in to dispatch and measuring as we go.',
        },
        {
          title: 'Report',
          text: 'A written report with findings ranked by effect, and a plan of actions.',
        },
        {
          title: 'Follow-up',
          text: 'A review visit after three months to check the changes and their results.',
        },
      ],
      deliverables: [
        'A written audit report with ranked findings',
        'An action plan agreed with your production manager',
        'A follow-up visit after three months',
      ],
      turnaround: 'Visit within three weeks of the request; report within ten working days of it.',
    },
  },
];

export const SERVICES: ServiceCard[] = COPY.map((entry) => ({
  ...entry,
  hasid: `#${entry.slug}`,
  path: detailsPath(entry.slug),
}));

export function serviceBySlug(slug: string): ServiceCard | undefined {
  return SERVICES.find((service) => service.slug === slug);
}

/** The line that ends the services list. */
export const SERVICES_MORE = {
  label: 'Many More ...',
  text: 'Gelcoat colour matching, mould-making advice, styrene emission checks and help with your customers’ material approvals. Ask us about anything between the drum and the finished part.',
} as const;

/** The /service-1 page's heading and intro above the list of cards. */
export const SERVICES_PAGE = {
  eyebrow: 'Our Services',
  heading: 'More than a drum of resin',
  intro:
    'From the first sample to the thousandth batch, our chemists and engineers work on your process with you. Open a service to see what it covers, or send us an enquiry.',
} as const;

/** The second services page: an introduction and the vision with its picture. */
export const SERVICE_2 = {
  eyebrow: 'How We Work',
  heading: 'Service that starts at your mould',
  paragraphs: [
    'Resin is a half-finished product. It becomes a tank, a hull or a slab only in your plant, with your moulds, your crew and your weather, so that is where our service starts.',
    'Application engineers in Satara and Biyagama visit customers every week. They bring what they learn back to our laboratory, where it shapes the next batch and, sometimes, the next grade.',
    'Behind them stand a QC laboratory that tests every batch, an R&D team that adapts grades to processes, and a dispatch team that delivers across India and Sri Lanka.',
  ],
  vision: {
    heading: 'Our vision',
    text: 'No fabricator should lose a part because of a resin they did not understand. We aim to be the resin partner that explains as well as supplies: clear data, honest advice and an engineer who picks up the phone.',
    image: picture(
      'service-vision',
      'Application engineer and a boatyard foreman looking together at a gelcoat test panel in the open doorway of a boat shed, hulls on stands behind them',
      800,
      600,
    ),
  },
} as const;

const audit = SERVICES.find((service) => service.slug === AUDIT_SLUG);
if (!audit) throw new Error('The audit service is missing from the services list');

/**
 * The single-service page. The template's placeholder 'Property Maintenance' is replaced by a
 * real service, the Plant & Process Audit, which is also the last card of the services list.
 */
export const SERVICE_SINGLE = {
  service: audit,
  breadcrumb: { label: 'Services', path: '/service-1' },
  image: picture(
    'plant-and-process-audit-main',
    'Wide view of a customer’s FRP workshop in Pune during an audit: laminators at two moulds, resin drums in a marked store area and an auditor taking notes at a catalyst dispenser',
    1200,
    675,
  ),
  sections: [
    {
      heading: 'What we look at',
      items: [
        'Goods-in and storage: temperatures, stock rotation, use-by dates and how peroxides are kept apart.',
        'Dosing: how catalyst and accelerator are measured, and whether the dose follows the resin temperature.',
        'Application: gelcoat film thickness, glass-to-resin ratio, roller practice and timing between layers.',
        'Cure and demoulding: gel times, exotherm of thick sections, Barcol hardness at demoulding, post-cure.',
        'Waste and safety: resin and catalyst waste, styrene ventilation, spill kits and fire precautions.',
      ],
    },
    {
      heading: 'What you receive',
      items: [
        'Measured figures, not impressions: temperatures, thicknesses, gel times and hardness readings.',
        'Findings ranked by their effect on quality, cost and safety, each with a recommended action.',
        'An estimate of the resin and scrap you can save where the figures allow one.',
      ],
    },
  ],
  closing:
    'An audit is most useful before a problem becomes urgent: ahead of an expansion, a new product or your own customer’s audit.',
  sidebar: {
    contactHeading: 'Need help?',
    contactText: 'Tell us about your plant and we will plan the audit with you.',
    contactLink: { label: 'Contact Us', path: '/contact' },
    phoneLabel: 'Call our technical desk',
    phone: COMPANY.phone,
    brochure: COMPANY.downloads.brochure,
  },
} as const;

/** Labels of the services list and the details pages. */
export const SERVICE_LABELS = {
  knowMore: 'Know More',
  knowMoreAbout: (name: string) => `Know More about ${name}`,
  /** Read after a card's title, which opens the enquiry form as Know More does. */
  titleOpensEnquiry: 'Opens the enquiry form for this service',
  description: 'Description',
  descriptionOf: (name: string) => `Description of ${name}`,
  details: 'Service details',
  detailsOf: (name: string) => `Service details: ${name}`,
  breadcrumb: 'Services',
  whenHeading: 'When to ask for it',
  notForHeading: 'What it does not cover',
  stepsHeading: 'How it works',
  deliverablesHeading: 'What you receive',
  turnaroundHeading: 'Turnaround',
  otherServices: 'Other services',
  downloadBrochures: 'Download Brochures',
  notFoundTitle: 'Service not found',
  notFoundText: 'There is no service at this address. These are the services we offer:',
  allServices: 'All services',
  testimonialsEyebrow: 'Testimonials',
  testimonialsHeading: 'What our customers say',
} as const;

/** What the sidebar of a service's details page says. */
export interface ServiceSidebarCopy {
  contactHeading: string;
  contactText: string;
  contactLink: { label: string; path: string };
  phoneLabel: string;
  phone: ContactLink;
  brochure: DownloadLink;
}

/** The sidebar of every details page but the audit's, which has its own words. */
export const SERVICE_SIDEBAR: ServiceSidebarCopy = {
  ...SERVICE_SINGLE.sidebar,
  contactText: 'Tell us about your process and we will plan the work with you.',
};
