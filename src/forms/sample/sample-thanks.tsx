import { useEffect, useRef } from 'react';
import { THANKS_FOCUS_WITHIN_MS } from '../../content/thanks';
import type { SubmissionFrame } from '../kit/use-submission';
import type { Translation } from '../../content/i18n/translation';
import type { SAMPLE_TEXT } from '../../content/sample-request';

/** The sample request's words in the page's language: the English catalogue's shape. */
export type SampleText = Translation<typeof SAMPLE_TEXT>;

/**
 * What replaces the sample request once it is stored: when the sample leaves, the reference
 * and a way to ask for another. Focus moves to its heading when it was just sent.
 */
export function SampleThanks({ text, form }: { text: SampleText; form: SubmissionFrame }) {
  const { thanks, again } = form;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (thanks && Date.now() - thanks.at < THANKS_FOCUS_WITHIN_MS) heading.current?.focus();
  }, [thanks]);
  if (!thanks) return null;
  return (
    <div className="resin-thanks" part="thanks">
      <h2 ref={heading} tabIndex={-1}>
        {text.thanksTitle}
      </h2>
      <p>{text.thanksNext}</p>
      <p>
        {text.reference} <code className="resin-sample-form__id">{thanks.id}</code>
      </p>
      <button type="button" className="resin-form__submit" onClick={again}>
        {text.again}
      </button>
    </div>
  );
}
