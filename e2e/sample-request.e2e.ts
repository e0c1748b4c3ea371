// The sample request as a buyer sends it: from a grade's page, in English, through a wrong PIN
// code to the stored request, read back by GROQ; and in Hindi on a phone, sent through a dealer,
// where the page fits the screen, its problems are shown in Hindi and axe finds nothing.
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { expectNoViolations } from '../testing/browser/axe';
import { pageWidth } from '../testing/browser/page-width';
import { PHONE } from '../testing/browser/site-visit';
import { untilAppReady } from '../testing/browser/watched-page';
import { contentReader } from '../testing/services/reader';
import { waitForDocument } from '../testing/browser/stored';
import { NOTICE_VERSION } from '../src/content/current-notice';
import { dealerById, DEMO_DEALER_ID } from '../src/content/dealers';
import { GRADE_PAGE_TEXT } from '../src/content/grade-page';
import { AREAS } from '../src/content/i18n/registry';
import { PRODUCTS } from '../src/content/products';
import { SAMPLE_MESSAGES, SAMPLE_TEXT } from '../src/content/sample-request';
import { PAGE_TITLES } from '../src/content/site-text';

const site = () => inject('siteUrl');
const iso = PRODUCTS.find((product) => product.id === 'isophthalic')!;

const form = (page: Page, name: string) => page.getByRole('form', { name });
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
/** The problem shown under a field (the field names it with aria-describedby). */
const problemOf = (page: Page, name: string) =>
  field(page, name).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el) => el?.classList.contains('resin-field__error'))
      .map((el) => el!.textContent)
      .join(''),
  );

describe('the sample request', () => {
  test("is sent from a grade's page, refuses a PIN code of the wrong length, and is stored as sent", async ({
    page,
    errors,
  }) => {
    await page.goto(`${site()}/products/${iso.id}/`);
    await untilAppReady(page);
    await page.getByRole('link', { name: GRADE_PAGE_TEXT.requestSample }).click();
    await page.waitForURL(`${site()}/samples/request/?grade=${iso.id}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(PAGE_TITLES.sampleRequest);
    await expect.poll(() => field(page, 'productId').inputValue()).toBe(iso.id);

    const values = {
      name: 'Sunita Kulkarni',
      companyName: 'Kulkarni Tanks',
      email: 'sunita@kulkarnitanks.example',
      phone: '+91 98220 44556',
      purpose: 'Chemical tank lining, beside the resin we use now',
      address: 'Gat 112, Chakan MIDC, Pune',
    };
    for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
    await field(page, 'quantityKg').selectOption('5');
    await field(page, 'country').selectOption('IN');
    // A Sri Lankan postal code for an Indian address.
    await field(page, 'postcode').fill('10350');
    await form(page, SAMPLE_TEXT.form).getByRole('button', { name: SAMPLE_TEXT.submit }).click();
    await expect.poll(() => problemOf(page, 'postcode')).toBe(SAMPLE_MESSAGES.pin);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'postcode',
    );

    await field(page, 'postcode').fill('410501');
    await form(page, SAMPLE_TEXT.form).getByRole('button', { name: SAMPLE_TEXT.submit }).click();
    await page.getByRole('heading', { name: SAMPLE_TEXT.thanksTitle }).waitFor();
    const id = (await page.locator('.resin-sample-form__id').textContent()) ?? '';
    expect(id).toMatch(/^sample\.[0-9a-f-]{36}$/);

    const reader = contentReader(inject('contentUrl'), inject('contentToken'));
    const stored = await waitForDocument(() =>
      reader
        .fetch<Record<string, unknown> | null>(
          '*[_type == "sample" && _id == $id][0]{status, productId, productTitle, quantityKg, country, postcode, name, companyName, email, phone, purpose, address, "channel": source.channel, "dealer": source.dealer, "notice": consent.version}',
          { id },
        )
        .then((doc) => doc ?? undefined),
    );
    expect(stored).toEqual({
      status: 'new',
      productId: iso.id,
      productTitle: iso.title,
      quantityKg: 5,
      country: 'IN',
      postcode: '410501',
      ...values,
      channel: 'site',
      dealer: null,
      notice: NOTICE_VERSION,
    });
    expect(errors).toEqual([]);
  });

  test('in Hindi on a phone, through a dealer: fits the screen, says its problems in Hindi, and axe finds nothing', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage(PHONE);
    const hi = (await AREAS['sample-request'].translations.hi!()).sampleText;
    const titles = (await AREAS['site-text'].translations.hi!()).pageTitles;
    // From the dealer finder: the demo dealer's card asks for a sample of the grade chosen there.
    const dealer = dealerById(DEMO_DEALER_ID)!;
    const gradePage = (await AREAS['grade-page'].translations.hi!()).gradePageText;
    await page.goto(`${site()}/hi/dealers/?grade=isophthalic`);
    await untilAppReady(page);
    const sample = page.locator(`main a[href*="samples"][href*="dealer=${dealer.id}"]`);
    await expect(sample.textContent()).resolves.toBe(`${gradePage.requestSample}: ${dealer.name}`);
    await sample.click();
    await page.waitForURL(/\/hi\/samples\/request\/\?grade=isophthalic&dealer=/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(titles.sampleRequest);
    await expect
      .poll(() => page.locator('.sample-request__dealer').textContent())
      .toBe(hi.throughDealer(dealer.name));

    await field(page, 'country').selectOption('LK');
    await field(page, 'postcode').fill('4105');
    await form(page, hi.form).getByRole('button', { name: hi.submit }).click();
    await expect.poll(() => problemOf(page, 'postcode')).toBe(hi.messages.postcode);
    await expect(problemOf(page, 'purpose')).resolves.toBe(hi.messages.purpose);
    // Checked again as it is typed, and still said in Hindi.
    await field(page, 'postcode').fill('');
    await expect.poll(() => problemOf(page, 'postcode')).toBe(hi.messages.postcodeMissing);

    const { width, screen, outside } = await pageWidth(page);
    expect(outside).toEqual([]);
    expect(width).toBe(screen);
    await expectNoViolations(page, '/hi/samples/request/ with its problems shown');
    expect(errors).toEqual([]);
  });
});
