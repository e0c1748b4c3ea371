import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import { TOAST } from '../../content/constants';
import { FORM_TEXT } from '../../content/messages';
import { useArea } from '../i18n/areas';
import { DETAIL_SEPARATOR } from './notify';
import css from './toast.css?inline';

/**
 * The styles as one constructed sheet, adopted by the document or shadow root the list is in:
 * a <style> element would need 'unsafe-inline' in the Content-Security-Policy of a partner's
 * page. Undefined where sheets cannot be constructed (older browsers, the server), which get a
 * <style> element instead.
 */
const sheet = (() => {
  try {
    const constructed = new CSSStyleSheet();
    constructed.replaceSync(css);
    return constructed;
  } catch {
    return undefined;
  }
})();

type SheetHolder = { adoptedStyleSheets: CSSStyleSheet[] };

export interface ToastListProps {
  toasterId: string;
  /** When this host took over its toaster (useHostTurn): older toasts appear without entrance. */
  since: number;
  /** Lasting notices of the host's owner, above the toasts (ToastHost's children). */
  children?: ReactNode;
  /** Puts a toast's words into the language shown (ToastHost's `translate`). */
  translate?: ((text: string) => string) | undefined;
}

/**
 * One toaster's notifications, in markup and styles of our own (the library's styled Toaster
 * injects its CSS into document.head, which a shadow root never sees). Loaded with the toast
 * library the first time any form on the page has something to say.
 */
export default function ToastList({
  toasterId,
  since,
  children,
  translate = (text) => text,
}: ToastListProps) {
  // The library dismisses each toast after its duration and removes it after its removal delay.
  const { toasts, handlers } = useToaster(
    { duration: TOAST.durationMs, removeDelay: TOAST.removeDelayMs },
    toasterId,
  );
  const list = useRef<HTMLDivElement>(null);
  // The forms put each toast's words into their language; its close button follows here.
  const dismiss = useArea('messages')?.formText.dismiss ?? FORM_TEXT.dismiss;
  // The styles come with the list, so they reach a shadow root as well as the page; adopted
  // before the first paint, so no toast is ever shown unstyled.
  useLayoutEffect(() => {
    const root = list.current?.getRootNode() as Partial<SheetHolder> | undefined;
    if (!sheet || !root?.adoptedStyleSheets || root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
  return (
    <div
      ref={list}
      className="resin-toasts"
      part="toasts"
      data-position={TOAST.position}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {sheet ? null : <style>{css}</style>}
      {children}
      {toasts.slice(0, TOAST.maxVisible).map((t) => {
        const [message = '', ...detail] = String(resolveValue(t.message, t) ?? '')
          .split(DETAIL_SEPARATOR)
          .map(translate);
        return (
          <div
            key={t.id}
            className={`resin-toast resin-toast--${t.type}`}
            part={`toast toast-${t.type}`}
            data-visible={t.visible ? 'true' : 'false'}
            data-settled={t.createdAt < since ? 'true' : undefined}
            aria-hidden={t.visible ? undefined : true}
            {...t.ariaProps}
          >
            <span className="resin-toast__icon" aria-hidden="true">
              {t.type === 'error' ? '!' : '\u2713'}
            </span>
            <span className="resin-toast__text">
              <span className="resin-toast__message">{message}</span>
              {detail.length > 0 ? (
                <span className="resin-toast__detail">{detail.join(' ')}</span>
              ) : null}
            </span>
            <button
              type="button"
              className="resin-toast__close"
              aria-label={dismiss}
              // A toast on its way out is hidden from screen readers; so is its button from Tab.
              tabIndex={t.visible ? undefined : -1}
              onClick={() => toast.dismiss(t.id, toasterId)}
            >
              <span aria-hidden="true">{'\u00d7'}</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
