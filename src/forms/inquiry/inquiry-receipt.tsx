import { THANKS } from '../../content/thanks';
import { referenceOf } from '../../submissions/reference';
import { useArea } from '../../ui/i18n/areas';
import { useFormText } from '../kit/form-text';

export interface InquiryReceiptProps {
  /** The stored inquiry's id, whose short reference the visitor keeps. */
  id: string;
  onDismiss: () => void;
}

/**
 * The one confirmation of a stored inquiry, shown with the toasts, in their look, and kept
 * until the visitor dismisses it: 'Inquiry Submitted', who answers and when, and the reference
 * a person can read out on the phone (KR-7F3K2Q, selectable in one click), as the other forms'
 * thank-you panels say it. It stands in for the success toast, so one success shows one notice.
 */
export function InquiryReceipt({ id, onDismiss }: InquiryReceiptProps) {
  const { formText, messages } = useFormText();
  const thanks = useArea('thanks')?.thanks ?? THANKS;
  return (
    <div className="resin-toast resin-toast--success" part="toast toast-success" role="status">
      <span className="resin-toast__icon" aria-hidden="true">
        {'\u2713'}
      </span>
      <span className="resin-toast__text">
        <span className="resin-toast__message">{messages.inquirySubmitted}</span>
        <span className="resin-toast__detail">{thanks.inquiry.next}</span>
        <span className="resin-toast__detail">
          {thanks.reference} <code>{referenceOf(id)}</code>
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
