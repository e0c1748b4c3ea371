import { CLOSED_STATUSES, LEAD_TYPES, SUBMISSION_TYPES } from '../workflow';

/*
 * The lists of the staff's day, each one GROQ filter written here once: the Studio's desk
 * shows them and the tests run them against the local content service. Plain data, no
 * Studio import, so both can read it.
 */

export interface ListOrdering {
  field: string;
  direction: 'asc' | 'desc';
}

export interface StaffList {
  id: string;
  title: string;
  /** The GROQ filter, without `*[` and `]`. */
  filter: string;
  /** Its parameters; `today` is the staff member's local date, YYYY-MM-DD. */
  params: (context: {
    today: string;
    partner?: string;
    dealer?: string;
  }) => Record<string, unknown>;
  ordering: ListOrdering[];
}

// Documents stored before statuses existed have none: they are as new as a 'new' one.
const IS_NEW = '(!defined(status) || status == "new")';
const NOT_SPAM = 'status != "spam"';
const NEWEST_FIRST: ListOrdering[] = [{ field: '_createdAt', direction: 'desc' }];
const leadTypes = () => ({ types: [...LEAD_TYPES] });

export const NEW_LEADS: StaffList = {
  id: 'new-leads',
  title: 'New leads',
  filter: `_type in $types && ${IS_NEW}`,
  params: leadTypes,
  ordering: NEWEST_FIRST,
};

/** The names under "Leads by partner": every partner that has sent a lead, A to Z. */
export const PARTNER_NAMES_QUERY =
  'array::unique(*[_type in $types && defined(source.partner)].source.partner)';

export const LEADS_OF_PARTNER: StaffList = {
  id: 'partner-leads',
  title: 'Leads by partner',
  filter: `_type in $types && source.partner == $partner && ${NOT_SPAM}`,
  params: ({ partner }) => ({ ...leadTypes(), partner: partner ?? '' }),
  ordering: NEWEST_FIRST,
};

/**
 * The ids under "Leads by dealer": every dealer a visitor sent a lead to through the dealer
 * finder, A to Z, as stored (an id that names no dealer we know is listed too, to be seen).
 */
export const DEALER_IDS_QUERY =
  'array::unique(*[_type in $types && defined(source.dealer)].source.dealer)';

export const LEADS_OF_DEALER: StaffList = {
  id: 'dealer-leads',
  title: 'Leads by dealer',
  filter: `_type in $types && source.dealer == $dealer && ${NOT_SPAM}`,
  params: ({ dealer }) => ({ ...leadTypes(), dealer: dealer ?? '' }),
  ordering: NEWEST_FIRST,
};

export const FOLLOW_UPS_DUE: StaffList = {
  id: 'follow-ups-due',
  title: 'Follow-ups due',
  filter: '_type in $types && followUpOn <= $today && !(status in $closed)',
  params: ({ today }) => ({ types: [...SUBMISSION_TYPES], today, closed: [...CLOSED_STATUSES] }),
  ordering: [{ field: 'followUpOn', direction: 'asc' }],
};

export const QUOTATION_REQUESTS: StaffList = {
  id: 'quotation-requests',
  title: 'Quotation requests',
  filter: `_type == "quotation" && ${NOT_SPAM}`,
  params: () => ({}),
  ordering: NEWEST_FIRST,
};

export const SAMPLE_REQUESTS: StaffList = {
  id: 'sample-requests',
  title: 'Sample requests',
  filter: `_type == "sample" && ${NOT_SPAM}`,
  params: () => ({}),
  ordering: NEWEST_FIRST,
};

export const CAREER_APPLICATIONS: StaffList = {
  id: 'career-applications',
  title: 'Career applications',
  filter: `_type == "career" && ${NOT_SPAM}`,
  params: () => ({}),
  ordering: NEWEST_FIRST,
};

/** Approval is a decision: on shows the review, off declines it, unset still waits. */
export const REVIEWS_AWAITING_APPROVAL: StaffList = {
  id: 'reviews-awaiting-approval',
  title: 'Reviews awaiting approval',
  filter: `_type == "review" && !defined(approved) && ${NOT_SPAM}`,
  params: () => ({}),
  ordering: NEWEST_FIRST,
};

export const SPAM: StaffList = {
  id: 'spam',
  title: 'Spam',
  filter: '_type in $types && status == "spam"',
  params: () => ({ types: [...SUBMISSION_TYPES] }),
  ordering: NEWEST_FIRST,
};

/** The whole query a list runs: its filter in its order. */
export function listQuery(list: StaffList): string {
  const order = list.ordering.map(({ field, direction }) => `${field} ${direction}`).join(', ');
  return `*[${list.filter}] | order(${order})`;
}

/** Today in the staff member's own time zone, as a `date` field stores it. */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
