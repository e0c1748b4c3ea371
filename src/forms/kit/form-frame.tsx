import { useId } from 'react';
import type { ReactNode } from 'react';
import { SPAM_DEFENCE } from '../../content/envelope-messages';
import { ToastHost } from '../../ui/toast/toast-host';
import { ConsentNotice } from './consent-notice';
import { ErrorSummary } from './error-summary';
import type { SubmissionFrame } from './use-submission';

export interface FormFrameProps {
  /** The form's state and handlers (useSubmission). */
  form: SubmissionFrame;
  /** The widget's root class, e.g. 'resin-contact-form'. */
  className: string;
  /** The form's accessible name. */
  label: string;
  /** The submit button's words, in the form's language; 'Submitting...' while one is sent. */
  submit: string;
  /**
   * Shown beside the submit button and describing it (what pressing it does, e.g. that the
   * checkout takes no payment). Every form's privacy notice and optional choices follow it.
   */
  beside?: ReactNode;
  /** The thank-you panel (<ThankYou>), in the form's place after a success. */
  thanks?: ReactNode;
  /** A confirmation kept with the form's toasts until dismissed (the inquiry's receipt). */
  receipt?: ReactNode;
  /** The form's fields, in the order the visitor reads them. */
  children: ReactNode;
}

/**
 * What every form is wrapped in: its toasts, the summary of its wrong fields, a form that leaves
 * validation to the spec's own messages (noValidate), says when it is busy and, without a
 * script, posts to the gateway's page for forms (never a GET to its own page), its fields, the
 * hidden field only scripts fill in, and the actions under them (the submit button and what
 * stands beside it: the form's own note, the privacy notice and its optional checkboxes); or,
 * after a success, the thank-you panel in its place.
 */
export function FormFrame({
  form,
  className,
  label,
  submit,
  beside,
  thanks,
  receipt,
  children,
}: FormFrameProps) {
  const besideId = useId();
  const { formRef, summary, text } = form;
  return (
    <div className={className}>
      {form.toasterId ? (
        <ToastHost toasterId={form.toasterId} translate={text.say}>
          {receipt}
        </ToastHost>
      ) : null}
      {form.thanks && thanks ? (
        thanks
      ) : (
        <form
          ref={formRef}
          className="resin-form"
          part="form"
          aria-label={label}
          aria-busy={form.submitting || undefined}
          method="post"
          action={form.action}
          encType={form.multipart ? 'multipart/form-data' : undefined}
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
          {/* A person never sees, reaches or hears this field; a script filling in every
              field fills it too, which marks its submission as spam. Not autofilled either. */}
          <div className="resin-form__trap" aria-hidden="true">
            <label>
              {text.formText.leaveEmpty}
              <input
                type="text"
                name={SPAM_DEFENCE.honeypotField}
                tabIndex={-1}
                autoComplete="off"
                data-1p-ignore=""
                data-lpignore="true"
                defaultValue=""
              />
            </label>
          </div>
          <div className="resin-form__actions">
            {beside || form.notice ? (
              <div className="resin-form__beside">
                {beside ? <div id={besideId}>{beside}</div> : null}
                {form.notice ? <ConsentNotice notice={form.notice} /> : null}
              </div>
            ) : null}
            <button
              type="submit"
              className="resin-form__submit"
              part="button"
              disabled={form.submitting}
              aria-describedby={beside ? besideId : undefined}
            >
              {form.submitting ? text.messages.submitting : submit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
