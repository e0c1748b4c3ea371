/** What the contact form loads when the visitor first touches it (see useFormChecks). */
export { contactFields, contactKind } from '../../submissions/contact';
export { newSubmissionId, send } from '../../submissions/submit-client';
