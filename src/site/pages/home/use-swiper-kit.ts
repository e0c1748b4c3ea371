import { useEffect, useState } from 'react';

export type SwiperKit = typeof import('./swiper-kit');

let kitPromise: Promise<SwiperKit> | null = null;

/** One download however many sliders ask for it. */
function loadSwiperKit(): Promise<SwiperKit> {
  kitPromise ??= import('./swiper-kit');
  return kitPromise;
}

/** Runs `task` once the page has loaded and the main thread is idle; returns a cancel function. */
function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: 2000 });
    } else {
      timer = setTimeout(run, 200);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Swiper is not needed to paint the home page: the sliders render as plain markup first and this
 * hook hands them the Swiper code after load, when it can no longer delay the first paint or
 * compete with the hero image. Null until then, and for good if the download fails (the static
 * markup is then the whole slider).
 */
export function useSwiperKit(): SwiperKit | null {
  const [kit, setKit] = useState<SwiperKit | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = afterLoadAndIdle(() => {
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
