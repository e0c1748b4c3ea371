import { useId, useRef } from 'react';
import { MESSAGES } from '../../content/messages';
import { CHECKOUT_TEXT, COUNTRY_OPTIONS, NO_PAYMENT_NOTICE } from '../../content/shop';
import { FIELD_LABELS } from '../../submissions/field-labels';
import { SubmitError } from '../../submissions/submit-error';
import { validate, type FieldIssue } from '../../submissions/validate';
import { useToasts } from '../../ui/toast/use-toasts';
import { toFieldErrors } from '../kit/failure';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { draftKey, useDraft } from '../kit/use-draft';
import { useFormChecks } from '../kit/use-form-checks';
import type { QuotationLine } from '../../submissions/quotation';
import { useFormErrors } from '../kit/use-form-errors';
import { useSubmitGuard } from '../kit/use-submit-guard';
import { CountrySelect } from './country-select';

export interface QuotationFormProps {
  /** The cart: what the request asks a price for. */
  lines: readonly QuotationLine[];
  /** Called with the stored request's id once it is stored; the page thanks the visitor. */
  onSubmitted: (id: string) => void;
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
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
type QuotationField = keyof typeof EMPTY;
const ORDER: readonly string[] = ['lines', ...Object.keys(EMPTY)];

const loadChecks = () => import('./quotation-checks');
type QuotationChecks = Awaited<ReturnType<typeof loadChecks>>;

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
export function QuotationForm({ lines, onSubmitted, apiBase }: QuotationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeId = useId();
  const draft = useDraft(draftKey('quotation'), EMPTY);
  const { toasterId, notify } = useToasts();
  const { prepare, whenReady } = useFormChecks(loadChecks);
  const { errors, setErrors, change, show, showFailure } = useFormErrors(formRef, ORDER, notify);
  const guard = useSubmitGuard();
  const { values } = draft;

  const onSubmit = () => {
    if (!guard.isIdle()) return;
    whenReady(submit, (error) => showFailure(error, MESSAGES.sendFailed));
  };

  const submit = ({ quotationFields, quotationKind, newSubmissionId, send }: QuotationChecks) => {
    const checked = validate(quotationFields, { ...values, lines });
    if (!checked.ok) {
      const fieldErrors = toFieldErrors(checked.issues);
      fieldErrors.lines = lineProblem(checked.issues, lines);
      show(fieldErrors, { message: checked.message });
      return;
    }
    setErrors({});
    void guard.run(async () => {
      const id = draft.ensureId(() => newSubmissionId(quotationKind));
      try {
        await send(quotationKind, { ...checked.data, id }, { apiBase });
      } catch (error) {
        showFailure(error, MESSAGES.sendFailed, undefined, (fieldErrors) => {
          if (error instanceof SubmitError) fieldErrors.lines = lineProblem(error.issues, lines);
        });
        return false;
      }
      draft.clear();
      onSubmitted(id);
      return true;
    });
  };

  const submitting = guard.phase === 'submitting';
  const field = (name: QuotationField, label: string) => ({
    name,
    label,
    value: values[name],
    onChange: change(name, draft.setValue),
    error: errors[name],
  });

  return (
    <FormFrame
      className="resin-quotation-form"
      formRef={formRef}
      label={CHECKOUT_TEXT.form}
      busy={submitting}
      onSubmit={onSubmit}
      onTouch={prepare}
      toasterId={toasterId}
    >
      <output name="lines" className="resin-field__error" tabIndex={-1} hidden={!errors.lines}>
        {errors.lines}
      </output>
      <fieldset className="resin-quotation-form__group">
        <legend>{CHECKOUT_TEXT.detailsHeading}</legend>
        <div className="resin-form__row">
          <FormField {...field('name', FIELD_LABELS.name)} required autoComplete="name" />
          <FormField
            {...field('companyName', FIELD_LABELS.companyName)}
            required
            autoComplete="organization"
          />
        </div>
        <div className="resin-form__row">
          <FormField
            {...field('email', FIELD_LABELS.email)}
            required
            type="email"
            autoComplete="email"
          />
          <FormField
            {...field('phone', FIELD_LABELS.phone)}
            required
            type="tel"
            autoComplete="tel"
          />
        </div>
      </fieldset>
      <fieldset className="resin-quotation-form__group">
        <legend>{CHECKOUT_TEXT.addressHeading}</legend>
        <CountrySelect
          label={CHECKOUT_TEXT.countryLabel}
          placeholder={CHECKOUT_TEXT.chooseCountry}
          hint={CHECKOUT_TEXT.countryNote}
          options={COUNTRY_OPTIONS}
          value={values.country}
          onChange={change('country', draft.setValue)}
          error={errors.country}
        />
        <div className="resin-form__row">
          <FormField
            {...field('state', CHECKOUT_TEXT.stateLabel)}
            required
            autoComplete="address-level1"
          />
          <FormField
            {...field('postcode', CHECKOUT_TEXT.postcodeLabel)}
            required
            autoComplete="postal-code"
          />
        </div>
      </fieldset>
      <FormField {...field('coupon', CHECKOUT_TEXT.couponLabel)} hint={CHECKOUT_TEXT.couponHelp} />
      <p id={noticeId} className="resin-quotation-form__notice">
        {NO_PAYMENT_NOTICE}
      </p>
      <div className="resin-form__actions">
        <button
          type="submit"
          className="resin-form__submit"
          part="button"
          disabled={submitting}
          aria-describedby={noticeId}
        >
          {submitting ? MESSAGES.submitting : CHECKOUT_TEXT.submit}
        </button>
      </div>
    </FormFrame>
  );
}
