// The resume upload: the gateway route a career form sends its PDF to before the application,
// and what the request names besides the file. The browser's upload client and the gateway
// read the same words.

export const RESUME_UPLOAD = {
  /** Where the PDF is posted, as a raw body. */
  route: '/api/resume',
  /** The query parameter with the file's name on the visitor's computer. */
  filenameParam: 'filename',
  /**
   * The query parameter naming the career application the file is for, `career.<uuid>`: the id
   * that application is then posted with. Beside it go the application's spam signals
   * (`started`, `altcha`), under the names its body gives them.
   */
  submissionParam: 'submission',
  /**
   * The name the stored file itself is given. The content service keeps one file for identical
   * bytes, with the name of whoever sent them first, so a visitor's own file name is kept only
   * with the record of their upload, never on a file another applicant may share.
   */
  storedFilename: 'resume.pdf',
} as const;
