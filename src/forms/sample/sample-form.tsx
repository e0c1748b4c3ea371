import { useMemo } from 'react';
import { EN_CURRENT_NOTICE } from '../../content/current-notice-site';
import { PRODUCTS } from '../../content/products';
import {
  SAMPLE_COUNTRIES,
  SAMPLE_MESSAGES,
  SAMPLE_SIZES_KG,
  SAMPLE_TEXT,
} from '../../content/sample-request';
import { FormField, SelectField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { messageTranslator } from '../../content/i18n/message-translator';
import type { FormProps } from '../kit/submission-types';
import { useSubmission } from '../kit/use-submission';
import { useThanks } from '../kit/use-thanks';
import { SampleThanks, type SampleText } from './sample-thanks';

export type { SampleText };

export interface SampleFormProps extends FormProps {
  /** The page's words, in its language. */
  text: SampleText;
  /** The grade the page was opened on, chosen at first. */
  grade?: string | undefined;
}

const EMPTY = {
  productId: '',
  quantityKg: '',
  purpose: '',
  companyName: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  country: '',
  postcode: '',
};

const load = () => import('../../submissions/sample').then(({ sampleKind }) => sampleKind);

const SIZES = SAMPLE_SIZES_KG.map(String);
const COUNTRIES = Object.keys(SAMPLE_COUNTRIES) as (keyof typeof SAMPLE_COUNTRIES)[];

/**
 * The sample request: a grade, a trial pack size, what the sample is for, the buyer and the
 * delivery address (India's 6-digit PIN code or Sri Lanka's 5-digit postal code). Its own
 * problems are English, as the schema and the gateway say them, and shown in the page's words:
 * those of a submit (and its summary) through `adjust`, and each one again as it is rechecked
 * while the visitor types, through `field`.
 */
export function SampleForm({ text, grade, apiBase, onSubmitted, onFailed }: SampleFormProps) {
  const say = useMemo(() => messageTranslator([[SAMPLE_MESSAGES, text.messages]]), [text.messages]);
  const form = useSubmission('sample', {
    load,
    noticeWords: EN_CURRENT_NOTICE,
    empty: { ...EMPTY, productId: grade ?? '' },
    apiBase,
    sent: SAMPLE_TEXT.sent,
    thanks: useThanks,
    adjust: (errors) => {
      for (const [field, message] of Object.entries(errors)) {
        if (message) errors[field] = say(message);
      }
    },
    onSubmitted,
    onFailed,
  });
  /** A field of the form, its problem in the page's words. */
  const field = (name: keyof typeof EMPTY, label?: string) => {
    const given = form.field(name, label);
    return { ...given, error: given.error && say(given.error) };
  };
  return (
    <FormFrame
      form={form}
      className="resin-sample-form"
      label={text.form}
      submit={text.submit}
      thanks={<SampleThanks text={text} form={form} />}
    >
      <div className="resin-form__row">
        <FormField {...field('name')} autoComplete="name" />
        <FormField {...field('companyName')} autoComplete="organization" />
      </div>
      <div className="resin-form__row">
        <FormField {...field('email')} type="email" autoComplete="email" />
        <FormField {...field('phone')} type="tel" autoComplete="tel" />
      </div>
      <fieldset className="resin-sample-form__group">
        <legend>{text.gradeLabel}</legend>
        <SelectField
          {...field('productId', text.gradeLabel)}
          placeholder={text.chooseGrade}
          options={PRODUCTS.map((product) => ({ value: product.id, label: product.title }))}
        />
        <SelectField
          {...field('quantityKg', text.sizeLabel)}
          placeholder={text.sizeLabel}
          options={SIZES.map((kg) => ({ value: kg, label: text.size(Number(kg)) }))}
        />
        <FormField {...field('purpose', text.purposeLabel)} hint={text.purposeHint} multiline />
      </fieldset>
      <fieldset className="resin-sample-form__group">
        <legend>{text.addressLabel}</legend>
        <FormField
          {...field('address', text.addressLabel)}
          autoComplete="street-address"
          multiline
        />
        <div className="resin-form__row">
          <SelectField
            {...field('country', text.countryLabel)}
            placeholder={text.chooseCountry}
            options={COUNTRIES.map((code) => ({ value: code, label: text.countries[code] }))}
            autoComplete="country"
          />
          <FormField
            {...field('postcode', text.postcodeLabel)}
            hint={text.postcodeHint}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
      </fieldset>
    </FormFrame>
  );
}
