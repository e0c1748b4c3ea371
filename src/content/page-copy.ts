import { COMPANY } from './company';

const { maharashtra, sriLanka } = COMPANY.addresses;

// The short texts of the inner pages that are not in the spec, kept with the rest of what the
// company says rather than in the page components.

export const INQUIRY_COPY = {
  detailsHeading: 'Talk to our sales and technical team',
  intro:
    'Ask for a quotation, a technical data sheet or a sample, or tell us about your process and we will suggest the right resin. We reply within one working day.',
  formHeading: 'Send us a message',
  mapHeading: 'Find us',
} as const;

export const CAREER_COPY = {
  heading: 'Work at our resin plants',
  plants: `Our teams run the reactors, laboratories and dispatch at the ${maharashtra.title} (${maharashtra.lines[1]}) and the ${sriLanka.title} (${sriLanka.lines[1]}). You will work with experienced chemists and engineers, learn how resins are designed and made, and see them in our customers\u2019 products.`,
  safety:
    'Safety comes first on our plant floors: training, protective equipment and clear procedures for handling styrene and peroxides are part of every job.',
  rolesHeading: 'People we often look for',
  roles: [
    'Polymer chemists for research and development and quality control',
    'Production engineers and reactor operators',
    'Maintenance technicians (mechanical, electrical and instrumentation)',
    'Technical sales and application engineers',
  ],
  closing:
    'Send your application with your resume as a PDF. We read every application and keep suitable profiles for future openings.',
  formHeading: 'Apply now',
  positionsHeading: 'Open positions',
  positionsIntro:
    'Choose Apply to send your application for a position: we add it to your message for you. Not listed? Write to us anyway with the form below.',
  location: 'Location',
  jobType: 'Type',
  posted: 'Posted',
  closes: 'Apply by',
  apply: 'Apply',
  /** The first line of the message when a visitor applies for a listed position. */
  applyingFor: (title: string, location: string) =>
    `I am applying for the position of ${title} (${location}).`,
  /** Shown above the form once a position is chosen, and read out by screen readers. */
  applyingNotice: (title: string) =>
    `You are applying for ${title}. We have added the position to your message.`,
} as const;

export const CERTIFICATES_INTRO =
  'Our quality management system, our products and our exports are certified by independent bodies. Copies are available with every quotation on request.';

export const GROUP_COMPANIES_INTRO =
  'Two sister companies turn our resins into finished composite products and bring them to customers in India and Sri Lanka.';
