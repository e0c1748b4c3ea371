import { MESSAGES } from '../content/messages';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { RESUME_MESSAGES } from '../content/file-picker';
import { RESUME_MAX_BYTES } from '../content/constants';
import { hiddenCharacterProblem } from './hidden-characters';

/**
 * The chosen file, checked in the browser before upload (the gateway checks its bytes): what is
 * wrong with it for the field, and the spec's summary for the form.
 */
export function checkResumeFile(
  file: { type: string; size: number; name?: string } | null | undefined,
): { message: string; summary: string } | null {
  if (!file) return { message: RESUME_MESSAGES.missing, summary: MESSAGES.required };
  if (file.type !== 'application/pdf') {
    return { message: RESUME_MESSAGES.notPdf, summary: MESSAGES.pdfOnly };
  }
  if (file.size > RESUME_MAX_BYTES) {
    return { message: RESUME_MESSAGES.tooLarge, summary: LIMIT_MESSAGES.resumeTooLarge };
  }
  const nameProblem = hiddenCharacterProblem(file.name ?? '', LIMIT_MESSAGES.resumeFileName);
  return nameProblem ? { message: nameProblem, summary: nameProblem } : null;
}
