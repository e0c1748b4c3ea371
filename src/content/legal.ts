// Privacy policy and terms of use for this website.
import type { LegalDocument } from './types';
import { LEGAL_DATE, MINIMUM_AGE, RESUME_MAX_BYTES } from './constants';
import { COMPANY } from './company';

const resumeLimitMb = RESUME_MAX_BYTES / (1024 * 1024);
const registeredOffice = COMPANY.addresses.maharashtra.lines.join(', ');

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  date: LEGAL_DATE,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is operated by ${COMPANY.name}, ${registeredOffice}. We are responsible for the personal data you send us through it. This policy explains what we collect, why, where it is kept and for how long.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We only collect what you type into our forms. The contact form asks for your name, e-mail address, phone number, company name and message. The product and application enquiry form asks for your name, phone number, company name, message and the application you are asking about.',
        `The career form asks for your name, e-mail address, phone number, a message and your resume as a PDF file of up to ${resumeLimitMb} MB.`,
        'Our server also records the time of each submission and, for a short time, the network address it came from, so that it can limit repeated automated submissions.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use enquiries and contact messages to answer you, to send quotations and technical data, and to follow up on orders you discuss with us. We use career applications only to assess you for a position with us or our group companies.',
        'We do not sell your data, and we do not use it for advertising or profiling.',
      ],
    },
    {
      heading: 'Where it is stored',
      paragraphs: [
        'Submissions are sent over an encrypted connection to our website server, which checks them and stores them in our content management service, hosted by a cloud provider that processes data only on our instructions. Access is limited to the sales, technical and human resources staff who need it.',
        'Our sister companies Kalpa Composite and Lanka Compsite may see an enquiry when it concerns their products or country.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Contact messages and enquiries are kept for 24 months after our last exchange with you, or longer while they are part of an order or contract record that the law requires us to keep.',
        'Career applications and resumes are kept for 12 months, then deleted, unless you are hired or ask us to keep them for future openings.',
      ],
    },
    {
      heading: 'Cookies and embedded content',
      paragraphs: [
        'This website sets no advertising or analytics cookies. It keeps what you type into a form in your own browser until you send it, so nothing is lost if the page reloads, and it remembers your scroll position for the current session only.',
        'The maps and the video come from Google Maps and YouTube. They load only when you choose to show a map or play the video, and those services then apply their own privacy policies.',
      ],
    },
    {
      heading: 'Your rights and how to contact us',
      paragraphs: [
        `You may ask to see, correct or delete the personal data we hold about you, or withdraw a career application at any time. Write to ${COMPANY.emails.info.display} or call ${COMPANY.phone.display}. We reply within 30 days.`,
        'We may update this policy when the website or the law changes; the date at the top shows the current version.',
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  date: LEGAL_DATE,
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        // The company's name ends in a full stop of its own, so no sentence ends with it.
        `These terms, set by ${COMPANY.name}, govern your use of this website. By using the website you agree to them. If you do not agree, please do not use the website.`,
      ],
    },
    {
      heading: 'Who may use this website',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old to use this website and to send us an enquiry, a message or a job application. By submitting a form you confirm that you are at least ${MINIMUM_AGE} and that the information you give is true and your own.`,
      ],
    },
    {
      heading: 'Product information',
      paragraphs: [
        'Product descriptions, typical properties and application advice on this website and in our downloadable catalogues are given in good faith for guidance. Typical values are not specifications. The certificate of analysis supplied with each batch and our written quotation are what count for a purchase.',
        'Resin performance depends on the catalyst, temperature, reinforcement and process used. Always test a resin under your own conditions before production.',
      ],
    },
    {
      heading: 'Prices and orders',
      paragraphs: [
        'Prices shown on this website are indicative only. No sale is made through the website: orders are accepted only by our written confirmation, on our terms of sale.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not send unlawful, misleading or harmful content through our forms, do not upload files other than your own resume, and do not try to disrupt the website or its servers or to submit forms automatically.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The text, images, logos and catalogues on this website belong to ${COMPANY.name} or its group companies. You may download and print them for evaluating our products, but not republish them without our written permission.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We take care to keep this website accurate and available, but we cannot promise that it is always complete, current or free of interruption. To the extent the law allows, we are not liable for losses arising from the use of information on this website.',
        'Links to other websites, including those of our sister companies, are provided for convenience; we are not responsible for their content.',
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: [
        `These terms are governed by the laws of India, and the courts of Maharashtra have jurisdiction. Questions about them may be sent to ${COMPANY.emails.info.display}.`,
      ],
    },
  ],
};
