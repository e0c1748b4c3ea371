import { afterAll, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AXE_WIDTHS, expectNoViolations } from '../testing/browser/axe';
import { test } from '../testing/browser/fixture';
import { pageWidth } from '../testing/browser/page-width';
import { LANGUAGE_SAMPLES, showIn } from '../testing/browser/site-languages';

// Each page the site writes in every language, in Hindi, Marathi, Tamil and Sinhala, at a desktop
// and a phone width: nothing reaches past the screen's edge (Tamil and Sinhala run long) and
// axe-core finds no WCAG 2.2 A or AA violation. The two widths run side by side, each on its own
// page, which walks the pages in turn as a visitor following links does.
describe.concurrent.each(AXE_WIDTHS)('the pages in other languages at $name', (width) => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({
      viewport: { width: width.width, height: width.height },
      ...(width.phone ? { isMobile: true, hasTouch: true } : {}),
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  test.sequential.for(LANGUAGE_SAMPLES)(
    '$path fits and has no violations',
    async ({ lang, path }) => {
      await showIn(page, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const { width: wide, screen, outside } = await pageWidth(page);
      expect(outside, `${path} reaches past the screen's edge`).toEqual([]);
      expect(wide, `${path} is wider than the screen`).toBe(screen);
      await expectNoViolations(page, path);
    },
  );
});
