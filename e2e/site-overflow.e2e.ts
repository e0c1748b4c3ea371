import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../dev/testing/browser';
import { show } from './support/axe';
import { measureOverflow as measure } from './support/overflow';
import { CHECKED_PATHS } from './support/route-samples';

// On a 390 px phone no page is wider than the screen: nothing makes it scroll sideways. Each
// route is scrolled through first, so the sections that arrive as they near the viewport count.

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('no sideways scrolling on a 390 px phone', () => {
  it.each(CHECKED_PATHS.map((path) => ({ path })))('$path fits the screen', async ({ path }) => {
    await show(page, path);
    const { width, screen, outside } = await measure(page);
    expect(outside, `${path} reaches past the screen's edge`).toEqual([]);
    expect(width, `${path} is wider than the screen`).toBe(screen);
  });
});
