/** What the quotation form loads when the visitor first touches it (see useFormChecks). */
export { quotationFields, quotationKind } from '../../submissions/quotation';
export { newSubmissionId, send } from '../../submissions/submit-client';
