import { FORM_TEXT } from '../../content/messages';
import { THANKS } from '../../content/thanks';

export interface InquiryReceiptProps {
  /** The stored inquiry's id, the visitor's reference. */
  id: string;
  onDismiss: () => void;
}

/**
 * What stays in the page once the inquiry dialog has closed: who answers and when, and the
 * reference (the stored document's id, selectable in one click), as the other forms' thank-you
 * panels say it; shown with the toasts, in their look, until the visitor dismisses it.
 */
export function InquiryReceipt({ id, onDismiss }: InquiryReceiptProps) {
  return (
    <div className="resin-toast resin-toast--success" part="toast toast-success" role="status">
      <span className="resin-toast__icon" aria-hidden="true">
        {'\u2713'}
      </span>
      <span className="resin-toast__text">
        <span className="resin-toast__message">{THANKS.inquiry.title}</span>
        <span className="resin-toast__detail">{THANKS.inquiry.next}</span>
        <span className="resin-toast__detail">
          {THANKS.reference} <code>{id}</code>
        </span>
      </span>
      <button
        type="button"
        className="resin-toast__close"
        aria-label={FORM_TEXT.dismiss}
        onClick={onDismiss}
      >
        <span aria-hidden="true">{'\u00d7'}</span>
      </button>
    </div>
  );
}
