import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { trackRequests } from './waits';

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A new page in its own context that records console errors and page errors, so a test can
 * assert that a visit produced none. A document the server answered with an error status is
 * not one of them: the test checks that status (see below).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  // The browser notes a document the server answered with an error status (the site's 404 page
  // for an unknown address) as a console error. That is the server's answer, which a test checks
  // through the response, not an error of the page: it is left out, in whichever order the
  // answer and the note arrive.
  const failedDocuments = new Set<string>();
  const statusNotes = new Map<string, string[]>();
  const isStatusNote = (text: string) =>
    /^Failed to load resource: the server responded with a status of \d+/.test(text);
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() < 400 || !request.isNavigationRequest()) return;
    if (request.frame() !== page.mainFrame()) return;
    failedDocuments.add(response.url());
    for (const note of statusNotes.get(response.url()) ?? []) {
      const at = errors.indexOf(note);
      if (at >= 0) errors.splice(at, 1);
    }
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const { url } = msg.location();
    if (isStatusNote(text)) {
      if (failedDocuments.has(url)) return;
      statusNotes.set(url, [...(statusNotes.get(url) ?? []), text]);
    }
    errors.push(text);
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
