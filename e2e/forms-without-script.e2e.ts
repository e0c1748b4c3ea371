import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { NOTICE_VERSION } from '../src/content/current-notice';
import { FIELD_MESSAGES } from '../src/content/field-messages';
import { FORM_ANSWER } from '../src/content/form-answer';
import { FORM_POST_PREFIX } from '../src/content/form-post';
import { AREAS } from '../src/content/i18n/registry';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { PRODUCTS } from '../src/content/products';
import { THANKS } from '../src/content/thanks';
import { REFERENCE_PATTERN } from '../src/submissions/reference';
import { test } from '../testing/browser/fixture';
import { makePdf } from '../testing/browser/forms';
import { PHONE } from '../testing/browser/site-visit';
import { withoutScript } from '../testing/browser/without-script';
import { readByReference, waitForDocument } from '../testing/browser/stored';

// The site's forms in a browser that runs no JavaScript: each posts to the gateway, which
// answers with a page of its own in the form's language (the form drawn again with what to put
// right, or received with the reference) and stores the lead flagged as sent without a script.
// Nothing the visitor typed ever appears in an address.

const site = () => inject('siteUrl');

/** What a form's action may say in its query: the page's words about the form, never a value. */
const CONTEXT_KEYS = new Set(['lang', 'channel', 'region', 'notice', 'noticeLang']);

/** No address carries a typed value: only pages, and the forms' actions with their context. */
function expectNoTypedValue(addresses: string[], typed: string[]) {
  expect(addresses.length).toBeGreaterThanOrEqual(2);
  for (const address of addresses) {
    const url = new URL(address);
    for (const key of url.searchParams.keys()) expect(CONTEXT_KEYS.has(key), address).toBe(true);
    for (const value of typed) {
      expect(decodeURIComponent(address)).not.toContain(value);
    }
  }
}

const field = (page: Page, name: string) =>
  page.locator(`main [name="${name}"]:not([type="hidden"])`);

describe('forms without JavaScript', () => {
  test('in English, the contact form posts to the gateway, comes back with what to correct and the values kept, then is received with a reference and stored as a no-script lead; the career form posts its PDF', async ({
    browser,
  }) => {
    const name = `Asha Patil ${Date.now()}`;
    const email = `asha.${Date.now()}@example.com`;
    const phone = '+91 98765 43210';
    const message = 'Need 2 t of ortho resin for boat hulls';
    const applicant = `Asha Resume ${Date.now()}`;
    let reference = '';
    let careerReference = '';
    const addresses = await withoutScript(
      browser,
      { viewport: { width: 1366, height: 900 } },
      async (page) => {
        await page.goto(`${site()}/inquiry/`);
        const form = page.getByRole('form', { name: FORM_TEXT.contactForm });
        await expect(form.getAttribute('method')).resolves.toBe('post');
        const action = new URL((await form.getAttribute('action'))!, site());
        expect(action.pathname).toBe(`${FORM_POST_PREFIX}contact`);
        expect(action.searchParams.get('lang')).toBe('en');
        expect(action.searchParams.get('channel')).toBe('site');

        // Sent with the e-mail left out: the form again, the name kept, the e-mail's message
        // beside it and in the summary.
        await field(page, 'name').fill(name);
        await field(page, 'phone').fill(phone);
        await field(page, 'message').fill(message);
        await form.getByRole('button', { name: FORM_TEXT.sendMessage }).click();
        await page.waitForURL((url) => url.pathname === `${FORM_POST_PREFIX}contact`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
        await expect(page.locator('h1').innerText()).resolves.toBe(FORM_ANSWER.checkTitle);
        await expect(field(page, 'name').inputValue()).resolves.toBe(name);
        await expect(field(page, 'message').inputValue()).resolves.toBe(message);
        await expect(field(page, 'email').getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(page.locator('#field-email-error').innerText()).resolves.toBe(
          FIELD_MESSAGES.missing.email,
        );
        await expect(
          page.getByRole('alert').getByRole('link', { name: FIELD_MESSAGES.missing.email }).count(),
        ).resolves.toBe(1);
        await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
          'noindex, nofollow',
        );

        // Put right and sent again: received, with the reference a person can read out.
        await field(page, 'email').fill(email);
        await page.getByRole('button', { name: FORM_TEXT.sendMessage }).click();
        await page.getByRole('heading', { name: THANKS.contact.title }).waitFor();
        await expect(page.getByText(THANKS.contact.next).isVisible()).resolves.toBe(true);
        reference = (await page.locator('.reference').innerText()).trim();
        expect(reference).toMatch(REFERENCE_PATTERN);
        // The way back is the page the form was on.
        const back = page.getByRole('link', { name: FORM_ANSWER.backToPage });
        await expect(back.getAttribute('href')).resolves.toBe(`${site()}/inquiry/`);

        // The career form posts multipart, its PDF with it, and is received the same way.
        await page.goto(`${site()}/career/`);
        const career = page.getByRole('form', { name: FORM_TEXT.careerForm });
        await expect(career.getAttribute('enctype')).resolves.toBe('multipart/form-data');
        await field(page, 'name').fill(applicant);
        await field(page, 'email').fill(email);
        await field(page, 'phone').fill(phone);
        await career.locator('input[type="file"]').setInputFiles({
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: await makePdf(),
        });
        await career.getByRole('button', { name: MESSAGES.submitApplication }).click();
        await page.getByRole('heading', { name: THANKS.career.title }).waitFor();
        careerReference = (await page.locator('.reference').innerText()).trim();
      },
    );
    expectNoTypedValue(addresses, [name, applicant, email, phone, message]);
    await expect(waitForDocument(() => readByReference(careerReference))).resolves.toMatchObject({
      _type: 'career',
      name: applicant,
      status: 'new',
      source: { noScript: true },
      resume: { asset: { _ref: expect.stringMatching(/^file-/) } },
    });
    const doc = await waitForDocument(() => readByReference(reference));
    expect(doc).toMatchObject({
      _type: 'contact',
      name,
      email,
      status: 'new',
      source: { page: `${site()}/inquiry/`, channel: 'site', noScript: true },
      // The notice the page showed, which the form's address named.
      consent: { version: NOTICE_VERSION, language: 'en' },
    });
  });

  test("in Tamil on a phone, a grade's inquiry is received in Tamil and stored with the grade's English name", async ({
    browser,
  }) => {
    const grade = PRODUCTS.find((candidate) => candidate.id === 'isophthalic-npg')!;
    const [{ products }, { formText }, thanksArea] = await Promise.all([
      AREAS.products.translations.ta!(),
      AREAS.messages.translations.ta!(),
      AREAS.thanks.translations.ta!(),
    ]);
    const { thanks } = thanksArea as { thanks: typeof THANKS };
    const name = `Kumar ${Date.now()}`;
    const phone = '+94 77 123 4567';
    let reference = '';
    const addresses = await withoutScript(browser, PHONE, async (page) => {
      await page.goto(`${site()}/ta/inquiry/${grade.id}/`);
      const form = page.getByRole('form', { name: formText.inquiryForm });
      await expect(field(page, 'applicationName').inputValue()).resolves.toBe(
        products[grade.id]!.title,
      );
      await field(page, 'name').fill(name);
      await field(page, 'phone').fill(phone);
      await field(page, 'companyName').fill('Jaffna FRP');
      await field(page, 'message').fill('500 kg, delivery to Jaffna');
      await form.getByRole('button', { name: formText.submitInquiry }).click();
      await page.getByRole('heading', { name: thanks.inquiry.title }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ta');
      await expect(page.getByText(thanks.inquiry.next).isVisible()).resolves.toBe(true);
      reference = (await page.locator('.reference').innerText()).trim();
      expect(reference).toMatch(REFERENCE_PATTERN);
      // Nothing wider than the phone's screen.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
    });
    expectNoTypedValue(addresses, [name, phone]);
    const doc = await waitForDocument(() => readByReference(reference));
    expect(doc).toMatchObject({
      _type: 'application',
      name,
      applicationName: grade.title,
      status: 'new',
      source: { page: `${site()}/ta/inquiry/${grade.id}/`, noScript: true },
    });
  });
});
