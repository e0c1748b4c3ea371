import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { trackRequests } from './waits';

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A new page in its own context that records console errors and page errors, so a test can
 * assert that a visit produced none.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await untilAppReady(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await untilAppReady(page);
    return response;
  };
  return { page, errors };
}

/**
 * Waits until the site's app has taken over the page the build prerendered (its buttons do
 * nothing before); at once on a page that is not the site, such as a partner's demo page.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || root.getAttribute('data-app') === 'ready';
  });
}
