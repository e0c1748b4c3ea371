// How long stored submissions are kept: the defaults the privacy page and every form's notice
// state. The privacy command's sweep deletes what has outlived them; its configuration may set
// other periods, but the published text always states these.

/** The periods that apply to stored submissions, one per kind, plus two special cases. */
export interface RetentionPeriods {
  contact: number;
  inquiry: number;
  /** A career application and its CV, unless the visitor asked to keep the CV. */
  career: number;
  /** A career application whose visitor ticked "keep my CV for future openings". */
  careerKept: number;
  quotation: number;
  review: number;
  /** A sample request (a lead, like an inquiry). */
  sample: number;
  /** Anything marked as spam, whatever its kind: kept only long enough to check the marking. */
  spam: number;
}

/** Days from the moment a submission is sent until it is deleted. */
export const RETENTION_DAYS: Readonly<RetentionPeriods> = {
  contact: 730,
  inquiry: 730,
  career: 365,
  careerKept: 730,
  quotation: 730,
  review: 730,
  sample: 730,
  spam: 30,
};

/**
 * Hours an uploaded CV is kept while no sent application refers to it (its application was never
 * sent, or was sent with another file), from the upload; then the sweep deletes it with the
 * record of its upload. An upload whose spam signals failed (a script's, or that of a browser
 * that could not earn them) goes sooner: kept, so its application can still be sent, but only
 * for an hour unless one refers to it.
 */
export const UNSENT_UPLOAD_HOURS = { kept: 24, flagged: 1 } as const;

/** A period as whole years when it is one (730 days reads "2 years"), else as days. */
export function periodInUnits(days: number): { count: number; unit: 'year' | 'day' } {
  return days % 365 === 0 ? { count: days / 365, unit: 'year' } : { count: days, unit: 'day' };
}
