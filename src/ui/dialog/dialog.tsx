import { useId } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode, RefObject } from 'react';
import { MODAL_BACKDROP_MS, MODAL_FADE_MS } from '../../content/constants';
import { FORM_TEXT } from '../../content/messages';
import { useArea } from '../i18n/areas';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  /** Asked to close: by Escape, the close button, and a backdrop click if closeOnBackdropClick. */
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** Read by screen readers but not shown. */
  hideTitle?: boolean;
  /**
   * 'panel': a centred box with the heading, a close button and the children. 'bare': the
   * heading and the children alone over the backdrop; the children bring their own close button.
   */
  look?: 'panel' | 'bare';
  closeOnBackdropClick?: boolean;
  /** How long the closing transition runs before the dialog leaves (none under reduced motion). */
  exitMs?: number;
  /** Where focus goes back when it closes; defaults to what had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  style?: CSSProperties;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /**
   * Shown with the dialog but outside its panel, such as the opener's notifications: anything
   * left in the page would sit under the backdrop, out of reach, while the dialog is open.
   */
  aside?: ReactNode;
  children: ReactNode;
}

// The CSS transitions read their durations from here, so the timings live in one place.
const TIMING = {
  '--resin-modal-fade': `${MODAL_FADE_MS}ms`,
  '--resin-modal-backdrop': `${MODAL_BACKDROP_MS}ms`,
} as CSSProperties;

/**
 * A modal dialog on the native <dialog> element, opened with showModal(): it sits in the top
 * layer above everything, the rest of the page is inert, and it needs no portal, so it works
 * inside a widget's shadow root as in the site. Focus moves in when it opens, stays inside and
 * goes back to the opener; the page does not scroll behind it. Markup for the CSS in dialog.css:
 * the <dialog> covers the viewport, transparent; its backdrop element shades the page (a real
 * element, so partners can style it as ::part(backdrop)); `data-state` turns 'open' a frame
 * after it opens and 'closed' when it starts to close, for the transitions.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  look = 'panel',
  closeOnBackdropClick = false,
  exitMs = MODAL_FADE_MS,
  returnFocusRef,
  className,
  style,
  onKeyDown,
  aside,
  children,
}: DialogProps) {
  const titleId = useId();
  const { ref, mounted, state, onCancel, onNativeClose, onStartGuardFocus, onEndGuardFocus } =
    useModalDialog({
      open,
      onClose,
      exitMs,
      returnFocusRef,
    });
  // The close button speaks the language of what the dialog shows.
  const closeLabel = useArea('messages')?.formText.close ?? FORM_TEXT.close;
  if (!mounted) return null;

  const heading = (
    <h2
      id={titleId}
      className={`resin-dialog__title${hideTitle ? ' resin-dialog__title--hidden' : ''}`}
    >
      {title}
    </h2>
  );
  return (
    <dialog
      ref={ref}
      className={`resin-dialog resin-dialog--${look}${className ? ` ${className}` : ''}`}
      data-state={state}
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ ...TIMING, ...style }}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
    >
      <span
        className="resin-dialog__guard"
        tabIndex={0}
        data-focus-guard
        onFocus={onStartGuardFocus}
      />
      {/* A press on the backdrop must not take focus out of the dialog. */}
      <div
        className="resin-dialog__backdrop"
        part="backdrop"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={closeOnBackdropClick ? onClose : undefined}
      />
      {look === 'panel' ? (
        <div className="resin-dialog__panel" part="dialog">
          <div className="resin-dialog__header">
            {heading}
            <button
              type="button"
              className="resin-dialog__close"
              part="button close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">{'\u00d7'}</span>
            </button>
          </div>
          <div className="resin-dialog__body">{children}</div>
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
      {aside}
      <span
        className="resin-dialog__guard"
        tabIndex={0}
        data-focus-guard
        onFocus={onEndGuardFocus}
      />
    </dialog>
  );
}
