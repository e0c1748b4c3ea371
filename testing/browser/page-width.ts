import type { Page } from 'playwright-core';

/**
 * How wide the page is against the screen, and the elements that reach past the screen's right
 * edge (a page wider than the screen scrolls sideways on a phone).
 */
export function pageWidth(page: Page) {
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
