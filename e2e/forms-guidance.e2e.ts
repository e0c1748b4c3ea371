import { describe, expect, inject } from 'vitest';
import { animationsDone, frames } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import type { Locator, Page } from 'playwright-core';
import { focusedName, makePdf, navigationStart, tabTo } from '../testing/browser/forms';
import { visit } from '../testing/browser/site-visit';
import { deepFocus, demoUrl, styleInside } from '../testing/browser/embed';
import { readByReference, waitForDocument } from '../testing/browser/stored';
import { APPLICATIONS } from '../src/content/applications';
import { CONTACT_RELOAD_MS } from '../src/content/constants';
import { FILE_PICKER_TEXT } from '../src/content/file-picker';
import { FORM_POST_PREFIX } from '../src/content/form-post';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { FIELD_MESSAGES } from '../src/content/field-messages';
import { REACH_MESSAGES } from '../src/content/reach-messages';
import { THANKS } from '../src/content/thanks';
import { REFERENCE_PATTERN } from '../src/submissions/reference';

// Forms that guide: each wrong field says what is wrong with it, the spec's message sums up the
// form, toasts stay out of the way, and a thank-you panel says what happens next.
const siteUrl = inject('siteUrl');
const partnerUrl = inject('partnerUrl');

const contactForm = (scope: Page | Locator) => scope.getByRole('form', { name: 'Contact form' });
const field = (scope: Page | Locator, name: string) =>
  contactForm(scope).locator(`[name="${name}"]`);
const send = (scope: Page | Locator) =>
  contactForm(scope).getByRole('button', { name: FORM_TEXT.sendMessage });
const toasts = (scope: Page | Locator, type: 'success' | 'error') =>
  scope.locator(`.resin-toast--${type}[data-visible="true"]`);

/** The text of the elements an input's aria-describedby names, in its own (shadow) root. */
const description = (input: Locator) =>
  input.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    return (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' ');
  });

const visitor = (tag: string) => ({
  name: `Nisha Rao ${tag}`,
  email: 'nisha@example.com',
  phone: '+91 98450 11223',
  message: `Samples of ISO resin, please (${tag})`,
});

async function fill(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(scope, name).fill(value);
}

describe('errors that belong to their field', () => {
  test("ties each field's own message to it, sums up the form with the spec's message, focuses the first wrong field and clears a fixed field as the visitor types", async ({
    page,
    errors,
  }) => {
    await visit(page, '/inquiry');
    await fill(page, { email: 'nisha.example.com', phone: '98450', message: 'Hello' });
    await send(page).click();

    const summary = contactForm(page).getByRole('alert');
    await summary.waitFor();
    await expect(summary.locator('p').textContent()).resolves.toBe(MESSAGES.required);
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      FIELD_MESSAGES.missing.name,
      REACH_MESSAGES.emailAt,
      REACH_MESSAGES.phoneDigits(5),
    ]);
    await expect(toasts(page, 'error').textContent()).resolves.toContain(MESSAGES.required);
    await expect(focusedName(page)).resolves.toBe('name');
    for (const [name, message] of [
      ['name', FIELD_MESSAGES.missing.name],
      ['email', REACH_MESSAGES.emailAt],
      ['phone', REACH_MESSAGES.phoneDigits(5)],
    ] as const) {
      await expect(field(page, name).getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(description(field(page, name))).resolves.toBe(message);
    }
    await expect(field(page, 'message').getAttribute('aria-invalid')).resolves.toBeNull();

    // A link of the summary takes the visitor to its field.
    await summary.getByRole('link', { name: REACH_MESSAGES.phoneDigits(5) }).click();
    await expect(focusedName(page)).resolves.toBe('phone');

    // Typing checks the field again: the message follows what is still wrong, then goes.
    await field(page, 'email').fill('nisha@example');
    await expect(description(field(page, 'email'))).resolves.toBe(REACH_MESSAGES.emailOther);
    await field(page, 'email').press('End');
    await page.keyboard.type('.com');
    await expect.poll(() => field(page, 'email').getAttribute('aria-invalid')).toBeNull();
    await expect(description(field(page, 'email'))).resolves.toBe('');
    // The fixed field leaves the summary; the others stay.
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      FIELD_MESSAGES.missing.name,
      REACH_MESSAGES.phoneDigits(5),
    ]);
    await expect(field(page, 'name').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });

  test('does the same inside a widget’s shadow root on a partner page', async ({ page }) => {
    await page.goto(demoUrl(partnerUrl, siteUrl, 'all'));
    const host = page.locator('resin-contact-form');
    await field(host, 'name').waitFor();
    await fill(host, { name: 'Nisha', email: 'nisha @example.com', phone: '98450 11223' });
    await send(host).click();
    await contactForm(host).getByRole('alert').waitFor();
    await expect(deepFocus(page)).resolves.toMatchObject({
      name: 'email',
      host: 'resin-contact-form',
    });
    await expect(field(host, 'email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(description(field(host, 'email'))).resolves.toBe(REACH_MESSAGES.emailSpace);
    await expect(description(field(host, 'message'))).resolves.toBe(FIELD_MESSAGES.missing.message);
    await expect(contactForm(host).getByRole('alert').locator('p').textContent()).resolves.toBe(
      MESSAGES.required,
    );
    await field(host, 'message').fill('Hi');
    await expect(description(field(host, 'message'))).resolves.toBe('');
  });
});

describe('toasts', () => {
  test('a success dismisses every earlier error toast of the form', async ({ page }) => {
    await visit(page, '/inquiry');
    await send(page).click();
    await toasts(page, 'error').first().waitFor();
    await fill(page, visitor('toasts'));
    // One failed send, then one that goes through.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await send(page).click();
    await toasts(page, 'error').filter({ hasText: MESSAGES.sendFailed }).waitFor();
    await expect(toasts(page, 'error').count()).resolves.toBe(2);
    await page.unroute('**/api/contact');
    await send(page).click();
    await toasts(page, 'success').filter({ hasText: MESSAGES.messageSent }).waitFor();
    await expect(toasts(page, 'error').count()).resolves.toBe(0);
  });

  test('on a 390 px phone, a toast never covers the inquiry dialog’s title or close button', async ({
    openPage,
  }) => {
    const { page } = await openPage({ viewport: { width: 390, height: 844 } });
    await visit(page, '/applications');
    const name = APPLICATIONS[0]!.service_name;
    await page.getByRole('button', { name: FORM_TEXT.enquireAbout(name) }).click();
    const dialog = page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
    const toast = toasts(page, 'error').first();
    await toast.waitFor();
    await animationsDone(page); // the toast's entry animation
    const box = await toast.boundingBox();
    for (const covered of [
      dialog.getByRole('heading', { name: FORM_TEXT.inquiryTitle }),
      dialog.getByRole('button', { name: FORM_TEXT.close }),
    ]) {
      const other = await covered.boundingBox();
      expect(box && other).toBeTruthy();
      const apart =
        box!.y >= other!.y + other!.height ||
        other!.y >= box!.y + box!.height ||
        box!.x >= other!.x + other!.width ||
        other!.x >= box!.x + box!.width;
      expect(apart).toBe(true);
    }
  });

  test("keeps the dealer widget's success tick in the widget's own colour, not the page's red", async ({
    page,
  }) => {
    await page.goto(demoUrl(partnerUrl, siteUrl, 'dealer'));
    const host = page.locator('resin-inquiry-form');
    await host.locator('[name="name"]').waitFor();
    for (const [name, value] of Object.entries({
      name: `Dealer tick ${Date.now()}`,
      phone: '98200 12345',
      companyName: 'Marine Works',
      message: 'Gelcoat prices',
    })) {
      await host.locator(`[name="${name}"]`).fill(value);
    }
    await host.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
    // The one notice of the success is the receipt, which stays with the short reference.
    const receipt = host.locator('.resin-toast--success').filter({
      hasText: MESSAGES.inquirySubmitted,
    });
    await receipt.waitFor();
    await expect(receipt.locator('code').textContent()).resolves.toMatch(REFERENCE_PATTERN);
    const { 'background-color': tick } = await styleInside(
      page,
      'resin-inquiry-form',
      '.resin-toast--success .resin-toast__icon',
      ['background-color'],
    );
    expect(tick).toBe('rgb(11, 93, 59)');
  });
});

describe('a thank-you that stays', () => {
  test('after a contact message, says who answers and when with the short reference, and is still there after the reload', async ({
    page,
    errors,
  }) => {
    await visit(page, '/inquiry');
    await fill(page, visitor('thanks'));
    const before = await navigationStart(page);
    await send(page).click();
    const heading = page.getByRole('heading', { name: THANKS.contact.title });
    await heading.waitFor();
    const reference = await page.locator('.resin-thanks code').textContent();
    expect(reference).toMatch(REFERENCE_PATTERN);
    await expect(waitForDocument(() => readByReference(reference!))).resolves.toMatchObject({
      _type: 'contact',
    });
    await expect(page.getByText(THANKS.contact.next).isVisible()).resolves.toBe(true);
    await expect(focusedName(page)).resolves.toBe(THANKS.contact.title);

    await expect
      .poll(() => navigationStart(page).catch(() => before), { timeout: CONTACT_RELOAD_MS + 8000 })
      .toBeGreaterThan(before);
    await heading.waitFor();
    await expect(page.locator('.resin-thanks code').textContent()).resolves.toBe(reference);
    await expect(contactForm(page).count()).resolves.toBe(0);

    await page.getByRole('button', { name: THANKS.contact.again }).click();
    await expect(field(page, 'name').inputValue()).resolves.toBe('');
    await expect(focusedName(page)).resolves.toBe('name');
    await page.reload();
    await field(page, 'name').waitFor();
    expect(errors).toEqual([]);
  });

  test('shows the thank-you in the contact widget, without a reload', async ({ page }) => {
    await page.clock.install();
    await page.goto(demoUrl(partnerUrl, siteUrl, 'all'));
    const host = page.locator('resin-contact-form');
    await field(host, 'name').waitFor();
    // Its form, in the shadow root, would post to the widget's gateway if no script sent it.
    const form = host.locator('form');
    await expect(form.getAttribute('method')).resolves.toBe('post');
    const action = new URL((await form.getAttribute('action'))!);
    expect(action.origin).toBe(new URL(siteUrl).origin);
    expect(action.pathname).toBe(`${FORM_POST_PREFIX}contact`);
    expect(action.searchParams.get('channel')).toBe('widget');
    await fill(host, visitor('widget-thanks'));
    const before = await navigationStart(page);
    await send(host).click();
    await host.getByRole('heading', { name: THANKS.contact.title }).waitFor();
    const reference = await host.locator('.resin-thanks code').textContent();
    expect(reference).toMatch(REFERENCE_PATTERN);
    // Past the moment the site's own contact page reloads, on the page's clock; a reload starts
    // with beforeunload, which a page that is leaving has fired by the time the clock returns.
    await page.evaluate(() =>
      addEventListener('beforeunload', () => (document.documentElement.dataset.leaving = 'yes')),
    );
    await page.clock.runFor(CONTACT_RELOAD_MS + 500);
    await frames(page);
    await expect(page.evaluate(() => document.documentElement.dataset.leaving)).resolves.toBe(
      undefined,
    );
    await expect(navigationStart(page)).resolves.toBe(before);
    await expect(host.locator('.resin-thanks code').textContent()).resolves.toBe(reference);
  });
});

describe('the career file picker', () => {
  test('is a real, labelled file input reached with the keyboard, showing the chosen file’s name and size', async ({
    page,
  }) => {
    await visit(page, '/career');
    const form = page.getByRole('form', { name: FORM_TEXT.careerForm });
    const input = form.locator('input[type="file"][name="resume"]');
    await tabTo(page, '.resin-career-form [name="resume"]');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(input.evaluate((el) => (el as HTMLInputElement).labels?.length)).resolves.toBe(2);
    await expect(form.getByLabel(FORM_TEXT.resume).getAttribute('type')).resolves.toBe('file');
    // The styled button stands in for the input's look and shows its focus.
    const button = form.locator('.resin-file__button');
    await expect(button.isVisible()).resolves.toBe(true);
    await expect(button.evaluate((el) => getComputedStyle(el).outlineStyle)).resolves.toBe('solid');
    await expect(description(input)).resolves.toBe(FILE_PICKER_TEXT.none);

    const pdf = await makePdf(300 * 1024);
    await input.setInputFiles({ name: 'nisha-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    const chosen = FILE_PICKER_TEXT.chosen('nisha-cv.pdf', pdf.length);
    expect(chosen).toMatch(/^nisha-cv\.pdf, \d+ KB$/);
    await expect(form.getByText(chosen).isVisible()).resolves.toBe(true);
    await expect(description(input)).resolves.toBe(chosen);
  });

  test('shows the form heading at the size of the other form cards, below the section heading', async ({
    openPage,
  }) => {
    const size = async (route: string, selector: string) => {
      const { page } = await openPage();
      await visit(page, route);
      const px = await page
        .locator(selector)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      await page.context().close();
      return px;
    };
    const inquiry = await size('/inquiry', '.form-card h2');
    await expect(size('/career', '.form-card h2')).resolves.toBe(inquiry);
    await expect(size('/career', 'main .section h2')).resolves.toBeGreaterThan(inquiry);
  });
});
