import { useEffect, useRef } from 'react';
import { THANKS, THANKS_FOCUS_WITHIN_MS } from '../../content/thanks';
import { referenceOf } from '../../submissions/reference';
import { useArea } from '../../ui/i18n/areas';
import type { SubmissionFrame } from './use-submission';

export interface ThankYouProps {
  /** Whose panel: who answers and when differs between a message and a job application. */
  kind: 'contact' | 'career';
  /** The form it stands in for: its stored submission, "send another" and the form's ref. */
  form: SubmissionFrame;
}

/**
 * What replaces a form once its submission is stored: who answers and when, the reference (a
 * short one a person can read out on the phone, made from the stored document's id, selectable
 * in one click) and a way to send another. Focus moves
 * to its heading when the submission is recent (just sent, or back after the reload), so screen
 * readers announce it; an old one seen again later leaves focus where it is. Sending another
 * brings the form back with focus in its first field.
 */
export function ThankYou({ kind, form }: ThankYouProps) {
  const { thanks, formRef, again } = form;
  const words = useArea('thanks')?.thanks ?? THANKS;
  const text = words[kind];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (thanks && Date.now() - thanks.at < THANKS_FOCUS_WITHIN_MS) heading.current?.focus();
    // Runs once the panel has gone and the form is back in the page: it is that new form,
    // not the one of the time the panel appeared (there was none), whose field takes focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the later form is the point
    return () => formRef.current?.querySelector<HTMLElement>('[name]:not([readonly])')?.focus();
  }, [thanks, formRef]);
  if (!thanks) return null;
  return (
    <div className="resin-thanks" part="thanks">
      <h3 ref={heading} tabIndex={-1}>
        {text.title}
      </h3>
      <p>{text.next}</p>
      <p>
        {words.reference} <code>{referenceOf(thanks.id)}</code>
      </p>
      <button type="button" className="resin-form__submit" part="button" onClick={again}>
        {text.again}
      </button>
    </div>
  );
}
