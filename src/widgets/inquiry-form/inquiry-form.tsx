import { useRef } from 'react';
import type { FormEvent } from 'react';
import { INQUIRY_MODAL_CLOSE_MS } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { FIELD_LABELS } from '../../content/schemas/fields';
import { inquiryFields } from '../../content/schemas/inquiry';
import { validate } from '../../content/schemas/validate';
import { newSubmissionId, sendInquiry } from '../../content/submit/submit-client';
import { useToasts } from '../../ui/toast/use-toasts';
import { FormField } from '../shared/form-field';
import { FormFrame } from '../shared/form-frame';
import { draftKey, useDraft } from '../shared/use-draft';
import { useFormErrors } from '../shared/use-form-errors';
import { useLater } from '../shared/use-later';
import { useSubmitGuard } from '../shared/use-submit-guard';

export interface InquiryFormProps {
  /** The application the visitor asks about, shown read-only and sent with the inquiry. */
  applicationName: string;
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
  /**
   * What happens INQUIRY_MODAL_CLOSE_MS after a success. The form clears at once either way
   * (SPEC 4); 'reset' (default) does nothing more, a function runs then (the modal closes).
   */
  afterSuccess?: 'reset' | (() => void);
  /** A toaster that outlives the form (the modal's opener); else the form shows its own. */
  toasterId?: string;
  /** Focus the first empty field when the form appears (inside the modal). */
  autoFocus?: boolean;
}

const EMPTY = { name: '', phone: '', companyName: '', message: '' };
type InquiryField = keyof typeof EMPTY;
const ORDER: readonly string[] = ['name', 'phone', 'companyName', 'message', 'applicationName'];

/** SPEC 5 product inquiry: name, phone, company name and message required; no phone format. */
export function InquiryForm({
  applicationName,
  apiBase,
  onSubmitted,
  onFailed,
  afterSuccess = 'reset',
  toasterId: sharedToasterId,
  autoFocus = false,
}: InquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(draftKey('inquiry', applicationName), EMPTY);
  const { toasterId, notify } = useToasts(sharedToasterId);
  const { errors, setErrors, change, showInvalid, showFailure } = useFormErrors(
    formRef,
    ORDER,
    notify,
  );
  const guard = useSubmitGuard();
  const later = useLater();
  const { values } = draft;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!guard.isIdle()) return;
    const checked = validate(inquiryFields, { ...values, applicationName });
    if (!checked.ok) {
      showInvalid(checked.issues, checked.message);
      return;
    }
    setErrors({});
    void guard.run(async () => {
      const id = draft.ensureId(() => newSubmissionId('application'));
      try {
        await sendInquiry({ ...checked.data, id }, { apiBase });
      } catch (error) {
        showFailure(error, MESSAGES.sendFailed, onFailed);
        return false;
      }
      draft.clear();
      notify.success({ message: MESSAGES.inquirySubmitted });
      onSubmitted?.(id);
      if (typeof afterSuccess === 'function') later(INQUIRY_MODAL_CLOSE_MS, afterSuccess);
      // Cleared, so a second inquiry may follow (inline use); an empty form cannot be resent.
      return false;
    });
  };

  const submitting = guard.phase === 'submitting';
  const field = (name: InquiryField) => ({
    name,
    label: FIELD_LABELS[name],
    value: values[name],
    onChange: change(name, draft.setValue),
    error: errors[name],
    required: true,
  });
  return (
    <FormFrame
      className="resin-inquiry-form"
      formRef={formRef}
      label={FORM_TEXT.inquiryForm}
      busy={submitting}
      onSubmit={onSubmit}
      toasterId={sharedToasterId ? undefined : toasterId}
    >
      <FormField
        name="applicationName"
        label={FIELD_LABELS.applicationName}
        value={applicationName}
        error={errors.applicationName}
        prefilled
      />
      <div className="resin-form__row">
        <FormField {...field('name')} autoComplete="name" autoFocus={autoFocus} />
        <FormField {...field('phone')} type="tel" autoComplete="tel" />
      </div>
      <FormField {...field('companyName')} autoComplete="organization" />
      <FormField {...field('message')} multiline />
      <div className="resin-form__actions">
        <button type="submit" className="resin-form__submit" part="button" disabled={submitting}>
          {submitting ? MESSAGES.submitting : FORM_TEXT.submitInquiry}
        </button>
      </div>
    </FormFrame>
  );
}
