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
  /** The hidden field only scripts fill in; screen readers skip it, but its label says so. */
  leaveEmpty: 'Leave this field empty',
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
