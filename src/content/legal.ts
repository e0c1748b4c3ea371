// Terms of use for this website (the privacy policy is privacy-policy.ts).
import type { LegalDocument } from './types';
import { LEGAL_DATE, MINIMUM_AGE } from './constants';
import { COMPANY } from './company';

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
