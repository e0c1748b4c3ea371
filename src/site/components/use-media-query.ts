import { useCallback, useSyncExternalStore } from 'react';

/** Before the app knows the window: on the server, and while it adopts the server's HTML. */
const unknown = () => undefined;

/**
 * Whether a media query matches now, kept current as the window changes; `undefined` where the
 * window is not known yet. The build writes one HTML for every width, so a component renders
 * for both answers then (and lets CSS show the right one); React keeps that markup while it
 * adopts the page and renders the real answer right after.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    unknown,
  );
}
