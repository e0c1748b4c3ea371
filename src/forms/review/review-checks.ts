/** What the review form loads when the visitor first touches it (see useFormChecks). */
export { reviewFields, reviewKind } from '../../submissions/review';
export { newSubmissionId, send } from '../../submissions/submit-client';
