import { THANKS } from '../../content/thanks';
import { useArea } from '../../ui/i18n/areas';
import { useFormText } from '../kit/form-text';

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
  const { formText } = useFormText();
  const thanks = useArea('thanks')?.thanks ?? THANKS;
  return (
    <div className="resin-toast resin-toast--success" part="toast toast-success" role="status">
      <span className="resin-toast__icon" aria-hidden="true">
        {'\u2713'}
      </span>
      <span className="resin-toast__text">
        <span className="resin-toast__message">{thanks.inquiry.title}</span>
        <span className="resin-toast__detail">{thanks.inquiry.next}</span>
        <span className="resin-toast__detail">
          {thanks.reference} <code>{id}</code>
        </span>
      </span>
      <button
        type="button"
        className="resin-toast__close"
        aria-label={formText.dismiss}
        onClick={onDismiss}
      >
        <span aria-hidden="true">{'\u00d7'}</span>
      </button>
    </div>
  );
}
