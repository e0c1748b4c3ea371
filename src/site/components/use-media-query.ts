import { useCallback, useSyncExternalStore } from 'react';

/**
 * The window width the build renders pages at when it writes their HTML ahead of time; the
 * browser's own width takes over as soon as the page runs.
 */
let prerenderWidth = 1366;

export function setPrerenderWidth(width: number) {
  prerenderWidth = width;
}

/** A width query (`(max-width: 1200px)`, `(min-width: 992px)`) answered for the prerender width. */
function matchesPrerenderWidth(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && prerenderWidth > Number(max[1])) return false;
  if (min && prerenderWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

/** Whether a media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesPrerenderWidth(query),
  );
}
