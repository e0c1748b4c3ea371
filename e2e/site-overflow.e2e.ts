import { afterAll, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { show } from '../testing/browser/axe';
import { CHECKED_PATHS } from '../testing/browser/route-samples';

// On a 390 px phone no page is wider than the screen: nothing makes it scroll sideways. Each
// route is scrolled through first, so the sections that arrive as they near the viewport count.

// One page walks every route in turn, as a visitor following links does.
let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
});

/** How wide the page is, and the elements that reach past the screen's right edge. */
function measure(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    // Inside a box that scrolls or clips sideways, an element stays in that box; a fixed element
    // (and what it holds) is placed on the screen, not on the page.
    const held = (el: Element) => {
      if (getComputedStyle(el).position === 'fixed') return true;
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (box === document.body || box === document.documentElement) return false;
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > screen + 0.5 && !held(el))
      .map((el) => {
        const name = el.className && typeof el.className === 'string' ? `.${el.className}` : '';
        return `${el.tagName.toLowerCase()}${name} to ${Math.round(el.getBoundingClientRect().right)} px`;
      });
    return { width: document.documentElement.scrollWidth, screen, outside };
  });
}

describe('no sideways scrolling on a 390 px phone', () => {
  test.for(CHECKED_PATHS.map((path) => ({ path })))('$path fits the screen', async ({ path }) => {
    await show(page, path);
    const { width, screen, outside } = await measure(page);
    expect(outside, `${path} reaches past the screen's edge`).toEqual([]);
    expect(width, `${path} is wider than the screen`).toBe(screen);
  });
});
