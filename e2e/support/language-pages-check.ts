import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../../dev/testing/browser';
import { expectNoViolations } from './axe';
import { LANGUAGE_SAMPLES, showIn } from './languages';
import { measureOverflow } from './overflow';

/**
 * Every page written in every language, in each language but English, at one window size:
 * nothing reaches past the screen's edge (Tamil and Sinhala run long) and axe-core finds no
 * WCAG 2.2 A or AA violation. One browser and one tab walk the pages, as a visitor would.
 */
export function checkLanguagePages(name: string, options: BrowserContextOptions) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext(options);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe(`each translated page at ${name}`, () => {
    it.each(LANGUAGE_SAMPLES)('$path fits and has no violations', async ({ lang, path }) => {
      await showIn(page, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const { width, screen, outside } = await measureOverflow(page);
      expect(outside, `${path} reaches past the screen's edge`).toEqual([]);
      expect(width, `${path} is wider than the screen`).toBe(screen);
      await expectNoViolations(page, path);
    });
  });
}
