/*
 * The words staff work with, written once: which stored kinds are leads, the statuses a
 * submission moves through, and the consent choices each form offers. The schema types and
 * the desk lists both read them, so a list never filters on a status the schema cannot set.
 */

/** `_type` of every stored submission (an inquiry is stored as 'application'). */
export const SUBMISSION_TYPES = [
  'contact',
  'application',
  'career',
  'quotation',
  'review',
  'sample',
] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Kinds that may turn into business (a sample request too); careers and reviews have lists of their own. */
export const LEAD_TYPES = ['contact', 'application', 'quotation', 'sample'] as const;

/**
 * Where a submission stands. The gateway stores 'new' or 'spam'; staff move it on. Reviews
 * stored before approval existed carry 'pending', which counts as new.
 */
export const STATUSES = [
  { title: 'New', value: 'new' },
  { title: 'Contacted', value: 'contacted' },
  { title: 'Quoted', value: 'quoted' },
  { title: 'Won', value: 'won' },
  { title: 'Lost', value: 'lost' },
  { title: 'Spam', value: 'spam' },
] as const;
export type Status = (typeof STATUSES)[number]['value'];

/** Reviews only: the status older reviews were stored with, before `approved` existed. */
export const PENDING_REVIEW = { title: 'Pending (stored before approval)', value: 'pending' };

/** No follow-up is due once a lead is closed or set aside. */
export const CLOSED_STATUSES: readonly Status[] = ['won', 'lost', 'spam'];

/** The utm_* parameters the gateway keeps from the page address. */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** The optional boxes each form offers, as stored under `consent.choices`. */
export const CONSENT_CHOICES: Record<SubmissionType, readonly { name: string; title: string }[]> = {
  contact: [{ name: 'updates', title: 'Send me product updates' }],
  application: [{ name: 'updates', title: 'Send me product updates' }],
  quotation: [{ name: 'updates', title: 'Send me product updates' }],
  career: [{ name: 'keepCv', title: 'Keep my CV for future openings' }],
  review: [{ name: 'showName', title: 'Show my name with my review' }],
  sample: [{ name: 'updates', title: 'Send me product updates' }],
};
