import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';

/** A real PDF, padded with metadata to about `size` bytes when a test needs a large one. */
export async function makePdf(size = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Curriculum vitae');
  // pdf-lib writes metadata as UTF-16 hex: four bytes in the file per character.
  if (size > 0) doc.setSubject('x'.repeat(Math.floor(size / 4)));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * Starts watching for a toast with `text`; the returned promise gives the time it appeared,
 * on the page's clock (ms since the epoch), kept in sessionStorage so it survives a reload.
 */
export async function watchToast(page: Page, text: string, key = 'toastSeenAt') {
  await page.evaluate(
    ({ text, key }) => {
      sessionStorage.removeItem(key);
      const seen = () =>
        [...document.querySelectorAll('[role="status"], [role="alert"]')].some((el) =>
          el.textContent?.includes(text),
        );
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        sessionStorage.setItem(key, String(performance.timeOrigin + performance.now()));
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { text, key },
  );
}

/**
 * Waits until the toast `watchToast` watches for under `key` has been shown. The page saw it,
 * so this holds even when the page has reloaded since (the contact and career forms reload 3000
 * and 2000 ms after success), which a slow test runner polling for the toast could miss.
 */
export async function toastSeen(page: Page, key = 'toastSeenAt', timeout = 20_000) {
  await expect
    .poll(() => page.evaluate((k) => sessionStorage.getItem(k), key).catch(() => null), {
      timeout,
    })
    .not.toBeNull();
}

/** When the current document began loading, on the page's clock (ms since the epoch). */
export const navigationStart = (page: Page) => page.evaluate(() => performance.timeOrigin);

/** Tabs forward until `selector` has focus; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, max = 120) {
  for (let i = 0; i < max; i += 1) {
    const focused = await page.evaluate(
      (sel) => document.activeElement?.matches(sel) ?? false,
      selector,
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** What the focused element is, for focus-order assertions. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('name') ?? el?.textContent?.trim() ?? '';
  });
