import { useCallback, useRef, useState } from 'react';
import { FORM_TEXT } from '../../content/messages';
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
  const close = useCallback(() => setOpen(false), []);
  // The modal's notifications stay here, beside the button, once it has closed.
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
      <InquiryModal
        open={open}
        onClose={close}
        applicationName={applicationName}
        returnFocusRef={buttonRef}
        apiBase={apiBase}
        onSubmitted={onSubmitted}
        onFailed={onFailed}
      />
    </span>
  );
}
