/** What the career form loads when the visitor first touches it (see useFormChecks). */
export { careerFields, careerKind } from '../../submissions/career';
export { newSubmissionId, send } from '../../submissions/submit-client';
export { uploadResume } from '../../submissions/upload-client';
