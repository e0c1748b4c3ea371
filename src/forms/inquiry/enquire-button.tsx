import { useCallback, useRef, useState } from 'react';
import { FORM_TEXT } from '../../content/messages';
import { ToastHost } from '../../ui/toast/toast-host';
import { useToasts } from '../../ui/toast/use-toasts';
import { InquiryModal } from './inquiry-modal';

export interface EnquireButtonProps {
  applicationName: string;
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

/** The 'Enquire' button of an application entry; opens the inquiry modal for that application. */
export function EnquireButton({
  applicationName,
  apiBase,
  onSubmitted,
  onFailed,
}: EnquireButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The toasts live here, beside the button, so they outlast the modal that closes after success.
  const { toasterId } = useToasts();
  const close = useCallback(() => setOpen(false), []);
  return (
    <span className="resin-enquire">
      <button
        ref={buttonRef}
        type="button"
        className="resin-enquire__button"
        part="button"
        aria-haspopup="dialog"
        aria-label={FORM_TEXT.enquireAbout(applicationName)}
        onClick={() => setOpen(true)}
      >
        {FORM_TEXT.enquire}
      </button>
      <ToastHost toasterId={toasterId} />
      <InquiryModal
        open={open}
        onClose={close}
        applicationName={applicationName}
        toasterId={toasterId}
        returnFocusRef={buttonRef}
        apiBase={apiBase}
        onSubmitted={onSubmitted}
        onFailed={onFailed}
      />
    </span>
  );
}
