import type { Page } from 'playwright-core';

/** Holds back every request `matches` picks until `release()`; `requested` lists them. */
export async function holdRequests(page: Page, matches: (url: string) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(
    (url) => matches(url.href),
    async (route) => {
      requested.push(route.request().url());
      await gate;
      await route.continue();
    },
  );
  return { requested, release };
}
