import { toast, type Toast } from 'react-hot-toast/headless';
import { TOAST } from '../../content/constants';
import type { Notice, Notifier } from './toast-types';

// Error toasts still up, per toaster, for the success that follows them to dismiss.
const errorToasts = new Map<string, Set<string>>();

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
  const errors = errorToasts.get(toasterId) ?? new Set<string>();
  errorToasts.set(toasterId, errors);
  const failed = (notice: Notice, ariaProps: Toast['ariaProps'], id?: string) =>
    void errors.add(toast.error(text(notice), { ...options, ariaProps, id }));
  const clear = () => {
    errors.forEach((id) => toast.dismiss(id, toasterId));
    errors.clear();
  };
  return {
    success: (notice) => {
      clear();
      // One success toast at a time: a later one (the career form's 'Application Sent' after
      // its 'Resume uploaded') takes the earlier one's place, so one success shows one notice.
      toast.success(text(notice), {
        ...options,
        id: `${toasterId}-success`,
        ariaProps: { role: 'status', 'aria-live': 'polite' },
      });
    },
    error: (notice) => failed(notice, { role: 'alert', 'aria-live': 'assertive' }),
    // No role: a visual copy of what the form's summary announces.
    invalid: (notice) =>
      failed(notice, { 'aria-live': 'off' } as Toast['ariaProps'], `${toasterId}-invalid`),
    clear,
  };
}
