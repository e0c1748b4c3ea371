import { useEffect, useState } from 'react';
import { PRELOADER_MS } from '../../content/constants';
import { SITE_TEXT } from '../../content/messages';
import { usePrefersReducedMotion } from './use-window';

const FADE_MS = 300;

/**
 * The brief preloader of SPEC 4. The page renders underneath from the start; this only covers it
 * for PRELOADER_MS and fades out. It is fixed, so it never moves the layout, and it holds no
 * text or image large enough to count as the page's largest paint.
 */
export function Preloader() {
  const reduced = usePrefersReducedMotion();
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');

  useEffect(() => {
    const fade = window.setTimeout(() => setPhase('fading'), PRELOADER_MS);
    const gone = window.setTimeout(() => setPhase('gone'), PRELOADER_MS + (reduced ? 0 : FADE_MS));
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, [reduced]);

  if (phase === 'gone') return null;
  return (
    <div className="preloader" data-phase={phase} role="status" aria-live="polite">
      <span className="preloader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{SITE_TEXT.loading}</span>
    </div>
  );
}
