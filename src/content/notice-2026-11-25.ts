// The English words of notice version 2026-11-25, frozen as they were published: submissions
// made under it hash this text, so it never changes. Later versions are in current-notice*.ts.
import type { NoticeFacts } from './current-notice';
import { GRIEVANCE_OFFICER } from './notice-facts';
import type { NoticeCatalogue } from './notice-catalogue';

/**
 * The officer and the periods that version stated. The officer is still the one named there (a
 * test pins that version's text); the company's contact details live in one module only.
 */
export const FACTS_2026_11_25: NoticeFacts = {
  officer: { name: GRIEVANCE_OFFICER.name, email: GRIEVANCE_OFFICER.email.display },
  retention: {
    contact: 730,
    inquiry: 730,
    career: 365,
    careerKept: 730,
    quotation: 730,
    review: 730,
    sample: 730,
    spam: 30,
  },
};

export const EN_2026_11_25: NoticeCatalogue = {
  purpose: {
    contact:
      "We use your name, e-mail address, phone number, company name and message only to answer you. If you write to us on a dealer's website, that dealer gets a copy.",
    inquiry:
      "We use your name, phone number, company name and message only to answer your enquiry. If you send it on a dealer's website, that dealer gets a copy.",
    career:
      'We use your name, e-mail address, phone number, message and CV only to consider you for jobs with us. Dealers never see them.',
    quotation:
      'We use your name, company name, e-mail address, phone number, address and the products you chose only to prepare your quotation.',
    review:
      'We use your name, e-mail address, rating and review only to check your review and perhaps publish it here. We never publish your e-mail address.',
    sample:
      'We use your name, company name, e-mail address, phone number, delivery address and what you will test only to send your sample and follow it up. If you send it through a dealer, that dealer gets a copy.',
  },
  kept: {
    contact: 'We keep them for {period}, then delete them.',
    inquiry: 'We keep them for {period}, then delete them.',
    career: 'We delete them after {period}, or after {keptPeriod} if you ask us to keep your CV.',
    quotation: 'We keep them for {period}, then delete them.',
    review: 'We keep them for {period}, then delete them.',
    sample: 'We keep them for {period}, then delete them.',
  },
  rights:
    'You can ask to see, correct or delete your data, withdraw your consent, or name someone to act for you, at any time.',
  grievance: 'Grievance officer: {name}, {email}.',
  policyLink: 'Read our privacy policy',
  consents: {
    updates: 'Send me product updates',
    keepCv: 'Keep my CV for future openings',
    showName: 'Show my name with my review',
  },
  units: {
    year: {
      one: '{count} year',
      other: '{count} years',
    },
    day: {
      one: '{count} day',
      other: '{count} days',
    },
  },
};
