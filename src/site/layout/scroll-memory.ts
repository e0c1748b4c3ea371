import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '../../ui/motion';

const STORAGE_KEY = 'kalpa-scroll-positions';
/** Lazy pages may take a moment to render the element or the height a position needs. */
const RETRY_MS = 3000;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back and forward then start at the top, which is harmless.
  }
}

/** Calls `attempt` every frame until it reports success or the time is up. Returns a cancel. */
function retry(attempt: () => boolean): () => void {
  const start = performance.now();
  let frame = 0;
  const tick = () => {
    if (attempt() || performance.now() - start > RETRY_MS) return;
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

export function scrollToHashTarget(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  return retry(() => {
    const target = id ? document.getElementById(id) : null;
    if (!target) return false;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return true;
  });
}

/**
 * Scroll handling across routes: positions kept per history entry in session
 * storage, so back and forward (and a reload) return to where the visitor was; a new route
 * starts at the top, while a page that replaces its own entry (its state in the query) stays
 * where it is; a location with a hash scrolls smoothly to the element with that id once
 * the lazy page has rendered it. Done here rather than with react-router's ScrollRestoration
 * because that one jumps to the hash target instantly.
 */
export function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // A layout effect, so the listener of the old entry is gone before the new page scrolls.
  useLayoutEffect(() => {
    const key = location.key;
    const store = positions.current;
    if (!store) return;
    const onScroll = () => {
      store[key] = Math.round(window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      writePositions(store);
    };
  }, [location.key]);

  // A page that keeps its state in the query replaces its entry as the state changes: the same
  // page, so the visitor stays where they are.
  const shownPath = useRef(location.pathname);
  useLayoutEffect(() => {
    const samePage = navigationType === 'REPLACE' && shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    if (location.hash.length > 1) return scrollToHashTarget(location.hash);
    if (samePage) return;
    const saved = positions.current?.[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      return retry(() => {
        window.scrollTo(0, saved);
        return Math.abs(window.scrollY - saved) < 2;
      });
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, location.pathname, navigationType]);
}
