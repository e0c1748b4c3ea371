// Loaded on demand (use-inquiry-popup.tsx): the inquiry form, its dialog and its notifications
// are in no page's first download, only in this chunk, fetched when a visitor reaches for a
// button that opens it.
import type { RefObject } from 'react';
import { InquiryModal } from '../../forms/inquiry/inquiry-modal';
import '../../ui/dialog/dialog.css';
import { ToastHost } from '../../ui/toast/toast-host';
import { useToasts } from '../../ui/toast/use-toasts';

export interface InquiryPopupProps {
  open: boolean;
  onClose: () => void;
  applicationName: string;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The inquiry modal with a toaster of its own that stays on the page after the modal has closed,
 * so 'Inquiry Submitted' is still read when the modal goes 2 s after a success.
 */
export function InquiryPopup({
  open,
  onClose,
  applicationName,
  returnFocusRef,
}: InquiryPopupProps) {
  const { toasterId } = useToasts();
  return (
    <>
      <ToastHost toasterId={toasterId} />
      <InquiryModal
        open={open}
        onClose={onClose}
        applicationName={applicationName}
        toasterId={toasterId}
        returnFocusRef={returnFocusRef}
      />
    </>
  );
}
