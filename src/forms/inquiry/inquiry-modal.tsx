import type { RefObject } from 'react';
import { FORM_TEXT } from '../../content/messages';
import { Dialog } from '../../ui/dialog/dialog';
import { ToastHost } from '../../ui/toast/toast-host';
import { InquiryForm } from './inquiry-form';

export interface InquiryModalProps {
  open: boolean;
  onClose: () => void;
  applicationName: string;
  apiBase?: string;
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
  /** The opener's toaster, so 'Inquiry Submitted' stays after the modal has closed. */
  toasterId?: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The product inquiry in a dialog, which closes INQUIRY_MODAL_CLOSE_MS after a success. */
export function InquiryModal({
  open,
  onClose,
  applicationName,
  apiBase,
  onSubmitted,
  onFailed,
  toasterId,
  returnFocusRef,
}: InquiryModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={FORM_TEXT.inquiryTitle}
      className="resin-inquiry-modal"
      returnFocusRef={returnFocusRef}
      aside={toasterId ? <ToastHost toasterId={toasterId} /> : undefined}
    >
      <InquiryForm
        applicationName={applicationName}
        afterSuccess={onClose}
        autoFocus
        apiBase={apiBase}
        onSubmitted={onSubmitted}
        onFailed={onFailed}
        toasterId={toasterId}
      />
    </Dialog>
  );
}
