import { useEffect, useRef, type ReactNode } from 'react';
import { CHECKOUT_TEXT } from '../../content/shop';
import { referenceOf } from '../../submissions/reference';

/**
 * After a quotation request is stored: its short reference (made from the stored id) and what
 * happens next. The heading takes
 * the focus, so a screen reader announces the panel that replaced the form.
 */
export function QuotationThanks({ id, children }: { id: string; children?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="resin-quotation-thanks" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {CHECKOUT_TEXT.thanksHeading}
      </h2>
      <p>
        {CHECKOUT_TEXT.thanksReference}{' '}
        <strong className="resin-quotation-thanks__id">{referenceOf(id)}</strong>
      </p>
      <h3>{CHECKOUT_TEXT.thanksNextHeading}</h3>
      <ol>
        {CHECKOUT_TEXT.thanksNext.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {children}
    </section>
  );
}
