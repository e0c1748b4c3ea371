/** What the inquiry form loads when the visitor first touches it (see useSubmission). */
export { inquiryFields as fields, inquiryKind as kind } from '../../submissions/inquiry';
export { newSubmissionId, send } from '../../submissions/submit-client';
// The kit's checking and sending, which every form loads with its own checks.
export { checkAndSend, recheck } from '../kit/submit-flow';
