import { useSyncExternalStore } from 'react';

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * A value derived from the scroll position. The component re-renders only when the derived
 * value changes, so a boolean such as "past 300 px" costs nothing while scrolling.
 */
export function useScrollDerived<T extends string | number | boolean>(
  derive: (scrollY: number) => T,
  /** The value at the top of a page rendered ahead of time, where there is no window. */
  atTop: T = derive(0),
): T {
  return useSyncExternalStore(
    subscribeScroll,
    () => derive(window.scrollY),
    () => atTop,
  );
}
