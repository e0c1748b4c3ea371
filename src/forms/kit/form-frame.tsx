import type { FormEvent, ReactNode, RefObject } from 'react';
import { ToastHost } from '../../ui/toast/toast-host';

export interface FormFrameProps {
  /** The widget's root class, e.g. 'resin-contact-form'. */
  className: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own toaster; none when a surrounding widget already shows one. */
  toasterId?: string;
  children: ReactNode;
}

/**
 * What every form widget is wrapped in: its toasts, and a form that leaves validation to the
 * spec's own messages (noValidate) and says when it is busy.
 */
export function FormFrame({
  className,
  formRef,
  label,
  busy,
  onSubmit,
  toasterId,
  children,
}: FormFrameProps) {
  return (
    <div className={className}>
      {toasterId ? <ToastHost toasterId={toasterId} /> : null}
      <form
        ref={formRef}
        className="resin-form"
        part="form"
        aria-label={label}
        aria-busy={busy || undefined}
        noValidate
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </div>
  );
}
