import { useId, useMemo } from 'react';
import { lazyNotifier } from './toast-demand';

/** A toaster of the calling form's own: its id for <ToastHost> and the functions that fill it. */
export function useToasts(sharedToasterId?: string) {
  const ownId = useId();
  const toasterId = sharedToasterId ?? `resin-toasts-${ownId}`;
  const notify = useMemo(() => lazyNotifier(toasterId), [toasterId]);
  return { toasterId, notify };
}
