/** What the quotation form loads when the visitor first touches it (see useSubmission). */
export { quotationFields as fields, quotationKind as kind } from '../../submissions/quotation';
export { newSubmissionId, send } from '../../submissions/submit-client';
// The kit's checking and sending, which every form loads with its own checks.
export { checkAndSend, recheck } from '../kit/submit-flow';
