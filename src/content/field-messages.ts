// What the forms' checks and the gateway say about one field or a limit, written once. Only
// the checks need them, so a page loads them with the checks, not with the form.
// Messages of our own, for limits the spec leaves open. Kept beside the spec's so the forms,
// the gateway and the tests share one wording.
export const LIMIT_MESSAGES = {
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  bodyTooLarge: 'The submission is too large.',
  originNotAllowed: 'This site is not allowed to send submissions.',
  rateLimited: 'Too many submissions. Please try again in a minute.',
  serviceUnavailable: 'The message could not be stored just now. Please try again.',
  invalidResume: 'The resume upload was not found. Please choose the file again.',
  network: 'No connection to the server. Please check your connection and try again.',
  rateLimitedFor: (seconds: number) =>
    `Too many submissions. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  invalidJson: 'The submission could not be read. Please send it again.',
  notJson: 'Submissions must be sent as JSON.',
  methodNotAllowed: 'This address only accepts submissions.',
  unknownRoute: 'There is nothing at this address.',
  cancelled: 'Sending was cancelled.',
  notConfigured: 'The submission service is not configured.',
  controlCharacters: (label: string) => `${label} must not contain control characters.`,
  directionControls: (label: string) =>
    `${label} must not contain hidden text-direction characters.`,
  invisibleCharacters: (label: string) => `${label} must not contain invisible characters.`,
  encodedWords: (label: string) =>
    `${label} must not contain "=?", which e-mail programs read as encoded text.`,
  resumeFileName: "The resume's file name",
  idReused:
    'This submission was already received with different content. Please send it again to store your changes.',
  tooSlow: 'The submission arrived too slowly. Please check your connection and try again.',
  forbiddenField: 'The submission contains a field name that is not allowed.',
} as const;

// What is wrong with one field, shown under it and in the form's summary list. The spec's
// messages above stay the summary of the whole form and its toast.
export const FIELD_MESSAGES = {
  missing: {
    name: 'Enter your name',
    email: 'Enter your e-mail address',
    phone: 'Enter your phone number',
    companyName: 'Enter your company name',
    message: 'Enter your message',
    applicationName: 'Choose an application',
  },
} as const;
