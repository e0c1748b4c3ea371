import { APPLICATIONS } from '../../../content/applications';
import { CHECKOUT_TEXT, COUNTRY_OPTIONS, SHOP_DETAILS_TEXT } from '../../../content/shop';
import { OPTIONAL_FIELDS } from '../../../submissions/field-labels';
import type { AnswerWords } from './answer-words';

/*
 * Each form as the gateway draws it again, after a post that needs putting right: its controls
 * in the order the site's form shows them, with the site's labels, types and autofill hints, so
 * the visitor meets the same form, filled in as they left it. The contact, inquiry and career
 * forms speak every language; the shop's forms (quotation, review) are English, as their pages.
 */

/** One control of a form drawn by the gateway. */
export interface Control {
  name: string;
  label: string;
  control: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'file' | 'stars' | 'hidden';
  autocomplete?: string;
  /** Shown read-only, as the page gave it (the inquiry's application). */
  readonly?: boolean;
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  accept?: string;
  /** Two controls side by side where the site's form has a row. */
  row?: boolean;
}

/** A form's controls and words, as the gateway draws it. */
export interface FormSpec {
  /** The form's accessible name. */
  label: string;
  /** Its submit button's words. */
  submit: string;
  controls: Control[];
}

const APPLICATION_OPTIONS = APPLICATIONS.map(({ service_name: name }) => ({
  value: name,
  label: name,
}));

/**
 * The form of `kind` in `words`' language. `posted` is what came: the inquiry's application
 * stays read-only as the page gave it, and becomes a choice when none came or it was wrong.
 */
export function formSpec(
  kind: string,
  words: AnswerWords,
  posted: Readonly<Record<string, string>>,
  wrong: ReadonlySet<string>,
): FormSpec | undefined {
  const { fieldLabels: labels, formText, messages } = words;
  const optional = (name: string) => OPTIONAL_FIELDS[kind]?.includes(name) === true;
  const field = (
    name: keyof typeof labels,
    control: Control['control'],
    extra: Partial<Control> = {},
  ): Control => ({ name, label: labels[name], control, optional: optional(name), ...extra });
  switch (kind) {
    case 'contact':
      return {
        label: formText.contactForm,
        submit: formText.sendMessage,
        controls: [
          field('name', 'text', { autocomplete: 'name', row: true }),
          field('email', 'email', { autocomplete: 'email', row: true }),
          field('phone', 'tel', { autocomplete: 'tel', row: true }),
          field('companyName', 'text', { autocomplete: 'organization', row: true }),
          field('message', 'textarea'),
        ],
      };
    case 'inquiry': {
      const given = posted.applicationName ?? '';
      return {
        label: formText.inquiryForm,
        submit: formText.submitInquiry,
        controls: [
          given && !wrong.has('applicationName')
            ? field('applicationName', 'text', { readonly: true })
            : field('applicationName', 'select', {
                options: APPLICATION_OPTIONS,
                placeholder: formText.chooseApplication,
              }),
          field('name', 'text', { autocomplete: 'name', row: true }),
          field('phone', 'tel', { autocomplete: 'tel', row: true }),
          field('companyName', 'text', { autocomplete: 'organization' }),
          field('message', 'textarea'),
        ],
      };
    }
    case 'career':
      return {
        label: formText.careerForm,
        submit: messages.submitApplication,
        controls: [
          field('name', 'text', { autocomplete: 'name', row: true }),
          field('email', 'email', { autocomplete: 'email', row: true }),
          field('phone', 'tel', { autocomplete: 'tel' }),
          field('message', 'textarea'),
          {
            name: 'resume',
            label: formText.resume,
            control: 'file',
            accept: 'application/pdf,.pdf',
          },
        ],
      };
    case 'quotation':
      return {
        label: CHECKOUT_TEXT.form,
        submit: CHECKOUT_TEXT.submit,
        controls: [
          field('name', 'text', { autocomplete: 'name', row: true }),
          field('companyName', 'text', { autocomplete: 'organization', row: true }),
          field('email', 'email', { autocomplete: 'email', row: true }),
          field('phone', 'tel', { autocomplete: 'tel', row: true }),
          {
            name: 'country',
            label: CHECKOUT_TEXT.countryLabel,
            control: 'select',
            autocomplete: 'country',
            options: COUNTRY_OPTIONS,
            placeholder: CHECKOUT_TEXT.chooseCountry,
          },
          {
            name: 'state',
            label: CHECKOUT_TEXT.stateLabel,
            control: 'text',
            autocomplete: 'address-level1',
            row: true,
          },
          {
            name: 'postcode',
            label: CHECKOUT_TEXT.postcodeLabel,
            control: 'text',
            autocomplete: 'postal-code',
            row: true,
          },
          { name: 'coupon', label: CHECKOUT_TEXT.couponLabel, control: 'text', optional: true },
        ],
      };
    case 'review':
      return {
        label: SHOP_DETAILS_TEXT.reviewForm,
        submit: SHOP_DETAILS_TEXT.submitReview,
        controls: [
          { name: 'productId', label: '', control: 'hidden' },
          {
            name: 'name',
            label: SHOP_DETAILS_TEXT.nameLabel,
            control: 'text',
            autocomplete: 'name',
            row: true,
          },
          {
            name: 'email',
            label: SHOP_DETAILS_TEXT.emailLabel,
            control: 'email',
            autocomplete: 'email',
            row: true,
          },
          { name: 'rating', label: SHOP_DETAILS_TEXT.ratingLabel, control: 'stars' },
          { name: 'review', label: SHOP_DETAILS_TEXT.reviewLabel, control: 'textarea' },
        ],
      };
    default:
      return undefined;
  }
}
