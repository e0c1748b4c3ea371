import { useEffect, useState } from 'react';
import { SWIPER_DEFER_MS } from '../../../content/constants';

export type SwiperKit = typeof import('./swiper-kit');

let kitPromise: Promise<SwiperKit> | null = null;

/** One download however many sliders ask for it. */
function loadSwiperKit(): Promise<SwiperKit> {
  kitPromise ??= import('./swiper-kit');
  return kitPromise;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `task` once, at the first sign of a visitor using the page or SWIPER_DEFER_MS after load,
 * whichever comes first; returns a cancel function. The hero's first automatic change is only
 * due 7 s in, so nothing is lost by keeping Swiper's parse and set-up off the main thread while
 * the page is still becoming usable on a slow phone.
 */
function whenNeeded(task: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  const startTimer = () => {
    timer = setTimeout(run, SWIPER_DEFER_MS);
  };
  function cleanup() {
    window.removeEventListener('load', startTimer);
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    if (timer !== undefined) clearTimeout(timer);
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, run, { capture: true, once: true, passive: true });
  }
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}

/**
 * Swiper is not needed to paint the home page: the sliders render as plain markup first and this
 * hook hands them the Swiper code once the visitor interacts or a few seconds after load, when
 * it can no longer delay the first paint or compete with the hero image. Null until then, and for good if the download fails (the static
 * markup is then the whole slider).
 */
export function useSwiperKit(): SwiperKit | null {
  const [kit, setKit] = useState<SwiperKit | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenNeeded(() => {
      loadSwiperKit().then(
        (loaded) => {
          if (active) setKit(loaded);
        },
        () => {
          kitPromise = null;
        },
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return kit;
}
