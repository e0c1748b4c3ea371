import * as z from 'zod/mini';
import { MESSAGES, LIMIT_MESSAGES } from '../messages';
import { RESUME_MAX_BYTES } from '../constants';
import { documentId, optionalText, requiredText, validEmail, validPhone } from './fields';

/** Career form (SPEC 5): name, email, phone and a resume required; the message optional. */
export const careerFields = z.object({
  name: requiredText('name'),
  email: validEmail(),
  phone: validPhone(),
  message: optionalText('message'),
});

/** The asset id the content service gives an uploaded file: `file-<sha1>-pdf`. */
export const resumeAssetId = z
  .string({ error: MESSAGES.required })
  .check(z.regex(/^file-[0-9a-f]{40}-pdf$/, LIMIT_MESSAGES.invalidResume));

/** What the browser posts to POST /api/career, after the resume upload. */
export const careerSubmission = z.extend(careerFields, {
  id: documentId('career'),
  resumeAssetId,
});

/** The chosen file, checked in the browser before upload (the gateway checks its bytes). */
export function checkResumeFile(file: { type: string; size: number } | null | undefined) {
  if (!file) return MESSAGES.required;
  if (file.type !== 'application/pdf') return MESSAGES.pdfOnly;
  if (file.size > RESUME_MAX_BYTES) return LIMIT_MESSAGES.resumeTooLarge;
  return null;
}

export type CareerFields = z.infer<typeof careerFields>;
export type CareerInput = z.input<typeof careerFields>;
export type CareerSubmission = z.infer<typeof careerSubmission>;

/** A submission as the content service stores it (SPEC 3.1): the resume a reference to
 * its uploaded file asset, under the id the browser made. */
export function careerDocument({
  id,
  name,
  email,
  phone,
  message,
  resumeAssetId,
}: CareerSubmission) {
  const resume = { _type: 'file', asset: { _type: 'reference', _ref: resumeAssetId } } as const;
  return { _id: id, _type: 'career', name, email, phone, message, resume } as const;
}
