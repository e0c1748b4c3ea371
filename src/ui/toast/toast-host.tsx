import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import { TOAST } from '../../content/constants';
import { FORM_TEXT } from '../../content/messages';
import { useHostTurn } from './host-turn';
import { DETAIL_SEPARATOR } from './notify';

export interface ToastHostProps {
  toasterId: string;
}

/**
 * Renders one toaster's notifications in place (top-right, fixed), inside whatever root the
 * form lives in, a shadow root included. Markup and styles are our own: the library's styled
 * Toaster injects its CSS into document.head, which a shadow root never sees. Of several hosts
 * of one toaster only the newest shows the toasts (one in an open dialog, above its backdrop);
 * toasts it takes over appear without their entrance animation, having made it already.
 */
export function ToastHost({ toasterId }: ToastHostProps) {
  const since = useHostTurn(toasterId);
  // The library dismisses each toast after its duration and removes it after its removal delay.
  const { toasts, handlers } = useToaster(
    { duration: TOAST.durationMs, removeDelay: TOAST.removeDelayMs },
    toasterId,
  );
  if (since === null) return null;
  return (
    <div
      className="resin-toasts"
      part="toasts"
      data-position={TOAST.position}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.slice(0, TOAST.maxVisible).map((t) => {
        const [message, ...detail] = String(resolveValue(t.message, t) ?? '').split(
          DETAIL_SEPARATOR,
        );
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
              aria-label={FORM_TEXT.dismiss}
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
