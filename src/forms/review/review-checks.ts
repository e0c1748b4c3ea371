/** What the review form loads when the visitor first touches it (see useSubmission). */
export { reviewFields as fields, reviewKind as kind } from '../../submissions/review';
export { newSubmissionId, send } from '../../submissions/submit-client';
// The kit's checking and sending, which every form loads with its own checks.
export { checkAndSend, recheck } from '../kit/submit-flow';
