import { toast } from 'react-hot-toast/headless';
import { TOAST } from '../../content/constants';

/** What a form tells the visitor: the spec's message and, when known, what to do about it. */
export interface Notice {
  message: string;
  detail?: string | undefined;
}

export interface Notifier {
  success(notice: Notice): void;
  error(notice: Notice): void;
}

// The detail travels inside the message string so the toast store stays plain data; the host
// splits it back into a second line.
export const DETAIL_SEPARATOR = '\n';

function text({ message, detail }: Notice) {
  return detail && detail !== message ? `${message}${DETAIL_SEPARATOR}${detail}` : message;
}

/**
 * Toasts for one toaster (one per form root), so several widgets on a page never show each
 * other's notifications. Every toast stays TOAST.durationMs, whatever its kind.
 */
export function createNotifier(toasterId: string): Notifier {
  const options = { toasterId, duration: TOAST.durationMs, removeDelay: TOAST.removeDelayMs };
  return {
    success: (notice) =>
      void toast.success(text(notice), {
        ...options,
        ariaProps: { role: 'status', 'aria-live': 'polite' },
      }),
    error: (notice) =>
      void toast.error(text(notice), {
        ...options,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      }),
  };
}
