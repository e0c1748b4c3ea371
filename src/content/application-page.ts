// Labels of the page each application has at /application/<slug>. Apart from applications.ts,
// which the home page and the applications list load too, so they do not carry these.
export const APPLICATION_PAGE_TEXT = {
  breadcrumb: 'Applications',
  suitableHeading: 'Suitable resin types',
  suitableIntro:
    'Each type is made as these grades. Open a grade in the catalogue, or download its data sheets.',
  unsuitableHeading: 'Resin types to avoid',
  dataSheetsOf: (grade: string, sheet: string) => `${sheet}: ${grade}`,
  enquireHeading: 'Ask our engineers',
  enquireText: 'Tell us about your parts and your process, and we will recommend a grade.',
  previous: 'Previous application',
  next: 'Next application',
  backToList: 'Back to all applications',
  notFoundTitle: 'Application not found',
  notFoundText:
    'There is no application at this address. These are the applications we make resins for:',
} as const;
