/** What the inquiry form loads when the visitor first touches it (see useFormChecks). */
export { inquiryFields, inquiryKind } from '../../submissions/inquiry';
export { newSubmissionId, send } from '../../submissions/submit-client';
