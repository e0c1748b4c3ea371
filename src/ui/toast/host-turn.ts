import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';

interface Turn {
  host: symbol;
  /** When this host last started showing the toasts (Date.now(), as toasts' createdAt). */
  since: number;
}

// The hosts of each toaster that are in the page, newest last. Only the newest shows the toasts:
// a host inside an open modal dialog, where the rest of the page sits under the backdrop and
// is inert, takes over from the one beside the dialog's opener and hands back when it leaves.
const hosts = new Map<string, Turn[]>();
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For a toast host of `toasterId`: null while another, newer host of the same toaster shows
 * the toasts, else the moment this one took over (0 before it has registered).
 */
export function useHostTurn(toasterId: string): number | null {
  const [host] = useState(() => Symbol(toasterId));

  useLayoutEffect(() => {
    hosts.set(toasterId, [...(hosts.get(toasterId) ?? []), { host, since: Date.now() }]);
    changed();
    return () => {
      const rest = (hosts.get(toasterId) ?? []).filter((turn) => turn.host !== host);
      const top = rest[rest.length - 1];
      if (top) {
        rest[rest.length - 1] = { ...top, since: Date.now() };
        hosts.set(toasterId, rest);
      } else {
        hosts.delete(toasterId);
      }
      changed();
    };
  }, [toasterId, host]);

  const snapshot = useCallback(() => {
    const turns = hosts.get(toasterId);
    const top = turns?.[turns.length - 1];
    if (!top) return 0;
    return top.host === host ? top.since : null;
  }, [toasterId, host]);
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
