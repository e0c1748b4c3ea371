// Every message a visitor can see from the forms and the router, written once.
export const MESSAGES = {
  required: 'Please fill in all required fields.',
  invalidPhone: 'Please enter a valid mobile number.',
  invalidEmail: 'Please enter a valid email address.',
  pdfOnly: 'Only PDF files are allowed',
  resumeUploadFailed: 'Failed to upload resume',
  sendFailed: 'Failed to send message',
  productNotFound: 'Product not found',
  inquirySubmitted: 'Inquiry Submitted',
  messageSent: 'Message sent successfully!',
  resumeUploaded: 'Resume uploaded',
  applicationSent: 'Application Sent',
  addToCart: 'Add To Cart successfully',
  routeErrorTitle: 'Unexpected Application Error!',
  notFoundStatus: '404 Not Found',
  errorPageTitle: 'Oops! Page Not Found.',
  backHome: 'BACK HOME',
  submitting: 'Submitting...',
  submitApplication: 'Submit Application',
} as const;

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

// Labels and hints of the three forms that the spec leaves unnamed.
export const FORM_TEXT = {
  contactForm: 'Contact form',
  careerForm: 'Career application form',
  inquiryForm: 'Product inquiry form',
  inquiryTitle: 'Product Inquiry',
  enquire: 'Enquire',
  enquireAbout: (applicationName: string) => `Enquire about ${applicationName}`,
  sendMessage: 'Send Message',
  submitInquiry: 'Submit',
  chooseApplication: 'Choose an application',
  close: 'Close',
  notifications: 'Notifications',
  dismiss: 'Dismiss notification',
  optional: '(optional)',
  required: 'required',
  resume: 'Resume (PDF)',
  chooseResumeAgain: (fileName: string) =>
    `Please choose your resume again (${fileName}): a file cannot be kept when the page reloads.`,
  uploading: 'Uploading resume',
} as const;

// Labels of the product tabs and application list widgets.
export const CATALOGUE_TEXT = {
  productCategories: 'Product categories',
  keyCharacteristics: 'Key Characteristics',
  typicalProperties: 'Typical properties',
  suitable: 'Suitable:',
  unsuitable: 'Not suitable:',
  matchingGrades: 'Our grades for this application:',
  viewApplication: 'View application',
  opensInNewTab: '(opens in a new tab)',
} as const;
