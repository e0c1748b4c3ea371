import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's chromium: tests never download a browser of their own. */
export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or install the chromium package');
  return found;
}

export const CHROME_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** Chromium with the tests' switches, and `extraArgs` after them. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [...CHROME_ARGS, ...extraArgs],
    headless: true,
  });
}

/**
 * Switches Chromium 156 and later back to keeping a failed import in the module map, as Chromium
 * before 156 and other browsers that predate the change in the HTML standard do. A Chromium
 * without the switch ignores it.
 */
export const KEEP_FAILED_IMPORTS = '--disable-features=ModuleMapDoNotCacheFailedFetch';

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
