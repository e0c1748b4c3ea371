import { describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import { REACH_MESSAGES } from '../src/content/reach-messages';
import type { Page } from 'playwright-core';
import { MESSAGES } from '../src/content/messages';
import { PRODUCTS } from '../src/content/products';
import {
  CHECKOUT_TEXT,
  NO_PAYMENT_NOTICE,
  SHOP_DETAILS_TEXT,
  SHOP_MESSAGES,
  SHOP_TEXT,
} from '../src/content/shop';
import { HEADER_CART_TEXT, PAGE_TITLES } from '../src/content/site-text';
import { focusedName } from '../testing/browser/forms';
import { visit } from '../testing/browser/site-visit';
import { readByReference, readDocuments, waitForDocument } from '../testing/browser/stored';
import { REFERENCE_PATTERN } from '../src/submissions/reference';

const iso = PRODUCTS.find((p) => p.id === 'isophthalic')!;
const pta = PRODUCTS.find((p) => p.id === 'pta-based')!;

const form = (page: Page) => page.getByRole('form', { name: CHECKOUT_TEXT.form });
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const cartName = (page: Page) => page.locator('.header-cart__button').getAttribute('aria-label');
const submitButton = (page: Page) => form(page).getByRole('button', { name: CHECKOUT_TEXT.submit });

/** Opens a route and waits for its own h1: a hash change keeps the previous page a moment. */
async function visitTitled(page: Page, route: string, title: string) {
  await visit(page, route);
  await page.locator('main h1', { hasText: title }).waitFor();
}

/** Puts grades in the cart from their details pages: `quantity` units each. */
async function fillCart(page: Page, lines: { id: string; quantity: number }[]) {
  for (const line of lines) {
    const title = PRODUCTS.find((p) => p.id === line.id)!.title;
    await visitTitled(page, `/shop-details/${line.id}`, title);
    await page.getByLabel(SHOP_TEXT.quantity, { exact: true }).fill(String(line.quantity));
    await page.getByRole('button', { name: SHOP_TEXT.addToCart, exact: true }).click();
  }
}

const buyer = (tag: string) => ({
  name: `Anita Rao ${tag}`,
  companyName: 'Rao Composites',
  email: 'anita@raocomposites.example',
  phone: '+44 20 7946 0958',
  state: 'Greater London',
  postcode: 'EC1A 1BB',
  coupon: 'KR-2026',
});

async function fillBuyer(page: Page, values: Record<string, string>, country = 'uk') {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  await field(page, 'country').selectOption(country);
}

describe('checkout: a quotation request, not a payment', () => {
  test('stores the cart as a quotation priced from the catalogue, thanks with the reference and empties the cart', async ({
    page,
    errors,
  }) => {
    await fillCart(page, [
      { id: iso.id, quantity: 3 },
      { id: pta.id, quantity: 1 },
    ]);
    await visitTitled(page, '/checkout', PAGE_TITLES.checkout);
    await expect(form(page).innerText()).resolves.toContain(NO_PAYMENT_NOTICE);
    // 3 × $506 + $407
    await expect(page.locator('.checkout-summary__total').innerText()).resolves.toContain('$1925');
    const values = buyer('ok');
    await fillBuyer(page, values, 'us');
    await submitButton(page).click();

    const heading = page.getByRole('heading', { name: CHECKOUT_TEXT.thanksHeading });
    await heading.waitFor();
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H2');
    const reference = (await page.locator('.resin-quotation-thanks__id').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE_PATTERN);
    await expect.poll(() => cartName(page)).toBe(HEADER_CART_TEXT.name(0));

    const doc = await waitForDocument(() => readByReference(reference));
    expect(doc).toMatchObject({
      _type: 'quotation',
      ...values,
      country: 'us',
      countryName: 'United States',
      currency: 'USD',
      total: '1925',
      lines: [
        { productId: iso.id, title: iso.title, quantity: 3, unitPrice: '506', lineTotal: '1518' },
        { productId: pta.id, title: pta.title, quantity: 1, unitPrice: '407', lineTotal: '407' },
      ],
    });
    expect(errors).toEqual([]);
  });

  test('refuses a bad phone and e-mail with their messages, keeping everything typed', async ({
    page,
  }) => {
    await fillCart(page, [{ id: iso.id, quantity: 1 }]);
    await visitTitled(page, '/checkout', PAGE_TITLES.checkout);
    const values = { ...buyer('bad'), email: 'anita at rao', phone: '12' };
    await fillBuyer(page, values);
    await submitButton(page).click();

    // Each field says what is wrong with it.
    await expect.poll(() => form(page).innerText()).toContain(REACH_MESSAGES.emailSpace);
    await expect(form(page).innerText()).resolves.toContain(REACH_MESSAGES.phoneDigits(2));
    await expect(field(page, 'phone').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(focusedName(page)).resolves.toBe('email');
    for (const [name, value] of Object.entries(values)) {
      await expect(field(page, name).inputValue()).resolves.toBe(value);
    }
    await expect(field(page, 'country').inputValue()).resolves.toBe('uk');
    await expect(cartName(page)).resolves.toBe('Cart, 1 item');
    const stored = await readDocuments<{ name: string }>('quotation');
    expect(stored.some((doc) => doc.name === values.name)).toBe(false);
  });

  test('has the gateway refuse a request for a grade the catalogue does not have', async ({
    page,
  }) => {
    await visit(page, '/shop');
    const answer = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/quotation', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      {
        ...buyer('gateway'),
        country: 'uk',
        id: `quotation.${crypto.randomUUID()}`,
        lines: [{ productId: 'no-such-grade', quantity: 1 }],
      },
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.issues)).toContain(SHOP_MESSAGES.unknownProduct);
  });
});

describe('shop details', () => {
  test('shows the gallery slider within its column, the 4.5 rating with its text and the sample prices', async ({
    page,
  }) => {
    await visit(page, `/shop-details/${iso.id}`);
    await expect(page.locator('main h1').textContent()).resolves.toBe(iso.title);
    await expect(page.getByText(SHOP_DETAILS_TEXT.rating(4.5)).isVisible()).resolves.toBe(true);
    await expect(page.locator('.product-price__final').first().textContent()).resolves.toBe('$506');
    // Swiper arrives after the page has painted, then takes over the same slides.
    await page.locator('.product-gallery .swiper-initialized').waitFor({ state: 'attached' });
    const gallery = page.getByRole('group', { name: SHOP_TEXT.gallery(iso.title) });
    // Once Swiper runs, the slides keep the width of their column.
    const widths = await gallery.evaluate((el) => ({
      gallery: el.getBoundingClientRect().width,
      slide: el.querySelector('.swiper-slide')!.getBoundingClientRect().width,
    }));
    expect(widths.slide).toBeLessThanOrEqual(widths.gallery + 1);
    await gallery.locator('.slider-controls__button').nth(1).click();
    await expect
      .poll(() =>
        gallery.locator('.product-gallery__thumb[aria-current="true"]').getAttribute('aria-label'),
      )
      .toMatch(/^Show picture 2 of/);
  });

  test('stores a review as new, says it appears after a check, and does not list it', async ({
    page,
  }) => {
    await visit(page, `/shop-details/${iso.id}`);
    const review = `Cures evenly in our 40 °C moulds, batch after batch (${Date.now()}).`;
    const reviewForm = page.getByRole('form', { name: SHOP_DETAILS_TEXT.reviewForm });
    await reviewForm.locator('[name="name"]').fill('Kavita Shah');
    await reviewForm.locator('[name="email"]').fill('kavita@shahfrp.example');
    await reviewForm.getByRole('radio', { name: SHOP_DETAILS_TEXT.star(4) }).check();
    await reviewForm.locator('[name="review"]').fill(review);
    await reviewForm.getByRole('button', { name: SHOP_DETAILS_TEXT.submitReview }).click();
    await page.getByText(SHOP_DETAILS_TEXT.reviewSent).waitFor();

    const doc = await waitForDocument(async () =>
      (await readDocuments<{ review: string }>('review')).find((d) => d.review === review),
    );
    expect(doc).toMatchObject({
      _type: 'review',
      status: 'new',
      productId: iso.id,
      rating: 4,
      name: 'Kavita Shah',
      email: 'kavita@shahfrp.example',
    });
    expect(doc._id).toMatch(/^review\.[0-9a-f-]{36}$/);

    await page.reload();
    await page.locator('.preloader').waitFor({ state: 'detached' });
    await expect(page.locator('.review-list').innerText()).resolves.not.toContain(review);
  });

  test("shows 'Product not found' for an unknown grade", async ({ page }) => {
    await visit(page, '/shop-details/no-such-grade');
    await expect(
      page.getByRole('heading', { name: MESSAGES.productNotFound }).count(),
    ).resolves.toBe(1);
  });
});
