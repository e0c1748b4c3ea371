import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function reduceQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCE)
    : null;
}

/**
 * Whether the visitor asked the system for less motion: animations, smooth scrolling and
 * autoplay are then skipped. False where the browser cannot tell.
 */
export function prefersReducedMotion(): boolean {
  return reduceQuery()?.matches ?? false;
}

function subscribe(onChange: () => void) {
  const list = reduceQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** prefersReducedMotion() for a component, re-rendering it when the preference changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
