import { useId } from 'react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../content/messages';
import { ToastHost } from '../../ui/toast/toast-host';
import { ErrorSummary } from './error-summary';
import type { SubmissionFrame } from './use-submission';

export interface FormFrameProps {
  /** The form's state and handlers (useSubmission). */
  form: SubmissionFrame;
  /** The widget's root class, e.g. 'resin-contact-form'. */
  className: string;
  /** The form's accessible name. */
  label: string;
  /** The submit button's words; 'Submitting...' while a submission is under way. */
  submit: string;
  /**
   * Shown beside the submit button and describing it (what pressing it does, e.g. that the
   * checkout takes no payment).
   */
  beside?: ReactNode;
  /** The thank-you panel (<ThankYou>), in the form's place after a success. */
  thanks?: ReactNode;
  /** The form's fields, in the order the visitor reads them. */
  children: ReactNode;
}

/**
 * What every form is wrapped in: its toasts, the summary of its wrong fields, a form that leaves
 * validation to the spec's own messages (noValidate) and says when it is busy, its fields, and
 * the actions under them (the submit button and what stands beside it); or, after a success,
 * the thank-you panel in its place.
 */
export function FormFrame({
  form,
  className,
  label,
  submit,
  beside,
  thanks,
  children,
}: FormFrameProps) {
  const besideId = useId();
  const { formRef, summary } = form;
  return (
    <div className={className}>
      {form.toasterId ? <ToastHost toasterId={form.toasterId} /> : null}
      {form.thanks && thanks ? (
        thanks
      ) : (
        <form
          ref={formRef}
          className="resin-form"
          part="form"
          aria-label={label}
          aria-busy={form.submitting || undefined}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
          onFocus={form.touch}
          onPointerDown={form.touch}
        >
          {summary ? <ErrorSummary key={summary.key} summary={summary} formRef={formRef} /> : null}
          {children}
          <div className="resin-form__actions">
            {beside ? (
              <div id={besideId} className="resin-form__beside">
                {beside}
              </div>
            ) : null}
            <button
              type="submit"
              className="resin-form__submit"
              part="button"
              disabled={form.submitting}
              aria-describedby={beside ? besideId : undefined}
            >
              {form.submitting ? MESSAGES.submitting : submit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
