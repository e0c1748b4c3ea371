import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { APPLICATIONS } from '../src/content/applications';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { TOAST } from '../src/content/constants';
import { PRODUCTS } from '../src/content/products';
import { THANKS } from '../src/content/thanks';
import { referenceOf } from '../src/submissions/reference';
import { visit } from '../testing/browser/site-visit';
import { readDocuments, waitForDocument } from '../testing/browser/stored';

const dialog = (page: Page) => page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
const notice = (page: Page, text: string) => page.locator('.resin-toast').filter({ hasText: text });
const receipt = (page: Page) => notice(page, MESSAGES.inquirySubmitted);

/** Sends a good inquiry from the button named `opener` and waits for the dialog to close. */
async function sendInquiry(page: Page, opener: Locator, name: string) {
  await opener.click();
  await dialog(page).waitFor();
  const values = { name, phone: '+94 77 123 4567', companyName: 'Negombo Boatyard' };
  for (const [field, value] of Object.entries(values)) {
    await dialog(page).locator(`[name="${field}"]`).fill(value);
  }
  await dialog(page).locator('[name="message"]').fill('Resin for 10 m hulls, 3 tonnes a month');
  await dialog(page).getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
  await dialog(page).waitFor({ state: 'detached', timeout: 10_000 });
}

/** The stored inquiry of this visitor: its id is the reference the page must show. */
async function storedId(name: string) {
  const doc = await waitForDocument(async () =>
    (await readDocuments<{ name: string }>('application')).find((d) => d.name === name),
  );
  return doc._id;
}

/** Whether what is drawn at the middle of `target` is `target` itself: seen, not covered. */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });

describe('the inquiry confirmation outlives the popup', () => {
  test("on /products keeps one notice, 'Inquiry Submitted' with the reply time and the short reference, in the page once the dialog has closed, until dismissed", async ({
    page,
    errors,
  }) => {
    await visit(page, '/products');
    const grade = PRODUCTS[0]!.title;
    const opener = page.getByRole('button', { name: FORM_TEXT.enquireAbout(grade) });
    const name = `Nuwan Perera ${Date.now()}`;
    await sendInquiry(page, opener, name);

    // The receipt is in the page, outside any dialog, and drawn on top of it.
    await receipt(page).waitFor();
    await expect(receipt(page).evaluate((el) => el.closest('dialog'))).resolves.toBeNull();
    await expect(onTop(receipt(page))).resolves.toBe(true);
    // Focus is back on the button that opened the dialog.
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // The same reference and reply time the other forms give: one notice for one success.
    const id = await storedId(name);
    await expect(receipt(page).getAttribute('role')).resolves.toBe('status');
    await expect(receipt(page).innerText()).resolves.toContain(THANKS.inquiry.next);
    await expect(receipt(page).locator('code').textContent()).resolves.toBe(referenceOf(id));
    await expect(page.locator('.resin-toast').count()).resolves.toBe(1);

    // It outlasts a toast's time, until the visitor dismisses it.
    await page.clock.runFor(TOAST.durationMs + TOAST.removeDelayMs + 1_000);
    await expect(receipt(page).isVisible()).resolves.toBe(true);
    await receipt(page).getByRole('button', { name: FORM_TEXT.dismiss }).click();
    await receipt(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('on /applications on a phone shows the reference within the screen, above the page', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    await visit(page, '/applications');
    const application = APPLICATIONS[0]!.service_name;
    const opener = page.getByRole('button', { name: FORM_TEXT.enquireAbout(application) });
    await opener.scrollIntoViewIfNeeded();
    const name = `Ravi Kumar ${Date.now()}`;
    await sendInquiry(page, opener, name);

    const id = await storedId(name);
    await receipt(page).waitFor();
    await expect(receipt(page).locator('code').textContent()).resolves.toBe(referenceOf(id));
    await expect(onTop(receipt(page))).resolves.toBe(true);
    const box = (await receipt(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Its dismiss button is a target a finger can hit (WCAG 2.2: at least 24 by 24 px).
    const close = (await receipt(page)
      .getByRole('button', { name: FORM_TEXT.dismiss })
      .boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
    expect(errors).toEqual([]);
  });
});
