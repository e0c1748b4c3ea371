/**
 * Runs `task` once the page has loaded and the main thread has a quiet moment; returns a cancel
 * function. For decoration (the counting figure) that should not compete with the
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
