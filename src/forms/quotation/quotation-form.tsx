import { useEffect, useId } from 'react';
import { EN_CURRENT_NOTICE } from '../../content/current-notice-site';
import { CHECKOUT_TEXT, COUNTRY_OPTIONS, NO_PAYMENT_NOTICE } from '../../content/shop';
import type { QuotationLine } from '../../submissions/quotation';
import type { FieldIssue } from '../../submissions/validate';
import { FormField, SelectField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import type { FormProps } from '../kit/submission-types';
import { useSubmission } from '../kit/use-submission';

export interface QuotationFormProps extends FormProps {
  /** The cart: what the request asks a price for. */
  lines: readonly QuotationLine[];
  /** Called with the stored request's id once it is stored; the page thanks the visitor. */
  onSubmitted: (id: string) => void;
  /** The country chosen ('' for none), whenever it changes, a restored draft's included. */
  onCountryChange?: (country: string) => void;
}

const EMPTY = {
  name: '',
  companyName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  postcode: '',
  coupon: '',
};

const load = () => import('../../submissions/quotation').then(({ quotationKind }) => quotationKind);

/**
 * A problem with one line names its grade: 'Isophthalic Resin: This grade is not in our
 * catalogue.' rather than the bare message under the whole list.
 */
function lineProblem(issues: readonly FieldIssue[], lines: readonly QuotationLine[]) {
  const issue = issues.find((i) => i.path.startsWith('lines'));
  if (!issue) return undefined;
  const index = Number(issue.path.split('.')[1]);
  const line = Number.isInteger(index) ? lines[index] : undefined;
  return line ? `${line.title ?? line.productId}: ${issue.message}` : issue.message;
}

/**
 * The checkout's quotation request: the buyer's details and delivery address, sent with the
 * cart. 'Make Payment' takes no payment; the notice beside it says so and what happens instead.
 */
export function QuotationForm({
  lines,
  onSubmitted,
  onFailed,
  apiBase,
  onCountryChange,
}: QuotationFormProps) {
  const linesId = useId();
  const form = useSubmission('quotation', {
    load,
    noticeWords: EN_CURRENT_NOTICE,
    empty: EMPTY,
    apiBase,
    input: (values) => ({ ...values, lines }),
    adjust: (errors, issues) => {
      errors.lines = lineProblem(issues, lines);
    },
    onSubmitted,
    onFailed,
  });
  const { country } = form.values;
  useEffect(() => onCountryChange?.(country), [country, onCountryChange]);
  return (
    <FormFrame
      form={form}
      className="resin-quotation-form"
      label={CHECKOUT_TEXT.form}
      submit={CHECKOUT_TEXT.submit}
      beside={<p className="resin-quotation-form__notice">{NO_PAYMENT_NOTICE}</p>}
    >
      <output
        id={linesId}
        name="lines"
        className="resin-field__error"
        tabIndex={-1}
        hidden={!form.errors.lines}
      >
        {form.errors.lines}
      </output>
      <fieldset className="resin-quotation-form__group">
        <legend>{CHECKOUT_TEXT.detailsHeading}</legend>
        <div className="resin-form__row">
          <FormField {...form.field('name')} autoComplete="name" />
          <FormField {...form.field('companyName')} autoComplete="organization" />
        </div>
        <div className="resin-form__row">
          <FormField {...form.field('email')} type="email" autoComplete="email" />
          <FormField {...form.field('phone')} type="tel" autoComplete="tel" />
        </div>
      </fieldset>
      <fieldset className="resin-quotation-form__group">
        <legend>{CHECKOUT_TEXT.addressHeading}</legend>
        <SelectField
          {...form.field('country', CHECKOUT_TEXT.countryLabel)}
          placeholder={CHECKOUT_TEXT.chooseCountry}
          hint={CHECKOUT_TEXT.countryNote}
          options={COUNTRY_OPTIONS}
          autoComplete="country"
        />
        <div className="resin-form__row">
          <FormField
            {...form.field('state', CHECKOUT_TEXT.stateLabel)}
            autoComplete="address-level1"
          />
          <FormField
            {...form.field('postcode', CHECKOUT_TEXT.postcodeLabel)}
            autoComplete="postal-code"
          />
        </div>
      </fieldset>
      <FormField
        {...form.field('coupon', CHECKOUT_TEXT.couponLabel)}
        hint={CHECKOUT_TEXT.couponHelp}
      />
    </FormFrame>
  );
}
