import * as z from 'zod/mini';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { RESUME_MESSAGES } from '../content/file-picker';
import { defineKind, storedKind, text, type SubmissionDocument } from './kind';
import { documentId, optionalText, requiredText } from './fields';
import { validEmail, validPhone } from './reach-fields';

export { checkResumeFile } from './resume-file';

/** The career form: name, email, phone and a resume required; the message optional. */
export const careerFields = z.object({
  name: requiredText('name'),
  email: validEmail(),
  phone: validPhone(),
  message: optionalText('message'),
});

export type CareerFields = z.infer<typeof careerFields>;
export type CareerInput = z.input<typeof careerFields>;

/** The asset id the content service gives an uploaded file: `file-<sha1>-pdf`. */
export const resumeAssetId = z
  .string({ error: RESUME_MESSAGES.missing })
  .check(z.regex(/^file-[0-9a-f]{40}-pdf$/, LIMIT_MESSAGES.invalidResume));

/** Sent after the resume upload, which gave `resumeAssetId`. */
const careerSubmission = z.extend(careerFields, { id: documentId('career'), resumeAssetId });
export type CareerSubmission = z.infer<typeof careerSubmission>;

function resumeRef(doc: SubmissionDocument): string {
  const ref = (doc.resume as { asset?: { _ref?: unknown } } | undefined)?.asset?._ref;
  return typeof ref === 'string' ? ref : '';
}

/** A job application; the resume is stored as a file asset and referenced from it. */
export const careerKind = defineKind({
  name: 'career',
  label: 'Career',
  route: '/api/career',
  type: 'career',
  fields: careerFields,
  schema: careerSubmission,
});

/** How a career is stored and summarised for staff. */
export const careerStored = storedKind(careerKind, {
  toDocument: ({ id, name, email, phone, message, resumeAssetId }: CareerSubmission) => ({
    _id: id,
    _type: 'career',
    name,
    email,
    phone,
    message,
    resume: { _type: 'file', asset: { _type: 'reference', _ref: resumeAssetId } },
  }),
  summarize: (doc) => {
    const resume = resumeRef(doc);
    return {
      subject: text(doc, 'name'),
      replyTo: text(doc, 'email'),
      fields: [
        ['Name', text(doc, 'name')],
        ['Email', text(doc, 'email')],
        ['Phone', text(doc, 'phone')],
        ['Message', text(doc, 'message')],
      ],
      files: resume ? [{ label: 'Resume', assetId: resume }] : [],
    };
  },
  attachments: (submission) => [submission.resumeAssetId],
});
