// The inquiry dialog of the dealer finder, loaded the first time a visitor asks to write to a
// dealer: the inquiry form, its dialog and their styles stay out of the finder's first view.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { APPLICATIONS } from '../../content/applications';
import type { InquiryDealer } from '../../forms/inquiry/inquiry-form';
import { InquiryModal } from '../../forms/inquiry/inquiry-modal';
import formCss from '../../forms/kit/form.css?inline';
import dialogCss from '../../ui/dialog/dialog.css?inline';
import ownCss from './dealer-inquiry.css?inline';

const APPLICATION_NAMES = APPLICATIONS.map((application) => application.service_name);

/**
 * The dialog's styles as one constructed sheet, adopted by the shadow root or document the
 * finder is in (a <style> element would need 'unsafe-inline' on a partner's page); where sheets
 * cannot be constructed, a <style> element instead. The application's choice keeps the
 * browser's own arrow: the kit's drawn one is a data: picture a partner's policy may refuse.
 */
const CSS = [formCss, dialogCss, ownCss].join('\n');
const sheet = (() => {
  try {
    const constructed = new CSSStyleSheet();
    constructed.replaceSync(CSS);
    return constructed;
  } catch {
    return undefined;
  }
})();

export interface DealerInquiryProps {
  open: boolean;
  onClose(): void;
  dealer: InquiryDealer;
  returnFocusRef: RefObject<HTMLElement | null>;
  apiBase?: string | undefined;
  onSubmitted?: ((id: string) => void) | undefined;
  onFailed?: ((message: string) => void) | undefined;
}

/** The inquiry form in a dialog, naming the dealer; the visitor chooses the application. */
export default function DealerInquiry({ dealer, ...modal }: DealerInquiryProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode() as
      { adoptedStyleSheets?: CSSStyleSheet[] } | undefined;
    if (!sheet || !root?.adoptedStyleSheets || root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {sheet ? null : <style>{CSS}</style>}
      <InquiryModal
        {...modal}
        applicationName=""
        applicationOptions={APPLICATION_NAMES}
        dealer={dealer}
      />
    </>
  );
}
