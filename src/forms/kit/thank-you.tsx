import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { THANKS, THANKS_FOCUS_WITHIN_MS, type ThanksText } from '../../content/thanks';
import type { Thanks } from './use-thanks';

export interface ThankYouProps {
  text: ThanksText;
  thanks: Thanks;
  /** Starts a new message: the panel goes and the empty form comes back. */
  onAgain: () => void;
  /** The form that comes back, whose first field then takes focus. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * What replaces a form once its submission is stored: who answers and when, the reference id
 * (the stored document's id, selectable in one click) and a way to send another. Focus moves
 * to its heading when the submission is recent (just sent, or back after the reload), so screen
 * readers announce it; an old one seen again later leaves focus where it is. Sending another
 * brings the form back with focus in its first field.
 */
export function ThankYou({ text, thanks, onAgain, formRef }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (Date.now() - thanks.at < THANKS_FOCUS_WITHIN_MS) heading.current?.focus();
    // Runs once the panel has gone and the form is back in the page: it is that new form,
    // not the one of the time the panel appeared (there was none), whose field takes focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the later form is the point
    return () => formRef.current?.querySelector<HTMLElement>('[name]:not([readonly])')?.focus();
  }, [thanks, formRef]);
  return (
    <div className="resin-thanks" part="thanks">
      <h3 ref={heading} tabIndex={-1}>
        {text.title}
      </h3>
      <p>{text.next}</p>
      <p>
        {THANKS.reference} <code>{thanks.id}</code>
      </p>
      <button type="button" className="resin-form__submit" part="button" onClick={onAgain}>
        {text.again}
      </button>
    </div>
  );
}
