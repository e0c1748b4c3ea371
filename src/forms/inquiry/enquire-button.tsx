import { useCallback, useRef, useState } from 'react';
import { useFormText } from '../kit/form-text';
import type { InquiryModal as Modal } from './inquiry-modal';

export interface EnquireButtonProps {
  applicationName: string;
  /** The application in the visitor's language, when the page has it so. */
  applicationLabel?: string | undefined;
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

// A list of applications shows a button per entry and few are ever pressed, so the dialog and
// the form in it load when the visitor first points at, focuses or presses one (shared by all
// the buttons of the page); a failed load is tried again at the next press.
let modalCode: Promise<typeof Modal> | null = null;
function loadModal(): Promise<typeof Modal> {
  modalCode ??= import('./inquiry-modal').then(
    (module) => module.InquiryModal,
    (error: unknown) => {
      modalCode = null;
      throw error;
    },
  );
  return modalCode;
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
  // Set at the first press and kept: the modal's notifications stay beside the button once it
  // has closed.
  const [InquiryModal, setInquiryModal] = useState<typeof Modal | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const prepare = () => void loadModal().catch(() => undefined);
  const press = () =>
    loadModal().then(
      (loaded) => {
        setInquiryModal(() => loaded);
        setOpen(true);
      },
      (error: unknown) => console.error('Could not load the inquiry form', error),
    );
  return (
    <span className="resin-enquire">
      <button
        ref={buttonRef}
        type="button"
        className="resin-enquire__button"
        part="button"
        aria-haspopup="dialog"
        aria-label={formText.enquireAbout(applicationLabel ?? applicationName)}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => void press()}
      >
        {formText.enquire}
      </button>
      {InquiryModal ? (
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
      ) : null}
    </span>
  );
}
