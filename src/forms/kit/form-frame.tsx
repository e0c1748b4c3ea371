import type { FormEvent, ReactNode, RefObject } from 'react';
import { loadToasts } from '../../ui/toast/toast-demand';
import { ToastHost } from '../../ui/toast/toast-host';
import { ErrorSummary, type SummaryState } from './error-summary';

export interface FormFrameProps {
  /** The widget's root class, e.g. 'resin-contact-form'. */
  className: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor's first focus or press inside the form (useFormChecks' prepare). */
  onTouch?: () => void;
  /** The form's own toaster; none when a surrounding widget already shows one. */
  toasterId?: string;
  /** The wrong fields of the last submit (useFormErrors), listed at the top of the form. */
  summary?: SummaryState | null;
  /** The thank-you panel, shown instead of the form after a success. */
  thanks?: ReactNode;
  children: ReactNode;
}

/**
 * What every form widget is wrapped in: its toasts, the summary of its wrong fields, and a form
 * that leaves validation to the spec's own messages (noValidate) and says when it is busy; or,
 * after a success, the thank-you panel in its place.
 */
export function FormFrame({
  className,
  formRef,
  label,
  busy,
  onSubmit,
  onTouch,
  toasterId,
  summary,
  thanks,
  children,
}: FormFrameProps) {
  // The first touch also brings the toast library, so the form's first toast is not late.
  const touched = () => {
    onTouch?.();
    void loadToasts().catch(() => undefined);
  };
  return (
    <div className={className}>
      {toasterId ? <ToastHost toasterId={toasterId} /> : null}
      {thanks || (
        <form
          ref={formRef}
          className="resin-form"
          part="form"
          aria-label={label}
          aria-busy={busy || undefined}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
          onFocus={touched}
          onPointerDown={touched}
        >
          {summary ? <ErrorSummary key={summary.key} summary={summary} formRef={formRef} /> : null}
          {children}
        </form>
      )}
    </div>
  );
}
