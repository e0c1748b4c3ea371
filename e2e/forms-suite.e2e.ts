import { APPLICATIONS } from '../src/content/applications';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { formBrowserSuite, inquiryDialog } from '../testing/browser/form-suite';
import { tabTo } from '../testing/browser/forms';

// What the contact, inquiry and career forms do alike in a browser, on their pages of the site:
// a retry after the content service was down, and the keyboard alone. What each does of its
// own is in its forms-<kind>.e2e.ts.
const application = APPLICATIONS[0]!.service_name;

formBrowserSuite([
  {
    kind: 'contact',
    type: 'contact',
    path: '/inquiry',
    open: async (page) => page.getByRole('form', { name: FORM_TEXT.contactForm }),
    reach: (page) => tabTo(page, '.resin-contact-form [name="name"]'),
    values: (name) => ({
      name: `Asha Patil ${name}`,
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      companyName: 'Patil Composites',
      message: `Need 2 t of orthophthalic resin (${name})`,
    }),
    submit: FORM_TEXT.sendMessage,
    sent: MESSAGES.messageSent,
    failed: MESSAGES.sendFailed,
  },
  {
    kind: 'inquiry',
    type: 'application',
    path: '/applications',
    ...inquiryDialog(application),
    values: (name) => ({
      name: `Ravi Kumar ${name}`,
      phone: 'call after 5 pm',
      companyName: 'Kumar Boats',
      message: `Gelcoat for 12 m hulls (${name})`,
    }),
    stored: { applicationName: application },
    submit: FORM_TEXT.submitInquiry,
    sent: MESSAGES.inquirySubmitted,
    failed: MESSAGES.sendFailed,
  },
  {
    kind: 'career',
    type: 'career',
    path: '/career',
    open: async (page) => page.getByRole('form', { name: FORM_TEXT.careerForm }),
    reach: (page) => tabTo(page, '.resin-career-form [name="name"]'),
    values: (name) => ({
      name: `Meera Shah ${name}`,
      email: 'meera@example.com',
      phone: '98765 43210',
      message: `Quality engineer, six years in FRP (${name})`,
    }),
    file: { name: 'meera-cv.pdf' },
    submit: MESSAGES.submitApplication,
    sent: MESSAGES.applicationSent,
    // The resume goes first, so its upload is what fails.
    failed: MESSAGES.resumeUploadFailed,
  },
]);
