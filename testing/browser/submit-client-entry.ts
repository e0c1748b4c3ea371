// What the gateway tests load into a page on another origin: the browser submit client and the
// kinds it sends, bundled on their own.
export { newSubmissionId, send } from '../../src/submissions/submit-client';
export { uploadResume } from '../../src/submissions/upload-client';
export { careerKind } from '../../src/submissions/career';
export { contactKind } from '../../src/submissions/contact';
