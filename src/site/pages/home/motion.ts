import { useEffect, useRef, useState, type RefObject } from 'react';
import { REVEAL } from '../../../content/constants';

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

/**
 * Runs `task` once the page has loaded and the main thread has a quiet moment; returns a cancel
 * function. For decoration (a counting figure, bars filling) that should not compete with the
 * page becoming usable on a slow phone.
 */
export function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const whenLoaded = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: 1000 });
    } else {
      timer = setTimeout(run, 100);
    }
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
