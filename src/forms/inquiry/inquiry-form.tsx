import { lazy, Suspense, useState } from 'react';
import { INQUIRY_MODAL_CLOSE_MS } from '../../content/constants';
import { FormField, SelectField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import type { FormProps } from '../kit/submission-types';
import { useSubmission } from '../kit/use-submission';

/** The dealer an inquiry is sent through: its id, and the line that names it to the visitor. */
export interface InquiryDealer {
  id: string;
  /** 'Your inquiry goes through Shakti FRP Traders, Pune', in the visitor's language. */
  text: string;
}

/**
 * `afterSuccess`: what happens INQUIRY_MODAL_CLOSE_MS after a success. The form clears at once
 * either way; 'reset' (default) does nothing more, a function runs then (the modal closes).
 */
export interface InquiryFormProps extends FormProps<'reset' | (() => void)> {
  /**
   * The application the visitor asks about, shown read-only and sent with the inquiry. Not
   * used when `applicationOptions` is given: the visitor then chooses.
   */
  applicationName?: string;
  /**
   * How the read-only application is shown, when the page has it in the visitor's language;
   * `applicationName` is what the inquiry sends either way.
   */
  applicationLabel?: string | undefined;
  /**
   * For a page about no one application (the home page): the application becomes a required
   * select of these names, empty until the visitor picks one.
   */
  applicationOptions?: readonly string[];
  /** A toaster that outlives the form (the modal's); else the form shows its own. */
  toasterId?: string;
  /** Focus the first empty field when the form appears (inside the modal). */
  autoFocus?: boolean;
}

// applicationName is kept in the draft only when the visitor chooses it (select mode).
const EMPTY = { name: '', phone: '', companyName: '', message: '', applicationName: '' };
const load = () => import('../../submissions/inquiry').then(({ inquiryKind }) => inquiryKind);
// Needed only after a success, so a page with the form does not download it first.
const Receipt = lazy(() =>
  import('./inquiry-receipt').then(({ InquiryReceipt }) => ({ default: InquiryReceipt })),
);

/** The product inquiry: name, phone, company name and message required; no phone format. */
export function InquiryForm({
  applicationName = '',
  applicationLabel,
  applicationOptions,
  apiBase,
  onSubmitted,
  onFailed,
  afterSuccess = 'reset',
  toasterId,
  autoFocus = false,
}: InquiryFormProps) {
  const choosing = applicationOptions !== undefined;
  // The stored inquiry whose receipt the form's own toasts keep (a modal's opener keeps its own).
  const [stored, setStored] = useState<string | null>(null);
  // A draft from before the options changed may name one that is no longer offered.
  const chosenOf = (values: typeof EMPTY) =>
    applicationOptions?.includes(values.applicationName) ? values.applicationName : '';
  const form = useSubmission('inquiry', {
    load,
    empty: EMPTY,
    // A chosen application belongs to the draft, so one draft serves the whole select form.
    scope: choosing ? [] : [applicationName],
    apiBase,
    toasterId,
    input: (values) => ({
      ...values,
      applicationName: choosing ? chosenOf(values) : applicationName,
    }),
    // No success toast: the receipt, which carries 'Inquiry Submitted', is the one notice.
    after:
      typeof afterSuccess === 'function'
        ? { ms: INQUIRY_MODAL_CLOSE_MS, run: afterSuccess }
        : undefined,
    // Cleared, so a second inquiry may follow (inline use); an empty form cannot be resent.
    again: true,
    onSubmitted: (id) => {
      setStored(id);
      onSubmitted?.(id);
    },
    onFailed,
  });
  const chosen = chosenOf(form.values);
  const { formText, fieldLabels } = form.text;
  return (
    <FormFrame
      form={form}
      className="resin-inquiry-form"
      label={formText.inquiryForm}
      submit={formText.submitInquiry}
      receipt={
        stored ? (
          <Suspense>
            <Receipt id={stored} onDismiss={() => setStored(null)} />
          </Suspense>
        ) : null
      }
    >
      {choosing ? (
        <SelectField
          {...form.field('applicationName')}
          value={chosen}
          placeholder={formText.chooseApplication}
          options={applicationOptions.map((option) => ({ value: option, label: option }))}
        />
      ) : (
        <>
          {/* Sent without a script, the form posts the English name staff know: the gateway
              keeps a field's first value, this one, not the one shown in the page's language. */}
          {applicationLabel && applicationLabel !== applicationName ? (
            <input type="hidden" name="applicationName" value={applicationName} />
          ) : null}
          <FormField
            name="applicationName"
            label={fieldLabels.applicationName}
            value={applicationLabel ?? applicationName}
            error={form.errors.applicationName}
            prefilled
          />
        </>
      )}
      <div className="resin-form__row">
        <FormField {...form.field('name')} autoComplete="name" autoFocus={autoFocus} />
        <FormField {...form.field('phone')} type="tel" autoComplete="tel" />
      </div>
      <FormField {...form.field('companyName')} autoComplete="organization" />
      <FormField {...form.field('message')} multiline />
    </FormFrame>
  );
}
