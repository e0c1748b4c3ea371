/** What the career form loads when the visitor first touches it (see useSubmission). */
export { careerFields as fields, careerKind as kind } from '../../submissions/career';
export { newSubmissionId, send } from '../../submissions/submit-client';
// The kit's checking and sending, which every form loads with its own checks.
export { checkAndSend, recheck } from '../kit/submit-flow';
export { uploadResume } from '../../submissions/upload-client';
