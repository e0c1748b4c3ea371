import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True from the moment the element comes within `marginPx` of the viewport, and for good: for
 * code that should load just before the visitor scrolls to it and not on a visit that never
 * gets there. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(
  marginPx: number,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [marginPx, near]);
  return [ref, near];
}
