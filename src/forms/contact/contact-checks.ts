/** What the contact form loads when the visitor first touches it (see useSubmission). */
export { contactFields as fields, contactKind as kind } from '../../submissions/contact';
export { newSubmissionId, send } from '../../submissions/submit-client';
// The kit's checking and sending, which every form loads with its own checks.
export { checkAndSend, recheck } from '../kit/submit-flow';
