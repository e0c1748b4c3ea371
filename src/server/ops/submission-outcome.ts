import type { Context } from 'hono';

/** What became of a submission: counted by kind in the gateway's figures and logged. */
export type SubmissionOutcome = 'stored' | 'spam' | 'refused' | 'failed';

const marked = new WeakMap<Request, SubmissionOutcome>();

/**
 * Records what became of the submission a request carried. The gateway's request telemetry
 * reads the outcome from the answer's status (201 stored, 4xx refused, 5xx failed); a handler
 * calls this where the status cannot tell, e.g. suspected spam, which is answered 201 like a
 * stored submission.
 */
export function markSubmission(c: Context, outcome: SubmissionOutcome): void {
  marked.set(c.req.raw, outcome);
}

/** The outcome of a submission request, once it is answered. */
export function submissionOutcome(c: Context): SubmissionOutcome {
  const mark = marked.get(c.req.raw);
  if (mark) return mark;
  const status = c.res.status;
  if (status >= 500) return 'failed';
  return status >= 200 && status < 300 ? 'stored' : 'refused';
}
