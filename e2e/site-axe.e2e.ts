import { afterAll, describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { SITE_ROUTES } from '../src/site/site-routes';
import {
  AXE_WIDTHS,
  describeViolations,
  expectNoViolations,
  runAxe,
  scrollThrough,
  show,
} from '../testing/browser/axe';
import { demoUrl } from '../testing/browser/embed';
import { pageWidth } from '../testing/browser/page-width';
import { SAMPLE_PATHS, CHECKED_PATHS, hasParameters } from '../testing/browser/route-samples';

// axe-core checks every route against WCAG 2.0 to 2.2, levels A and AA, at a desktop and a
// phone width, with the content below the fold scrolled into view once so it is checked too.
// On the phone, each route is also held to the screen's width: nothing may make it scroll
// sideways (checked on the same visit, once the late sections have arrived). The states a
// visitor reaches from there (errors, thanks, cart, menu, dialogs) are checked in
// site-axe-states.e2e.ts.

describe('route samples', () => {
  test('has a sample value for every route with parameters', () => {
    const missing = SITE_ROUTES.map(({ path }) => path).filter(
      (path) => hasParameters(path) && SAMPLE_PATHS[path] === undefined,
    );
    expect(
      missing,
      `Add a real value for these routes to SAMPLE_PATHS in testing/browser/route-samples.ts: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});

// The two widths run side by side, each on its own page, which walks the routes in turn as a
// visitor following links does.
describe.concurrent.each(AXE_WIDTHS)('every route at $name', ({ width, height, phone }) => {
  let context: BrowserContext;
  let page: Page;
  let shown: string | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({
      viewport: { width, height },
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  /** The route on the page, shown and settled: once for all of its checks. */
  async function showOnce(path: string) {
    if (shown === path) return;
    shown = undefined;
    await show(page, path);
    shown = path;
  }

  const checks = CHECKED_PATHS.flatMap((path) => [
    { path, check: 'axe', name: `${path} has no WCAG 2.2 A or AA violations` },
    ...(phone
      ? [{ path, check: 'width', name: `${path} fits the screen: nothing scrolls sideways` }]
      : []),
  ]);

  test.sequential.for(checks)('$name', async ({ path, check }) => {
    await showOnce(path);
    if (check === 'axe') {
      await expectNoViolations(page, path);
      return;
    }
    const { width: pageWide, screen, outside } = await pageWidth(page);
    expect(outside, `${path} reaches past the screen's edge`).toEqual([]);
    expect(pageWide, `${path} is wider than the screen`).toBe(screen);
  });

  test.sequential(
    'finds no violations inside any of the five widgets on a partner page',
    async () => {
      shown = undefined;
      await page.goto(demoUrl(inject('partnerUrl'), inject('siteUrl'), 'all'));
      await page.locator('#add-career').click();
      const hosts = [
        'resin-inquiry-form',
        'resin-product-tabs',
        'resin-contact-form',
        'resin-application-list',
        'resin-career-form',
      ];
      for (const host of hosts) {
        await page.waitForFunction(
          (host) => (document.querySelector(host)?.shadowRoot?.childElementCount ?? 0) > 0,
          host,
        );
      }
      await scrollThrough(page);
      const report: string[] = [];
      for (const host of hosts) {
        const violations = await runAxe(page, host);
        if (violations.length > 0) report.push(`<${host}>:\n${describeViolations(violations)}`);
      }
      expect(report, report.join('\n')).toEqual([]);
    },
  );
});
