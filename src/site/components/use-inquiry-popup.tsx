import { useCallback, useRef, useState } from 'react';
import { useOnDemand } from './use-on-demand';

const loadPopup = () => import('./inquiry-popup');

/**
 * One inquiry modal for a page with several buttons that open it, each for its own application
 * or service (read-only in the form). The form's code is fetched when a visitor points at or
 * focuses such a button (`prepare`), or at the latest on the press; the modal then opens as soon
 * as it has arrived. `element` goes anywhere in the page.
 */
export function useInquiryPopup() {
  const [popup, prepare] = useOnDemand(loadPopup);
  const [open, setOpen] = useState(false);
  // Kept after closing, so the form does not go blank while the dialog fades out.
  const [application, setApplication] = useState<{ name: string; label?: string }>({ name: '' });
  const openerRef = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setOpen(false), []);

  /**
   * Opens the form about `name`, which the inquiry sends (as staff know it, in English), shown
   * as `label` where the page has it in the visitor's language.
   */
  const openFor = useCallback(
    (name: string, opener: HTMLElement, label?: string) => {
      openerRef.current = opener;
      setApplication(label === undefined ? { name } : { name, label });
      setOpen(true);
      prepare();
    },
    [prepare],
  );

  const element = popup ? (
    <popup.InquiryPopup
      open={open}
      onClose={close}
      applicationName={application.name}
      applicationLabel={application.label}
      returnFocusRef={openerRef}
    />
  ) : null;

  return { openFor, prepare, element };
}
