import { describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import { visit } from '../testing/browser/site-visit';
import type { Page } from 'playwright-core';
import type { TestStack } from '../testing/services/stack';
import { elapsedSinceAnswer, focusedName, watchAnswer, watchToast } from '../testing/browser/forms';
import { APPLICATIONS } from '../src/content/applications';
import { INQUIRY_MODAL_CLOSE_MS } from '../src/content/constants';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';

// These tests slow the content service: a stack of the file's own. A retry after it was down
// and the keyboard alone are in the shared suite (forms-suite.e2e.ts).
let stack: TestStack;
test.beforeAll(({ ownStack }) => {
  stack = ownStack;
});

/** A stored inquiry (its `_type` is 'application'). */
interface InquiryDoc {
  _id: string;
  _type: string;
  name: string;
  phone: string;
  companyName: string;
  message: string;
  applicationName: string;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
const input = (page: Page, name: string) => dialog(page).locator(`[name="${name}"]`);
const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text });
const opener = (page: Page, applicationName: string) =>
  page.getByRole('button', { name: FORM_TEXT.enquireAbout(applicationName) });

async function open(page: Page, applicationName: string) {
  await opener(page, applicationName).click();
  await dialog(page).waitFor();
  // Wait for the fade-in to end so clicks land on a settled dialog.
  await page.waitForFunction(
    () =>
      getComputedStyle(document.querySelector('.resin-dialog__panel') as Element).opacity === '1',
  );
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await input(page, name).fill(value);
}

const visitor = (tag: string) => ({
  name: `Ravi Kumar ${tag}`,
  phone: 'call after 5 pm',
  companyName: 'Kumar Boats',
  message: `Gelcoat for 12 m hulls (${tag})`,
});

const byName = (name: string) =>
  stack.query<InquiryDoc[]>('*[_type == "application" && name == $name]', { name });

const first = APPLICATIONS[0]!.service_name;
const last = APPLICATIONS[APPLICATIONS.length - 1]!.service_name;

describe('inquiry modal on /applications', () => {
  test('offers an Enquire button on each of the 15 applications, opening a modal with that application prefilled', async ({
    page,
    errors,
  }) => {
    await visit(page, '/applications', stack.siteUrl);
    await expect(page.getByRole('button', { name: /^Enquire about / }).count()).resolves.toBe(15);
    await open(page, last);
    // A native modal dialog: in the top layer, the rest of the page inert.
    await expect(dialog(page).evaluate((el) => el.matches('dialog:modal'))).resolves.toBe(true);
    await expect(input(page, 'applicationName').inputValue()).resolves.toBe(last);
    await expect(input(page, 'applicationName').getAttribute('readonly')).resolves.toBe('');
    await expect(focusedName(page)).resolves.toBe('name');
    // The modal covers the viewport wherever the entry sits on the page.
    const box = await dialog(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
    await expect(
      page.locator('.resin-dialog').evaluate((el) => getComputedStyle(el).position),
    ).resolves.toBe('fixed');
    expect(errors).toEqual([]);
  });

  test("shows 'Please fill in all required fields.' for a missing field", async ({ page }) => {
    await visit(page, '/applications', stack.siteUrl);
    await open(page, first);
    await fill(page, { ...visitor('v'), companyName: '' });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await toast(page, MESSAGES.required).waitFor();
    await expect(input(page, 'companyName').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(focusedName(page)).resolves.toBe('companyName');
  });

  test("reads 'Submitting...' while sending, stores the inquiry, shows 'Inquiry Submitted', clears and closes 2000 ms later", async ({
    page,
    errors,
  }) => {
    await visit(page, '/applications', stack.siteUrl);
    await open(page, first);
    const values = visitor('ok');
    await fill(page, values);
    // Both moments are taken on the page's clock, so a slow test runner cannot skew the interval.
    await watchToast(page, MESSAGES.inquirySubmitted);
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('dialog')) return;
        sessionStorage.setItem('dialogGoneAt', String(performance.now()));
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await watchAnswer(page, '/api/inquiry');
    stack.content.setFaults({ delayMs: 700 });
    try {
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      const busy = dialog(page).getByRole('button', { name: MESSAGES.submitting });
      await busy.waitFor();
      await expect(busy.isDisabled()).resolves.toBe(true);
      await toast(page, MESSAGES.inquirySubmitted).waitFor();
    } finally {
      stack.content.setFaults({});
    }
    await expect(input(page, 'name').inputValue()).resolves.toBe('');
    await expect(input(page, 'message').inputValue()).resolves.toBe('');
    await dialog(page).waitFor({ state: 'detached', timeout: 10_000 });
    // Counted from the gateway's answer: never sooner, and late only by the fade and a busy
    // machine's delay.
    const closedAfter = await elapsedSinceAnswer(page, 'dialogGoneAt');
    expect(closedAfter).toBeGreaterThanOrEqual(INQUIRY_MODAL_CLOSE_MS);
    expect(closedAfter).toBeLessThan(INQUIRY_MODAL_CLOSE_MS + 1500);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(FORM_TEXT.enquireAbout(first));

    const docs = await byName(values.name);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      _type: 'application',
      ...values,
      applicationName: first,
      status: 'new',
    });
    expect(docs[0]?._id).toMatch(/^application\.[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  test('closes on Escape and with the close button, giving focus back to the Enquire button', async ({
    page,
  }) => {
    await visit(page, '/applications', stack.siteUrl);
    await open(page, first);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(FORM_TEXT.enquireAbout(first));
    await open(page, last);
    await dialog(page).getByRole('button', { name: FORM_TEXT.close }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(FORM_TEXT.enquireAbout(last));
  });

  test('keeps the page behind inert and still, Tab and Shift+Tab inside, and shows its toasts above the backdrop', async ({
    page,
    errors,
  }) => {
    await visit(page, '/applications', stack.siteUrl);
    const enquire = opener(page, first);
    await enquire.scrollIntoViewIfNeeded();
    const box = (await enquire.boundingBox())!;
    await open(page, first);
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
    // What lies under the Enquire button now is the dialog: a click cannot reach the page.
    const under = () =>
      page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog') !== null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
    await expect(under()).resolves.toBe(true);
    // The close button comes first, Submit last; both ways round focus wraps without leaving.
    await dialog(page).getByRole('button', { name: FORM_TEXT.close }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(focusedName(page)).resolves.toBe('Submit');
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => document.activeElement?.closest('dialog:modal') !== null),
      ).resolves.toBe(true);
    }
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    // The notification itself, not the form's summary that says the same.
    const required = page.locator('.resin-toast').filter({ hasText: MESSAGES.required });
    await required.waitFor();
    // The toast is on top of the backdrop, so it is seen and its close button can be pressed.
    const toastBox = (await required.boundingBox())!;
    await expect(
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.resin-toast') !== null,
        { x: toastBox.x + toastBox.width / 2, y: toastBox.y + toastBox.height / 2 },
      ),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');
    await expect(under()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  test('opens and closes without a transition for visitors who prefer reduced motion', async ({
    openPage,
  }) => {
    const { page } = await openPage({ reducedMotion: 'reduce' });
    await visit(page, '/applications', stack.siteUrl);
    await opener(page, first).click();
    await dialog(page).waitFor();
    // None at all, or the site's near-zero one for every element.
    const seconds = await page
      .locator('.resin-dialog__panel')
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached', timeout: 1000 });
  });
});
