import { useEffect } from 'react';
import { PRELOADER_MS } from '../../content/constants';
import { usePrefersReducedMotion } from '../../ui/motion';

const FADE_MS = 300;

/**
 * The brief preloader. Its markup is in every page's HTML (written by the build from the company
 * data), over the page that is there too, so it shows with the first paint; CSS fades it
 * PRELOADER_MS later, with or without scripts. Once the app runs, this removes it (and fades it
 * where a page was rendered by the app alone). It is fixed, so it never moves the layout.
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
