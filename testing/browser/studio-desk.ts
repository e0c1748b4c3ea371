import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../services/stack';
import { testStudioBuild } from '../services/studio-build';
import { launchShell } from './chromium';

/*
 * The Studio in a browser: the one Studio build of the run (../services/studio-build.ts) on a
 * product of the file's own, whose content service serves it over HTTPS, and Chromium told to
 * trust that service's certificate, as a person who accepted it once.
 */

export interface StudioStack extends TestStack {
  studio: { url: string; apiUrl: string; spki: string };
}

export interface StaffDesk {
  stack: StudioStack;
  browser: Browser;
  /** The staff's one browser context, signed in once; its first page. */
  context: BrowserContext;
  staff: Page;
  /** Console errors the Studio's pages showed, but what an offline machine cannot fetch. */
  errors: string[];
}

/** What the Studio fetches from Sanity's own hosts (fonts, a version check): offline here. */
const OFFLINE_NOISE = [
  /net::ERR_NAME_NOT_RESOLVED/,
  /Failed to fetch version for package/,
  // Before the local sign-in, the Studio asks who is signed in and hears "nobody" (401).
  /status of 401/,
];

/** Starts the product with the Studio, a browser that trusts it, and one signed-in context. */
export async function openStaffDesk(): Promise<StaffDesk> {
  const studioDir = await testStudioBuild();
  const stack = (await startTestStack({ studioDir })) as StudioStack;
  if (!stack.studio) throw new Error('the test stack serves no Studio');
  const browser = await launchShell([`--ignore-certificate-errors-spki-list=${stack.studio.spki}`]);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (OFFLINE_NOISE.some((noise) => noise.test(message.text()))) return;
    errors.push(message.text());
  });
  context.on('weberror', (error) => errors.push(String(error.error())));
  const staff = await context.newPage();
  return { stack, browser, context, staff, errors };
}

export async function closeStaffDesk(desk: StaffDesk | undefined) {
  await desk?.browser.close();
  await desk?.stack.close();
}

/** A list the structure tool shows, by its title. */
export const pane = (page: Page, title: string) =>
  page.getByRole('listbox', { name: title, exact: true });

/** A document's row in a list, by the text of its preview. */
export const listRow = (list: Locator, text: string) =>
  list.getByRole('link').filter({ hasText: text });

/** Opens a desk list by its title, as staff click it in the first pane. */
export async function openList(page: Page, title: string): Promise<Locator> {
  await page.getByRole('link', { name: title, exact: true }).click();
  return pane(page, title);
}
