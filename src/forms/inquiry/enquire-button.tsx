import { useCallback, useRef, useState } from 'react';
import { useFormText } from '../kit/form-text';
import { InquiryModal } from './inquiry-modal';

export interface EnquireButtonProps {
  applicationName: string;
  /** The application in the visitor's language, when the page has it so. */
  applicationLabel?: string | undefined;
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

/** The 'Enquire' button of an application entry; opens the inquiry modal for that application. */
export function EnquireButton({
  applicationName,
  applicationLabel,
  apiBase,
  onSubmitted,
  onFailed,
}: EnquireButtonProps) {
  const { formText } = useFormText();
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
        aria-label={formText.enquireAbout(applicationLabel ?? applicationName)}
        onClick={() => setOpen(true)}
      >
        {formText.enquire}
      </button>
      <InquiryModal
        open={open}
        onClose={close}
        applicationName={applicationName}
        applicationLabel={applicationLabel}
        returnFocusRef={buttonRef}
        apiBase={apiBase}
        onSubmitted={onSubmitted}
        onFailed={onFailed}
      />
    </span>
  );
}
