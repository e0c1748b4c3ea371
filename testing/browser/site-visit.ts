import { inject } from 'vitest';
import type { Page } from 'playwright-core';

/** A phone as the browser tests emulate it: 390 px wide, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Opens a route of the hash router on the shared site (or on `siteUrl`, a stack of the test's
 * own) and waits until the preloader has gone.
 */
export async function visit(page: Page, route: string, siteUrl = inject('siteUrl')) {
  await page.goto(`${siteUrl}/#${route}`);
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
}

/** Scrolls the window to `y` at once and waits until it is there. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}
