import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { readDocument, readDocuments, waitForDocument } from '../testing/browser/stored';
import { startStrangerSite } from '../testing/services/stranger-site';
import { deepFocus, demoUrl, tabToField } from '../testing/browser/embed';
import { noticeTabStops, tabThroughNotice } from '../testing/browser/forms';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { LIMIT_MESSAGES } from '../src/content/field-messages';

// Submissions from partner pages: an allowed partner origin (served by the shared stack) and a
// stranger origin the gateway does not know.
const siteUrl = inject('siteUrl');
const partnerUrl = inject('partnerUrl');
let stranger: Awaited<ReturnType<typeof startStrangerSite>>;
beforeAll(async () => {
  stranger = await startStrangerSite();
});
afterAll(async () => {
  await stranger?.close();
});

interface LoggedEvent {
  type: string;
  form: string | undefined;
  id: string | undefined;
}

/** The events the host page's own listener on document recorded. */
const loggedEvents = (page: Page) =>
  page.locator('#event-log li').evaluateAll((items) =>
    items.map((item) => {
      const data = (item as HTMLElement).dataset;
      return { type: data.event ?? '', form: data.form, id: data.id };
    }),
  );

async function waitForEvent(page: Page, type: string): Promise<LoggedEvent> {
  await page.locator(`#event-log li[data-event="${type}"]`).first().waitFor();
  const found = (await loggedEvents(page)).find((event) => event.type === type);
  if (!found) throw new Error(`no ${type} event`);
  return found;
}

const toastIn = (page: Page, host: string, text: string) =>
  page.locator(`${host} [role="status"], ${host} [role="alert"]`).filter({ hasText: text });

describe('an inquiry from the dealer page', () => {
  test('from an allowed partner origin, typed with the keyboard alone, is stored and reported to the page', async ({
    page,
  }) => {
    await page.goto(demoUrl(partnerUrl, siteUrl, 'dealer'));
    await page.locator('resin-inquiry-form input[name="name"]').waitFor();
    const tag = `dealer-${Date.now()}`;

    await page.focus('#application-choice');
    await tabToField(page, 'name');
    await page.keyboard.type(`Asha Patil ${tag}`);
    await tabToField(page, 'phone');
    await page.keyboard.type('+91 98200 12345');
    await tabToField(page, 'companyName');
    await page.keyboard.type('Patil Marine Works');
    await tabToField(page, 'message');
    await page.keyboard.type('40 drums of ISO NPG gelcoat per month');
    await page.keyboard.press('Tab');
    // The privacy notice's links and choices come between the fields and the button.
    const named = async (on: Page) => {
      const { name, text } = await deepFocus(on);
      return name || text;
    };
    await expect(tabThroughNotice(page, 'inquiry', named)).resolves.toEqual(
      noticeTabStops('inquiry'),
    );
    await expect(deepFocus(page)).resolves.toMatchObject({
      text: FORM_TEXT.submitInquiry,
      host: 'resin-inquiry-form',
    });
    await page.keyboard.press('Enter');

    const event = await waitForEvent(page, 'resin-submitted');
    expect(event.form).toBe('inquiry');
    expect(event.id).toMatch(/^application\./);
    await toastIn(page, 'resin-inquiry-form', MESSAGES.inquirySubmitted).waitFor();

    const stored = await waitForDocument(() => readDocument(event.id!));
    expect(stored).toMatchObject({
      _type: 'application',
      name: `Asha Patil ${tag}`,
      phone: '+91 98200 12345',
      companyName: 'Patil Marine Works',
      message: '40 drums of ISO NPG gelcoat per month',
      applicationName: 'Marine',
      status: 'new',
    });
    // The partner's page stays where it is: the form clears instead of reloading it.
    await expect
      .poll(() => page.locator('resin-inquiry-form input[name="name"]').inputValue())
      .toBe('');
    await page.context().close();
  });

  test('from an origin the gateway does not allow, shows a clear message, stores nothing and sends resin-failed', async ({
    page,
  }) => {
    await page.goto(demoUrl(stranger.url, siteUrl, 'dealer'));
    const form = page.locator('resin-inquiry-form');
    await form.locator('input[name="name"]').waitFor();
    const name = `Stranger ${Date.now()}`;
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="phone"]').fill('9820012345');
    await form.locator('input[name="companyName"]').fill('Unknown Dealer');
    await form.locator('textarea[name="message"]').fill('Price list please');
    await form.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();

    const event = await waitForEvent(page, 'resin-failed');
    expect(event.form).toBe('inquiry');
    await toastIn(page, 'resin-inquiry-form', LIMIT_MESSAGES.originNotAllowed).waitFor();
    await expect(page.locator('#event-log').textContent()).resolves.toContain(MESSAGES.sendFailed);
    // What the visitor typed stays, so nothing is lost if the partner gets allowed.
    await expect(form.locator('input[name="name"]').inputValue()).resolves.toBe(name);
    const stored = await readDocuments<{ name: string }>('application');
    expect(stored.filter((doc) => doc.name === name)).toEqual([]);
    await page.context().close();
  });
});

describe('the other forms on a partner page', () => {
  test('sends the contact form to the site and reports the stored id', async ({ page }) => {
    await page.goto(demoUrl(partnerUrl, siteUrl, 'all'));
    const form = page.locator('resin-contact-form');
    await form.locator('input[name="name"]').waitFor();
    const email = `buyer-${Date.now()}@example.com`;
    await form.locator('input[name="name"]').fill('Meera Shah');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('+91 22 2345 6789');
    await form.locator('textarea[name="message"]').fill('Please send the gelcoat datasheet.');
    await form.getByRole('button', { name: FORM_TEXT.sendMessage }).click();

    const event = await waitForEvent(page, 'resin-submitted');
    expect(event.form).toBe('contact');
    const stored = await waitForDocument(() => readDocument(event.id!));
    expect(stored).toMatchObject({ _type: 'contact', name: 'Meera Shah', email });
    await page.context().close();
  });

  test('uploads a resume across origins and sends the career form', async ({ page }) => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Curriculum vitae');
    await page.goto(demoUrl(partnerUrl, siteUrl, 'all'));
    await page.click('#add-career');
    const form = page.locator('resin-career-form');
    await form.locator('input[name="name"]').waitFor();
    const email = `applicant-${Date.now()}@example.com`;
    await form.locator('input[name="name"]').fill('Kiran Joshi');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('9820012345');
    await form.locator('input[name="resume"]').setInputFiles({
      name: 'kiran-joshi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
    await form.getByRole('button', { name: MESSAGES.submitApplication }).click();

    const event = await waitForEvent(page, 'resin-submitted');
    expect(event.form).toBe('career');
    const stored = await waitForDocument(() =>
      readDocument<{ email: string; resume: { asset: { _ref: string } } }>(event.id!),
    );
    expect(stored.email).toBe(email);
    expect(stored.resume.asset._ref).toMatch(/^file-/);
    await page.context().close();
  });

  test('sends an enquiry from the application list dialog, inside the widget', async ({ page }) => {
    await page.goto(demoUrl(partnerUrl, siteUrl, 'sister'));
    const list = page.locator('resin-application-list');
    await list.getByRole('button', { name: FORM_TEXT.enquireAbout('Marine') }).click();
    const dialog = list.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
    await dialog.waitFor();
    // The dialog lives in the widget's shadow root, not in the page's body.
    await expect(
      page.evaluate(() => document.body.querySelector('dialog, [role="dialog"]')),
    ).resolves.toBeNull();
    const name = `Sister visitor ${Date.now()}`;
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('input[name="phone"]').fill('9820012345');
    await dialog.locator('input[name="companyName"]').fill('Lanka Boats');
    await dialog.locator('textarea[name="message"]').fill('Vinyl ester alternative?');
    await dialog.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();

    // The host page hears of it like any other widget's submission.
    const event = await waitForEvent(page, 'resin-submitted');
    expect(event.form).toBe('inquiry');
    const stored = await waitForDocument(() =>
      readDocument<{ name: string; applicationName: string; companyName: string }>(event.id!),
    );
    expect(stored).toMatchObject({ name, applicationName: 'Marine', companyName: 'Lanka Boats' });
    await page.context().close();
  });
});
