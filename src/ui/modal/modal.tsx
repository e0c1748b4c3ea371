import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode, RefObject } from 'react';
import { MODAL_BACKDROP_MS, MODAL_FADE_MS } from '../../content/constants';
import { FORM_TEXT } from '../../content/messages';
import { prefersReducedMotion } from '../motion';

export interface ModalProps {
  open: boolean;
  /** Called by Escape and the close button. */
  onClose: () => void;
  /** The visible heading, also the dialog's accessible name. */
  title: string;
  /** Where focus goes back when the modal closes; defaults to what had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The CSS transitions read their durations from here, so SPEC 9's timings live in one place.
const TIMING = {
  '--resin-modal-fade': `${MODAL_FADE_MS}ms`,
  '--resin-modal-backdrop': `${MODAL_BACKDROP_MS}ms`,
} as CSSProperties;

function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal dialog rendered in place (position: fixed), so it also works inside a widget's shadow
 * root: no portal to document.body. Fades in over MODAL_FADE_MS with its backdrop over
 * MODAL_BACKDROP_MS (in CSS), keeps focus inside, and gives it back to the opener.
 */
export function Modal({ open, onClose, title, returnFocusRef, className, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // `mounted` outlives `open` by the fade-out; `shown` drives the CSS transition.
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    if (open || !mounted) return;
    const delay = prefersReducedMotion() ? 0 : MODAL_FADE_MS;
    const frame = requestAnimationFrame(() => setShown(false));
    const timer = setTimeout(() => setMounted(false), delay);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, mounted]);

  // Opening: remember the opener, lock the page's scroll, move focus in. Closing: undo it all.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    openerRef.current = returnFocusRef?.current ?? activeElementOf(dialog);
    const body = dialog.ownerDocument.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      body.style.overflow = previousOverflow;
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, returnFocusRef]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = activeElementOf(dialogRef.current);
      if (event.shiftKey && (active === first || active === dialogRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [onClose],
  );

  if (!mounted) return null;
  const state = open && shown ? 'open' : 'closed';
  return (
    <div
      className={`resin-modal${className ? ` ${className}` : ''}`}
      data-state={state}
      style={TIMING}
    >
      {/* A click on the backdrop must not move focus out of the dialog. */}
      <div
        className="resin-modal__backdrop"
        part="backdrop"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
      />
      <div
        ref={dialogRef}
        className="resin-modal__dialog"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="resin-modal__header">
          <h2 id={titleId} className="resin-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="resin-modal__close"
            part="button close"
            aria-label={FORM_TEXT.close}
            onClick={onClose}
          >
            <span aria-hidden="true">{'\u00d7'}</span>
          </button>
        </div>
        <div className="resin-modal__body">{children}</div>
      </div>
    </div>
  );
}
