import { useId, useRef } from 'react';
import { INQUIRY_MODAL_CLOSE_MS } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { FIELD_LABELS } from '../../submissions/field-labels';
import { validate } from '../../submissions/validate';
import { useToasts } from '../../ui/toast/use-toasts';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { draftKey, useDraft } from '../kit/use-draft';
import { useFormChecks } from '../kit/use-form-checks';
import { useFormErrors } from '../kit/use-form-errors';
import { useLater } from '../kit/use-later';
import { useSubmitGuard } from '../kit/use-submit-guard';

export interface InquiryFormProps {
  /**
   * The application the visitor asks about, shown read-only and sent with the inquiry. Not
   * used when `applicationOptions` is given: the visitor then chooses.
   */
  applicationName?: string;
  /**
   * For a page about no one application (the home page): the application becomes a required
   * select of these names, empty until the visitor picks one.
   */
  applicationOptions?: readonly string[];
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
  /**
   * What happens INQUIRY_MODAL_CLOSE_MS after a success. The form clears at once either way;
   * 'reset' (default) does nothing more, a function runs then (the modal closes).
   */
  afterSuccess?: 'reset' | (() => void);
  /** A toaster that outlives the form (the modal's opener); else the form shows its own. */
  toasterId?: string;
  /** Focus the first empty field when the form appears (inside the modal). */
  autoFocus?: boolean;
}

// applicationName is kept in the draft only when the visitor chooses it (select mode).
const EMPTY = { name: '', phone: '', companyName: '', message: '', applicationName: '' };
type InquiryField = Exclude<keyof typeof EMPTY, 'applicationName'>;
// Focus goes to the first field with a problem in the order the form shows them. A read-only
// application is never the visitor's to fix, so it comes last; a chosen one comes first.
const ORDER: readonly string[] = ['name', 'phone', 'companyName', 'message', 'applicationName'];
const CHOICE_ORDER: readonly string[] = [
  'applicationName',
  'name',
  'phone',
  'companyName',
  'message',
];

const loadChecks = () => import('./inquiry-checks');

/** The product inquiry: name, phone, company name and message required; no phone format. */
export function InquiryForm({
  applicationName = '',
  applicationOptions,
  apiBase,
  onSubmitted,
  onFailed,
  afterSuccess = 'reset',
  toasterId: sharedToasterId,
  autoFocus = false,
}: InquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const choosing = applicationOptions !== undefined;
  // A chosen application belongs to the draft, so one draft serves the whole select form.
  const draft = useDraft(
    choosing ? draftKey('inquiry') : draftKey('inquiry', applicationName),
    EMPTY,
  );
  const { toasterId, notify } = useToasts(sharedToasterId);
  const { checks, prepare, whenReady } = useFormChecks(loadChecks);
  const { errors, setErrors, change, fieldProps, showInvalid, showFailure, summary } =
    useFormErrors(formRef, choosing ? CHOICE_ORDER : ORDER, notify, checks?.inquiryFields);
  const guard = useSubmitGuard();
  const later = useLater();
  const { values } = draft;
  // A draft from before the options changed may name one that is no longer offered.
  const chosen =
    choosing && applicationOptions.includes(values.applicationName) ? values.applicationName : '';
  const application = choosing ? chosen : applicationName;

  const onSubmit = () => {
    if (!guard.isIdle()) return;
    whenReady(
      ({ inquiryFields, inquiryKind, newSubmissionId, send }) => {
        const checked = validate(inquiryFields, { ...values, applicationName: application });
        if (!checked.ok) {
          showInvalid(checked.issues, checked.message);
          return;
        }
        setErrors({});
        void guard.run(async () => {
          const id = draft.ensureId(() => newSubmissionId(inquiryKind));
          try {
            await send(inquiryKind, { ...checked.data, id }, { apiBase });
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
      },
      (error) => showFailure(error, MESSAGES.sendFailed, onFailed),
    );
  };

  const submitting = guard.phase === 'submitting';
  const field = (name: InquiryField) => ({
    ...fieldProps(name, values, draft.setValue),
    required: true,
  });
  return (
    <FormFrame
      className="resin-inquiry-form"
      formRef={formRef}
      label={FORM_TEXT.inquiryForm}
      busy={submitting}
      onSubmit={onSubmit}
      onTouch={prepare}
      toasterId={sharedToasterId ? undefined : toasterId}
      summary={summary}
    >
      {choosing ? (
        <ApplicationSelect
          options={applicationOptions}
          value={chosen}
          onChange={change('applicationName', draft.setValue)}
          error={errors.applicationName}
        />
      ) : (
        <FormField
          name="applicationName"
          label={FIELD_LABELS.applicationName}
          value={applicationName}
          error={errors.applicationName}
          prefilled
        />
      )}
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

interface ApplicationSelectProps {
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The application as a required choice, marked up like the form's other fields (label with
 * its required mark, problem below and tied to it) so it reads and behaves the same.
 */
function ApplicationSelect({ options, value, onChange, error }: ApplicationSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`resin-field${error ? ' resin-field--invalid' : ''}`} part="field">
      <label htmlFor={id} className="resin-field__label" part="label">
        {FIELD_LABELS.applicationName}
        <span className="resin-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <select
        id={id}
        name="applicationName"
        className="resin-field__input resin-field__select"
        part="input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{FORM_TEXT.chooseApplication}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="resin-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
