import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { FORM_TEXT, MESSAGES } from '../../src/content/messages';
import { PRODUCTS } from '../../src/content/products';
import { CHECKOUT_TEXT, SHOP_DETAILS_TEXT } from '../../src/content/shop';
import { FIELD_LABELS } from '../../src/submissions/field-labels';
import { CareerForm } from '../../src/forms/career/career-form';
import type { FormProps } from '../../src/forms/kit/submission-types';
import { ContactForm } from '../../src/forms/contact/contact-form';
import { InquiryForm } from '../../src/forms/inquiry/inquiry-form';
import { QuotationForm } from '../../src/forms/quotation/quotation-form';
import { ReviewForm } from '../../src/forms/review/review-form';
import { SampleForm } from '../../src/forms/sample/sample-form';
import { SAMPLE_TEXT } from '../../src/content/sample-request';

/** What every form is given by the widget or page that shows it, each part set. */
export type CommonProps = Required<Omit<FormProps, 'afterSuccess'>>;

/** One of the forms, as the shared behaviour tests (form-suite.tsx) drive it. */
export interface FormUnderTest {
  /** The kind's name: the route, the draft, the widgets' `detail.form`. */
  name: string;
  /** The stored documents' `_type`, also the id's prefix. */
  type: string;
  render(props: CommonProps): ReactElement;
  /** Fills every field a visitor must, `name` in the name field. */
  fill(user: UserEvent, name: string): Promise<void>;
  /** What a visitor does again after a reload, beside what the draft brings back. */
  refill?(user: UserEvent): Promise<void>;
  /** A text field the visitor changes, typed into by label, and its name once stored. */
  edit: { label: RegExp; field: string };
  /** The submit button's name. */
  submit: string;
  /** The fields an empty submit marks, by label, in the form's order. */
  required: RegExp[];
  /** The success toast, for the forms that show one. */
  sent?: string;
}

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const NAME = label(FIELD_LABELS.name);
const EMAIL = label(FIELD_LABELS.email);
const PHONE = label(FIELD_LABELS.phone);
const COMPANY = label(FIELD_LABELS.companyName);
const MESSAGE = label(FIELD_LABELS.message);

/** Puts text into fields as a visitor pasting it would: quicker than typing, the same events. */
async function type(user: UserEvent, fields: [RegExp, string][]) {
  for (const [field, text] of fields) {
    await user.click(screen.getByLabelText(field));
    await user.paste(text);
  }
}

/** A small real PDF, as the gateway checks the first bytes of an upload. */
const resume = () =>
  new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'meera-cv.pdf', {
    type: 'application/pdf',
  });

const GRADE = PRODUCTS[0]!;

export const FORMS_UNDER_TEST: FormUnderTest[] = [
  {
    name: 'contact',
    type: 'contact',
    render: (props) => <ContactForm {...props} afterSuccess="reset" />,
    fill: (user, name) =>
      type(user, [
        [NAME, name],
        [EMAIL, 'asha@example.com'],
        [PHONE, '+91 91234 56780'],
        [MESSAGE, 'Need 2 t of ortho resin'],
      ]),
    edit: { label: MESSAGE, field: 'message' },
    submit: FORM_TEXT.sendMessage,
    required: [NAME, EMAIL, PHONE, MESSAGE],
    sent: MESSAGES.messageSent,
  },
  {
    name: 'inquiry',
    type: 'application',
    render: (props) => <InquiryForm {...props} applicationName="Marine" />,
    fill: (user, name) =>
      type(user, [
        [NAME, name],
        [PHONE, 'call after 5 pm'],
        [COMPANY, 'Kumar Boats'],
        [MESSAGE, 'Gelcoat for 12 m hulls'],
      ]),
    edit: { label: MESSAGE, field: 'message' },
    submit: FORM_TEXT.submitInquiry,
    required: [NAME, PHONE, COMPANY, MESSAGE],
    sent: MESSAGES.inquirySubmitted,
  },
  {
    name: 'career',
    type: 'career',
    render: (props) => <CareerForm {...props} afterSuccess="reset" />,
    fill: async (user, name) => {
      await type(user, [
        [NAME, name],
        [EMAIL, 'meera@example.com'],
        [PHONE, '91234 56780'],
      ]);
      await user.upload(screen.getByLabelText(label(FORM_TEXT.resume)), resume());
    },
    // A chosen file cannot be restored after a reload: the visitor chooses it again.
    refill: (user) => user.upload(screen.getByLabelText(label(FORM_TEXT.resume)), resume()),
    edit: { label: MESSAGE, field: 'message' },
    submit: MESSAGES.submitApplication,
    required: [NAME, EMAIL, PHONE, label(FORM_TEXT.resume)],
    sent: MESSAGES.applicationSent,
  },
  {
    name: 'quotation',
    type: 'quotation',
    render: (props) => (
      <QuotationForm
        {...props}
        lines={[{ productId: GRADE.id, title: GRADE.title, quantity: 2 }]}
      />
    ),
    fill: async (user, name) => {
      await type(user, [
        [NAME, name],
        [COMPANY, 'Rao Composites'],
        [EMAIL, 'anita@example.com'],
        [PHONE, '+44 20 7946 0958'],
        [label(CHECKOUT_TEXT.stateLabel), 'Greater London'],
        [label(CHECKOUT_TEXT.postcodeLabel), 'EC1A 1BB'],
      ]);
      await user.selectOptions(screen.getByLabelText(label(CHECKOUT_TEXT.countryLabel)), 'uk');
    },
    edit: { label: COMPANY, field: 'companyName' },
    submit: CHECKOUT_TEXT.submit,
    required: [
      NAME,
      COMPANY,
      EMAIL,
      PHONE,
      label(CHECKOUT_TEXT.countryLabel),
      label(CHECKOUT_TEXT.stateLabel),
      label(CHECKOUT_TEXT.postcodeLabel),
    ],
  },
  {
    name: 'review',
    type: 'review',
    render: (props) => <ReviewForm {...props} productId={GRADE.id} />,
    fill: async (user, name) => {
      await type(user, [
        [label(SHOP_DETAILS_TEXT.nameLabel), name],
        [label(SHOP_DETAILS_TEXT.emailLabel), 'kavita@example.com'],
        [label(SHOP_DETAILS_TEXT.reviewLabel), 'Cures evenly in our moulds'],
      ]);
      await user.click(screen.getByRole('radio', { name: SHOP_DETAILS_TEXT.star(4) }));
    },
    edit: { label: label(SHOP_DETAILS_TEXT.reviewLabel), field: 'review' },
    submit: SHOP_DETAILS_TEXT.submitReview,
    required: [
      label(SHOP_DETAILS_TEXT.nameLabel),
      label(SHOP_DETAILS_TEXT.emailLabel),
      label(SHOP_DETAILS_TEXT.reviewLabel),
    ],
  },
  {
    name: 'sample',
    type: 'sample',
    render: (props) => <SampleForm {...props} text={SAMPLE_TEXT} />,
    fill: async (user, name) => {
      await user.selectOptions(screen.getByLabelText(label(SAMPLE_TEXT.gradeLabel)), GRADE.id);
      await user.selectOptions(screen.getByLabelText(label(SAMPLE_TEXT.sizeLabel)), '5');
      await type(user, [
        [label(SAMPLE_TEXT.purposeLabel), 'Tank lining trial'],
        [NAME, name],
        [COMPANY, 'Rao Composites'],
        [EMAIL, 'anita@example.com'],
        [PHONE, '+91 98200 12345'],
        [label(SAMPLE_TEXT.addressLabel), 'Plot 7, MIDC Chakan, Pune'],
        [label(SAMPLE_TEXT.postcodeLabel), '410501'],
      ]);
      await user.selectOptions(screen.getByLabelText(label(SAMPLE_TEXT.countryLabel)), 'IN');
    },
    edit: { label: COMPANY, field: 'companyName' },
    submit: SAMPLE_TEXT.submit,
    required: [
      NAME,
      COMPANY,
      EMAIL,
      PHONE,
      label(SAMPLE_TEXT.gradeLabel),
      label(SAMPLE_TEXT.sizeLabel),
      label(SAMPLE_TEXT.purposeLabel),
      label(SAMPLE_TEXT.addressLabel),
      label(SAMPLE_TEXT.countryLabel),
      label(SAMPLE_TEXT.postcodeLabel),
    ],
    sent: SAMPLE_TEXT.sent,
  },
];
