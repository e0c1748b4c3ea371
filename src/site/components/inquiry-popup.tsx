// Loaded on demand (use-inquiry-popup.tsx): the inquiry form, its dialog and its notifications
// are in no page's first download, only in this chunk, fetched when a visitor reaches for a
// button that opens it.
import type { RefObject } from 'react';
import { InquiryModal } from '../../forms/inquiry/inquiry-modal';
import '../../ui/dialog/dialog.css';

export interface InquiryPopupProps {
  open: boolean;
  onClose: () => void;
  applicationName: string;
  /** The application as the page names it in the visitor's language, when it does. */
  applicationLabel?: string | undefined;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The inquiry modal, whose notifications, 'Inquiry Submitted' and the inquiry's reference, stay
 * on the page after it has closed 2 s after a success.
 */
export function InquiryPopup({
  open,
  onClose,
  applicationName,
  applicationLabel,
  returnFocusRef,
}: InquiryPopupProps) {
  return (
    <InquiryModal
      open={open}
      onClose={onClose}
      applicationName={applicationName}
      applicationLabel={applicationLabel}
      returnFocusRef={returnFocusRef}
    />
  );
}
