import { inject } from 'vitest';
import type { Page, Response } from 'playwright-core';

/** A phone as the browser tests emulate it: 390 px wide, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Opens a route at its old hash address on the shared site (or on `siteUrl`, a stack of the
 * test's own), which takes it to its clean path, and waits until the preloader has gone.
 * Resolves to the HTTP status of the document the visit ended on: 404 for an address the site
 * has no page for.
 */
export async function visit(
  page: Page,
  route: string,
  siteUrl = inject('siteUrl'),
): Promise<number | undefined> {
  let status: number | undefined;
  const noteDocument = (response: Response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      status = response.status();
  };
  page.on('response', noteDocument);
  try {
    await page.goto(`${siteUrl}/#${route}`);
    await page.locator('main h1').first().waitFor();
    await page.locator('.preloader').waitFor({ state: 'detached' });
  } finally {
    page.off('response', noteDocument);
  }
  return status;
}

/** Scrolls the window to `y` at once and waits until it is there. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}
