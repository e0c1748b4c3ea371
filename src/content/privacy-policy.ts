// The privacy page: what each form collects, why, for how long and who receives it, the
// visitor's rights in India and Sri Lanka, and how to use them or complain. Keyed data, so
// that a translation replaces the words and keeps the shape.
import { COMPANY, type ContactLink } from './company';
import { MINIMUM_AGE, RESUME_MAX_BYTES } from './constants';
import { OPTIONAL_CONSENTS, periodText, type NoticeKind } from './privacy-notice';
import { RETENTION_DAYS, UNSENT_UPLOAD_HOURS, type RetentionPeriods } from './retention';

/** The policy's own date: it was rewritten after the site's other legal text was dated. */
export const PRIVACY_DATE = 'November 25, 2026';

/** A term and what it means for the visitor, shown as a description list. */
export interface PolicyFact {
  term: string;
  text: string;
}

/** One form, itemised. */
export interface PolicyForm {
  kind: NoticeKind;
  heading: string;
  /** Where the form is found. */
  where: string;
  facts: PolicyFact[];
}

export interface PolicyOfficer {
  heading: string;
  name: string;
  role: string;
  email: ContactLink;
  phone: ContactLink;
  address: string[];
}

export type PolicyBlock =
  | { paragraph: string }
  | { facts: PolicyFact[] }
  | { forms: PolicyForm[] }
  | { officer: PolicyOfficer };

export interface PolicySection {
  /** Stable key of the section, the same in every language. */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

export interface PrivacyPolicy {
  title: string;
  date: string;
  sections: PolicySection[];
}

const kept = (rule: keyof RetentionPeriods) => periodText(RETENTION_DAYS[rule], 'en') ?? '';
const choice = (kind: NoticeKind) => OPTIONAL_CONSENTS[kind].map(({ label }) => `"${label}"`)[0];
const resumeLimitMb = RESUME_MAX_BYTES / (1024 * 1024);
const officer = COMPANY.grievanceOfficer;
const [kalpaComposite, lankaCompsite] = COMPANY.sisterCompanies;

/** The labels of each form's facts. */
const FACT = {
  data: 'What we collect',
  why: 'Why',
  kept: 'How long we keep it',
  recipients: 'Who receives it',
  choice: 'Your choice',
} as const;

const UPDATES_CHOICE = (kind: NoticeKind) =>
  `Product updates only if you tick ${choice(kind)}. You can stop them at any time.`;

const FORMS: PolicyForm[] = [
  {
    kind: 'contact',
    heading: 'Contact form',
    where:
      "On our contact page, and on dealers' websites that show our contact form. The same applies to both.",
    facts: [
      {
        term: FACT.data,
        text: 'Your name, e-mail address, phone number, company name (if you give it) and message.',
      },
      { term: FACT.why, text: 'To answer your message.' },
      { term: FACT.kept, text: `${kept('contact')} from the day you send it, then deleted.` },
      {
        term: FACT.recipients,
        text: "Our sales team. If you send it on a dealer's website, that dealer also gets a copy by e-mail.",
      },
      { term: FACT.choice, text: UPDATES_CHOICE('contact') },
    ],
  },
  {
    kind: 'inquiry',
    heading: 'Enquiry form',
    where:
      "Beside our products and applications, and on dealers' websites that show our enquiry form.",
    facts: [
      {
        term: FACT.data,
        text: 'Your name, phone number, company name and message, and the application you ask about.',
      },
      {
        term: FACT.why,
        text: 'To answer your enquiry, send you technical data and prices, and follow up on an order you discuss with us.',
      },
      { term: FACT.kept, text: `${kept('inquiry')} from the day you send it, then deleted.` },
      {
        term: FACT.recipients,
        text: `Our sales and technical teams. If you send it on a dealer's website, or through a dealer you choose in our dealer finder, that dealer also gets a copy by e-mail. Our sister companies ${kalpaComposite.name} and ${lankaCompsite.name} may see it when it concerns their products or country.`,
      },
      { term: FACT.choice, text: UPDATES_CHOICE('inquiry') },
    ],
  },
  {
    kind: 'career',
    heading: 'Career form',
    where: "On our career page, and on dealers' websites that show our career form.",
    facts: [
      {
        term: FACT.data,
        text: `Your name, e-mail address, phone number, a message if you write one, and your CV as a PDF file of up to ${resumeLimitMb} MB.`,
      },
      {
        term: FACT.why,
        text: 'To consider you for a job with us or our group companies.',
      },
      {
        term: FACT.kept,
        text: `${kept('career')} from the day you send it, then deleted with your CV. If you tick ${choice('career')}, ${kept('careerKept')}. If we hire you, it becomes part of your staff record. A CV uploaded for an application that is then not sent is deleted after ${UNSENT_UPLOAD_HOURS.kept} hours.`,
      },
      {
        term: FACT.recipients,
        text: "Our human resources team and the managers of the job. Never a dealer, even if you apply on a dealer's website.",
      },
    ],
  },
  {
    kind: 'quotation',
    heading: 'Quotation request',
    where: 'At the checkout of our cart.',
    facts: [
      {
        term: FACT.data,
        text: 'Your name, company name, e-mail address, phone number, country, state and postcode, the products and quantities you chose, and your contract price code if you have one.',
      },
      { term: FACT.why, text: 'To prepare your quotation and follow it up.' },
      {
        term: FACT.kept,
        text: `${kept('quotation')} from the day you send it, then deleted. If you then order, the order records the law requires are kept apart from it, for as long as the law requires.`,
      },
      { term: FACT.recipients, text: 'Our sales team.' },
      { term: FACT.choice, text: UPDATES_CHOICE('quotation') },
    ],
  },
  {
    kind: 'review',
    heading: 'Product review',
    where: "On each product's page in our shop.",
    facts: [
      {
        term: FACT.data,
        text: 'Your name, e-mail address, rating and review, and the product you review.',
      },
      {
        term: FACT.why,
        text: "To check your review and, if it is helpful and fair, publish it on the product's page.",
      },
      {
        term: FACT.kept,
        text: `${kept('review')} from the day you send it, then deleted. A published review stays on the page until you ask us to remove it.`,
      },
      {
        term: FACT.recipients,
        text: 'The staff who check reviews. If we publish it, everyone who visits the page sees the review and rating, and your name only if you tick the box. Never your e-mail address.',
      },
      {
        term: FACT.choice,
        text: `Your name is shown with a published review only if you tick ${choice('review')}.`,
      },
    ],
  },
  {
    kind: 'sample',
    heading: 'Sample request',
    where:
      "On our sample request page, opened from each grade's page, our samples service and a dealer in our dealer finder.",
    facts: [
      {
        term: FACT.data,
        text: 'Your name, company name, e-mail address, phone number, delivery address with its PIN or postal code, the grade and sample size you chose, and what you will test it for.',
      },
      { term: FACT.why, text: 'To send your sample and follow up your trial.' },
      { term: FACT.kept, text: `${kept('sample')} from the day you send it, then deleted.` },
      {
        term: FACT.recipients,
        text: 'Our sales and technical teams, and the courier, who gets your name, phone number and delivery address. If you send it through a dealer, that dealer also gets a copy by e-mail.',
      },
      { term: FACT.choice, text: UPDATES_CHOICE('sample') },
    ],
  },
];

export const PRIVACY_POLICY: PrivacyPolicy = {
  title: 'Privacy Policy',
  date: PRIVACY_DATE,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          paragraph: `This website is run by ${COMPANY.name}, ${COMPANY.addresses.maharashtra.lines.join(', ')}. We decide how the personal data you send us is used, whether you send it on this website or through our forms on dealers' websites. India's law calls us the Data Fiduciary, and Sri Lanka's law the controller.`,
        },
        {
          paragraph:
            'This page says what each form collects, why, how long we keep it and who receives it, and what your rights are. We do not sell your data, and we do not use it for advertising or profiling.',
        },
      ],
    },
    {
      id: 'forms',
      heading: 'What each form collects',
      blocks: [
        {
          paragraph:
            "We collect only what you type into a form, and a few facts our server adds: when you sent it, the page it was on, which dealer's website it came through (if any), and what you agreed to (the version of the notice you saw and your choices). Each form shows a short notice beside its button that says the same.",
        },
        { forms: FORMS },
        {
          paragraph: `A form our checks mark as likely spam is kept for ${kept('spam')}, so that our staff can make sure no real message was caught, then deleted. It is not sent to anyone.`,
        },
      ],
    },
    {
      id: 'dealers',
      heading: 'Dealers who show our forms',
      blocks: [
        {
          paragraph:
            "Some dealers show our enquiry and contact forms on their own websites. A form you send there comes to us, and that dealer gets a copy by e-mail, so that they can serve you locally. A dealer never gets a form sent on another dealer's website or on ours, and never gets a career application.",
        },
        {
          paragraph:
            'Once a dealer has its copy, it looks after it under its own privacy policy. Ask the dealer, or us, to delete it; we pass your request on to the dealer.',
        },
      ],
    },
    {
      id: 'storage',
      heading: 'Where your data is kept',
      blocks: [
        {
          paragraph:
            'Our website server checks each form and stores it in our content management service (Sanity), which keeps it on cloud servers that may be outside India and Sri Lanka. It handles your data only on our instructions, under a contract that requires it to keep the data secure. Our e-mail provider carries the e-mail our staff get about each form.',
        },
        {
          paragraph:
            "Everything travels over encrypted connections. Only the staff who need a form can read it. Our server's logs hold no names, contact details or messages. If a breach puts your data at risk, we tell you and the authorities, as the law requires.",
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and embedded content',
      blocks: [
        {
          paragraph:
            'This website sets no advertising or analytics cookies. It keeps what you type into a form in your own browser until you send it, so nothing is lost if the page reloads, and it remembers your scroll position for the current session only.',
        },
        {
          paragraph:
            'The maps and the video come from Google Maps and YouTube. They load only when you choose to show a map or play the video, and those services then apply their own privacy policies.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        {
          paragraph:
            'In India, the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025 give you these rights:',
        },
        {
          facts: [
            {
              term: 'Access',
              text: 'A summary of the data we hold about you, what we do with it, and who we have shared it with.',
            },
            {
              term: 'Correction',
              text: 'We correct, complete or update data that is wrong or missing.',
            },
            {
              term: 'Erasure',
              text: 'We delete your data when it is no longer needed, or when you ask, unless a law requires us to keep it.',
            },
            {
              term: 'Withdrawal of consent',
              text: 'You can withdraw your consent at any time, as easily as you gave it. We then stop what it allowed; what was done before stays lawful.',
            },
            {
              term: 'Grievance',
              text: 'You can complain to our grievance officer, who must answer you.',
            },
            {
              term: 'Nomination',
              text: 'You can name another person to use these rights for you if you die or cannot act yourself.',
            },
          ],
        },
        {
          paragraph:
            'In Sri Lanka, the Personal Data Protection Act, No. 9 of 2022 gives you these rights:',
        },
        {
          facts: [
            {
              term: 'Access',
              text: 'To know whether we process your data, and to get a copy of it.',
            },
            {
              term: 'Withdrawal of consent and objection',
              text: 'To withdraw your consent, or object to our use of your data, at any time.',
            },
            {
              term: 'Rectification',
              text: 'To have wrong data corrected and missing data completed.',
            },
            {
              term: 'Erasure',
              text: 'To have your data erased, for example when it is no longer needed.',
            },
            {
              term: 'Review of automated decisions',
              text: 'We make no decision about you by automated means alone. If that changes, you may ask a person to review such a decision.',
            },
            {
              term: 'Appeal',
              text: 'If we refuse a request, we tell you why, and you may appeal to the Data Protection Authority of Sri Lanka.',
            },
          ],
        },
      ],
    },
    {
      id: 'use-your-rights',
      heading: 'How to use your rights',
      blocks: [
        {
          paragraph:
            'Write to our grievance officer, or call us. Tell us which form you used and the e-mail address or phone number you gave, so that we can find your data; we may ask you to show that it is yours. It is free, and we answer within 21 days.',
        },
        {
          officer: {
            heading: 'Grievance officer',
            name: officer.name,
            role: `${officer.role}, ${COMPANY.name}`,
            email: officer.email,
            phone: COMPANY.phone,
            address: COMPANY.addresses.maharashtra.lines,
          },
        },
      ],
    },
    {
      id: 'withdraw',
      heading: 'How to withdraw your consent',
      blocks: [
        {
          paragraph:
            'To stop product updates, reply "stop" to any update, or write to our grievance officer; we stop as soon as we read it. To withdraw a career application, to ask us not to keep your CV after all, or to have any form deleted before its time, write to our grievance officer. We do it within 21 days and confirm it to you.',
        },
      ],
    },
    {
      id: 'complain',
      heading: 'How to complain',
      blocks: [
        {
          paragraph:
            'Bring any complaint to our grievance officer first. If we do not resolve it, or you are not satisfied with our answer, you can complain to the Data Protection Board of India, which takes complaints online. In Sri Lanka, you can complain to the Data Protection Authority of Sri Lanka.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          paragraph: `Our forms are for adults: you must be at least ${MINIMUM_AGE} to send one. We do not knowingly collect data about children.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          paragraph:
            'When we change how we use your data, we update this page and its date, and each form shows the new notice. We keep a record of which notice you saw when you sent a form.',
        },
      ],
    },
  ],
};
