import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { APPLICATIONS } from '../src/content/applications';
import { COMPANY } from '../src/content/company';
import { AREAS } from '../src/content/i18n/registry';
import { formatPrice, priceCents, PRICE_RATES, type PriceCurrency } from '../src/content/prices';
import { PRODUCTS } from '../src/content/products';
import { gradesOfType } from '../src/content/resin-grades';
import {
  CART_DROPDOWN_TEXT,
  CHECKOUT_TEXT,
  COUNTRY_OPTIONS,
  PRICE_CURRENCY_TEXT,
  PRICE_UNIT,
} from '../src/content/shop';
import { LANGUAGE_KEY } from '../src/site/boot/first-paint';
import { test } from '../testing/browser/fixture';
import { readByReference, waitForDocument } from '../testing/browser/stored';
import { REFERENCE_PATTERN } from '../src/submissions/reference';

// A buyer from India or Sri Lanka, and one who reads the site in Tamil or Hindi: the checkout
// offers their country and prices in their rupees, and the pages, forms and links they reach
// stay in their language. The browser speaks US English, so dollars are the starting point.

const site = () => inject('siteUrl');
const iso = PRODUCTS.find((grade) => grade.id === 'isophthalic')!;
const pta = PRODUCTS.find((grade) => grade.id === 'pta-based')!;
/** 3 drums of the isophthalic resin and one of the PTA based one, in US cents. */
const TOTAL_CENTS = 3 * priceCents(iso.discount_price) + priceCents(pta.discount_price);

const form = (page: Page) => page.getByRole('form', { name: CHECKOUT_TEXT.form });
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const total = (page: Page) => page.locator('.checkout-summary__total strong').innerText();

async function expectPricesIn(page: Page, currency: PriceCurrency) {
  await expect.poll(() => total(page)).toBe(formatPrice(TOTAL_CENTS, currency, 'en'));
  const notice = PRICE_CURRENCY_TEXT[currency].notice;
  const summary = await page.locator('.checkout-summary').innerText();
  if (notice) expect(summary).toContain(notice);
  else expect(summary).not.toContain('rupees');
}

describe('a buyer in India or Sri Lanka', () => {
  test('chooses their country first in the list and sees rupees for it, excluding GST in India, and sends the quotation, which keeps its stored fields', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ locale: 'en-US' });
    await page.goto(`${site()}/robots.txt`);
    await page.evaluate(
      (lines) => localStorage.setItem('resin-cart', JSON.stringify(lines)),
      [
        { id: iso.id, quantity: 3 },
        { id: pta.id, quantity: 1 },
      ],
    );
    await page.goto(`${site()}/checkout/`);
    // The checkout is drawn by the app after the page loads: wait for its country list.
    const countries = field(page, 'country').locator('option');
    await expect.poll(() => countries.count()).toBe(COUNTRY_OPTIONS.length + 1);
    const options = await countries.allInnerTexts();
    expect(options.slice(1)).toEqual(COUNTRY_OPTIONS.map((option) => option.label));
    expect(options.slice(1, 3)).toEqual(['India', 'Sri Lanka']);
    await expectPricesIn(page, 'USD');

    await field(page, 'country').selectOption('in');
    await expectPricesIn(page, 'INR');
    expect(await total(page)).toBe(
      `₹${((TOTAL_CENTS / 100) * PRICE_RATES.INR).toLocaleString('en-IN')}`,
    );
    await field(page, 'country').selectOption('lk');
    await expectPricesIn(page, 'LKR');
    // The choice holds on the cart's page too.
    await page
      .locator('.checkout-summary')
      .getByRole('link', { name: CART_DROPDOWN_TEXT.viewCart })
      .click();
    await page.waitForURL(`${site()}/cart/`);
    await expect
      .poll(() => page.locator('.cart-table__total').innerText())
      .toBe(formatPrice(TOTAL_CENTS, 'LKR', 'en'));
    await page.goBack();
    await page.waitForURL(`${site()}/checkout/`);

    // The button keeps its label, and the line under it says that it takes no payment.
    await field(page, 'country').selectOption('in');
    const submit = form(page).getByRole('button', { name: CHECKOUT_TEXT.submit });
    const line = page.getByText(CHECKOUT_TEXT.noPaymentLine);
    const [button, under] = await Promise.all([submit.boundingBox(), line.boundingBox()]);
    expect(under!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    for (const [name, value] of Object.entries({
      name: 'Priya Nair',
      companyName: 'Nair Composites',
      email: 'priya@naircomposites.example',
      phone: '+91 98450 12345',
      state: 'Kerala',
      postcode: '682030',
    })) {
      await field(page, name).fill(value);
    }
    await submit.click();
    await page.getByRole('heading', { name: CHECKOUT_TEXT.thanksHeading }).waitFor();
    const reference = (await page.locator('.resin-quotation-thanks__id').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE_PATTERN);
    const doc = await waitForDocument(() => readByReference(reference));
    // Stored as every request is: the catalogue's dollars, the country by its value and name.
    expect(doc).toMatchObject({
      country: 'in',
      countryName: 'India',
      currency: 'USD',
      total: String(TOTAL_CENTS / 100),
    });
    // Nothing the buyer typed is in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  test('sees rupees excluding GST on the shop when reading the site in Hindi, before any country is chosen', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ locale: 'en-US' });
    await page.goto(`${site()}/robots.txt`);
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_KEY);
    await page.goto(`${site()}/shop-details/${iso.id}/`);
    const price = page.locator('main .product-price').first();
    await expect
      .poll(() => price.locator('.product-price__final').innerText())
      .toBe(formatPrice(priceCents(iso.discount_price), 'INR', 'en'));
    await expect(price.innerText()).resolves.toContain(
      `${PRICE_UNIT.per}, ${PRICE_CURRENCY_TEXT.INR.beside}`,
    );
    expect(errors).toEqual([]);
  });
});

describe('a visitor reading the site in Tamil', () => {
  test("finds the grade's name in Tamil in its page, its inquiry and the links that lead there, and the home page's news marked as English", async ({
    openPage,
  }) => {
    const [{ products }, { formText }, { shellText }] = await Promise.all([
      AREAS.products.translations.ta!(),
      AREAS.messages.translations.ta!(),
      AREAS.shell.translations.ta!(),
    ]);
    const { page, errors } = await openPage({ locale: 'en-US' });

    // The applications: each grade linked at its page in Tamil, and the application's page too.
    await page.goto(`${site()}/ta/applications/`);
    const manhole = APPLICATIONS.find((app) => app.slug === 'manhole')!;
    const entry = page.locator('article#manhole');
    const grades = [...new Set(manhole.service_Right.flatMap((type) => gradesOfType(type)))];
    const links = entry.locator('.resin-application-list__grade');
    await expect(
      links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(grades.map((grade) => `/ta/products/${grade.id}/`));
    await expect(entry.locator('.resin-application-list__view').getAttribute('href')).resolves.toBe(
      '/ta/application/manhole/',
    );

    const grade = grades.find((candidate) => candidate.id === iso.id)!;
    const title = products[grade.id]!.title;
    await links.nth(grades.indexOf(grade)).click();
    await page.waitForURL(`${site()}/ta/products/${grade.id}/`);
    await expect.poll(() => page.locator('main h1').innerText()).toBe(title);
    await expect.poll(() => page.title()).toBe(`${title} | ${COMPANY.name}`);

    // Its Enquire opens the form with the grade in Tamil (the inquiry sends the English name).
    await page.getByRole('button', { name: formText.enquireAbout(title) }).click();
    const dialog = page.locator('dialog[open]');
    await expect
      .poll(() => dialog.locator('[name="applicationName"]:not([type="hidden"])').inputValue())
      .toBe(title);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${site()}/ta/`);
    const news = page.getByRole('note').filter({ hasText: shellText.language.newsInEnglish });
    await news.waitFor();
    await expect(page.locator('.latest-news__cards').getAttribute('lang')).resolves.toBe('en');
    expect(errors).toEqual([]);
  });
});
