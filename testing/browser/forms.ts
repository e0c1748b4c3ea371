import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { noticeParts, type NoticeKind } from '../../src/content/privacy-notice';

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

/**
 * Starts watching, on the page's own clock, for the moment the answer to its next POST to
 * `path` ('/api/contact') has arrived in full, and for the moment the page starts to leave (a
 * reload); elapsedSinceAnswer() later reads the time between. A form's reload or closing after a
 * success is timed from that answer, so it can come no earlier than its delay after it, however
 * late a busy machine draws the toast. Kept in sessionStorage, so it survives the reload.
 */
export async function watchAnswer(page: Page, path: string) {
  await page.evaluate((path) => {
    sessionStorage.removeItem('answeredAt');
    sessionStorage.removeItem('leftAt');
    new PerformanceObserver((list, observer) => {
      const answer = list.getEntries().find((entry) => new URL(entry.name).pathname === path) as
        PerformanceResourceTiming | undefined;
      if (!answer) return;
      sessionStorage.setItem('answeredAt', String(answer.responseEnd));
      observer.disconnect();
    }).observe({ type: 'resource' });
    addEventListener('beforeunload', () =>
      sessionStorage.setItem('leftAt', String(performance.now())),
    );
  }, path);
}

/**
 * Milliseconds from the watched answer to `until`: the page starting to leave, or another moment
 * the page wrote to sessionStorage on its clock (performance.now()) under that key.
 */
export async function elapsedSinceAnswer(page: Page, until = 'leftAt'): Promise<number> {
  const { answeredAt, at } = await page.evaluate(
    (until) => ({
      answeredAt: sessionStorage.getItem('answeredAt'),
      at: sessionStorage.getItem(until),
    }),
    until,
  );
  if (answeredAt === null || at === null) throw new Error(`no answer or no ${until} was seen`);
  return Number(at) - Number(answeredAt);
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

/**
 * The privacy notice's stops between a form's last field and its submit button, in tab order,
 * as focusedName() and deepFocus() name them: its links by their text, then its optional
 * choices by their field names.
 */
export function noticeTabStops(kind: NoticeKind): string[] {
  const parts = noticeParts(kind, 'en')!;
  return [
    ...parts.paragraphs.flat().flatMap((segment) => (segment.link ? [segment.text] : [])),
    ...parts.consents.map((consent) => `consent.${consent.key}`),
  ];
}

/**
 * Presses Tab through as many stops as the notice has, from its first; resolves to what was
 * focused at each, named by `focused`, for the test to compare with noticeTabStops().
 */
export async function tabThroughNotice(
  page: Page,
  kind: NoticeKind,
  focused: (page: Page) => Promise<string>,
): Promise<string[]> {
  const seen: string[] = [];
  for (let stop = 0; stop < noticeTabStops(kind).length; stop += 1) {
    seen.push(await focused(page));
    await page.keyboard.press('Tab');
  }
  return seen;
}
