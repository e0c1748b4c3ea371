import { useEffect } from 'react';
import { PRELOADER_MS } from '../../content/constants';
import { usePrefersReducedMotion } from '../../ui/motion';

const FADE_MS = 300;

/**
 * The brief preloader. Its markup is in index.html (written by the build from the company data),
 * so it shows with the first paint, before any script; the page renders beneath it, and once the
 * app has rendered this hides it after PRELOADER_MS with a fade. It is fixed, so it never moves
 * the layout.
 */
export function Preloader() {
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const element = document.getElementById('preloader');
    if (!element) return;
    const fade = window.setTimeout(() => {
      element.dataset.phase = 'fading';
    }, PRELOADER_MS);
    const gone = window.setTimeout(() => element.remove(), PRELOADER_MS + (reduced ? 0 : FADE_MS));
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, [reduced]);

  return null;
}
