import { useEffect, useRef, useState, type RefObject } from 'react';
import { REVEAL } from '../../content/constants';

/**
 * True from the moment the element is first seen (at the reveal threshold) and for good, so an
 * entrance animation plays once. Without IntersectionObserver it is true at once.
 */
export function useSeenOnce<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL.threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, seen];
}
