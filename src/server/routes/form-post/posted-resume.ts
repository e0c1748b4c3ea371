import { MESSAGES } from '../../../content/messages';
import { RESUME_MESSAGES } from '../../../content/file-picker';
import { checkResumeFile } from '../../../submissions/resume-file';
import type { FieldIssue } from '../../../submissions/validate';
import { startsWithPdfMagic } from '../../body';
import { sanitizeFilename } from '../../filename';
import type { PostedFile } from './read-form';

/** The career form's file field, as the site's form names it. */
export const RESUME_FIELD = 'resume';

export type PostedResume =
  | { file: PostedFile; problem?: undefined; summary?: undefined }
  | { file?: undefined; problem: FieldIssue; summary: string };

/**
 * The resume a career form posted, checked as the browser checks a chosen file (there, a PDF of
 * at most 5 MB with a plain name) and by its first bytes, as the upload route checks them:
 * ready to store under a safe name, or the problem for its field and the form's summary.
 */
export function checkPostedResume(file: PostedFile | undefined): PostedResume {
  const checked = checkResumeFile(
    file && { type: file.type, size: file.bytes.length, name: file.name },
  );
  if (checked)
    return { problem: { path: RESUME_FIELD, message: checked.message }, summary: checked.summary };
  if (!file || !startsWithPdfMagic(file.bytes)) {
    return {
      problem: { path: RESUME_FIELD, message: RESUME_MESSAGES.notPdf },
      summary: MESSAGES.pdfOnly,
    };
  }
  return { file: { ...file, name: sanitizeFilename(file.name) } };
}
