import type { Page, Request } from 'playwright-core';

// Waits on what the page does (frames, animations, requests), never on a fixed time. For "nothing
// happens while time passes", install the page's clock before the visit (`page.clock.install()`)
// and move it on with `page.clock.runFor(ms)`: the page's timers fire at once, no test sleeps.

/** Resolves after the page has rendered `count` frames (its observers have reported by then). */
export function frames(page: Page, count = 2): Promise<void> {
  return page.evaluate(async (count) => {
    for (let i = 0; i < count; i += 1) await new Promise(requestAnimationFrame);
  }, count);
}

/**
 * Resolves once every finite animation and transition running on the page has ended (endless
 * ones, such as a scrolling text band, are left out).
 */
export async function animationsDone(page: Page): Promise<void> {
  await frames(page, 1);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
  });
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests in flight from now on; every page the fixture opens is counted
 * from its start.
 */
export function trackRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const set = new Set<Request>();
    page.on('request', (request) => set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    inFlight.set(page, set);
    pending = set;
  }
  return pending;
}

/**
 * Resolves once the page has rendered two frames with none of its requests in flight: what came
 * into view has reported to its observers, and what they asked for has arrived.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const pending = trackRequests(page);
  for (;;) {
    await frames(page);
    if (pending.size === 0) return;
    await Promise.all(
      [...pending].map((request) =>
        request
          .response()
          .then((response) => response?.finished())
          .catch(() => null),
      ),
    );
  }
}
