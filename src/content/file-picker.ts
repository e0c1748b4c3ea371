// The words of the file picker (the career form's resume), what can be wrong with the chosen
// file and what the gateway may answer its upload, kept apart from the form messages every
// form loads: only the career form needs them.
export const FILE_PICKER_TEXT = {
  choose: 'Choose PDF file',
  none: 'No file chosen',
  /**
   * The chosen file as a visitor reads it: "Asha-Patil-CV.pdf, 312 KB", its figure written as
   * the widget's locale writes numbers (Intl).
   */
  chosen: (name: string, bytes: number, locale = 'en-IN') =>
    `${name}, ${
      bytes < 1048576
        ? `${new Intl.NumberFormat(locale).format(Math.max(1, Math.round(bytes / 1024)))} KB`
        : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1048576)} MB`
    }`,
} as const;

/** What is wrong with the resume field; the spec's messages stay the form's summary. */
export const RESUME_MESSAGES = {
  missing: 'Choose your resume, a PDF file',
  notPdf: 'Choose a PDF file',
  tooLarge: 'The resume must be 5 MB or smaller',
  /** The gateway's answer to an upload that names no career application. */
  uploadSubmission: 'The resume upload must name the application it is for.',
  /** The gateway's answer past a connection's daily upload quota; the wait in whole hours. */
  uploadQuotaFor: (hours: number) =>
    `This connection has uploaded as much as we take in a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
} as const;
