import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FocusEvent, SyntheticEvent } from 'react';
import { usePrefersReducedMotion } from '../motion';
import { activeElementOf, focusableIn, initialFocusIn } from './focus';
import { lockPageScroll } from './scroll-lock';

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** How long the closing transition runs before the dialog leaves the page. */
  exitMs: number;
  /** Where focus goes back when it closes; defaults to what had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The life of a native modal <dialog>: it is in the page from `open` until its closing
 * transition has run, in the top layer (the rest of the page inert) all that time. Opening locks
 * the page's scroll and moves focus in; leaving undoes both and gives focus back to the opener.
 * Escape asks the owner to close instead of closing at once, so the transition can run.
 */
export function useModalDialog({ open, onClose, exitMs, returnFocusRef }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const exit = usePrefersReducedMotion() ? 0 : exitMs;
  // `mounted` outlives `open` by the closing transition; `shown` drives the CSS transitions.
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  // Adjusted while rendering, so a dialog without a closing transition leaves in the same commit.
  if (open && !mounted) setMounted(true);
  if (!open && mounted && exit === 0) {
    setMounted(false);
    setShown(false);
  }

  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const returnFocus = useRef(returnFocusRef);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
    returnFocus.current = returnFocusRef;
  });

  // showModal() focuses the dialog's first focusable element, a focus guard; it must not wrap.
  const opening = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!mounted || !dialog) return;
    const opener = returnFocus.current?.current ?? activeElementOf(dialog);
    const unlock = lockPageScroll(dialog.ownerDocument);
    opening.current = true;
    if (!dialog.open) dialog.showModal();
    opening.current = false;
    initialFocusIn(dialog).focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [mounted]);

  useEffect(() => {
    if (!mounted) return;
    if (open) {
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const frame = requestAnimationFrame(() => setShown(false));
    const timer = setTimeout(() => setMounted(false), exit);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, mounted, exit]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };
  // The browser may close it without asking (a second Escape with no click between them).
  const onNativeClose = () => {
    if (openRef.current && !ref.current?.open) onCloseRef.current();
  };
  // Focus guards at both ends keep Tab inside, straight from the last element to the first and
  // back, also out of an iframe, rather than through the browser's own controls.
  const focusEdge = (edge: 'first' | 'last') => {
    const dialog = ref.current;
    if (!dialog || opening.current) return;
    const focusable = focusableIn(dialog);
    (edge === 'first' ? focusable[0] : focusable[focusable.length - 1])?.focus();
  };
  // Shift+Tab from the first element wraps to the last; Tab from the dialog itself (focused by a
  // click on its text) goes to the first.
  const onStartGuardFocus = (event: FocusEvent) => {
    const from = event.relatedTarget;
    const fromContent =
      from instanceof Node && from !== ref.current && !!ref.current?.contains(from);
    focusEdge(fromContent ? 'last' : 'first');
  };

  return {
    ref,
    mounted,
    state: open && shown ? ('open' as const) : ('closed' as const),
    onCancel,
    onNativeClose,
    onStartGuardFocus,
    onEndGuardFocus: () => focusEdge('first'),
  };
}
