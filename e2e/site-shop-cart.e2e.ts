import { describe, expect } from 'vitest';
import { test, type OpenPage } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { dataSheetLinks } from '../src/content/data-sheets';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { PRODUCTS } from '../src/content/products';
import { gradeHref } from '../src/content/resin-grades';
import { CART_DROPDOWN_TEXT, CART_TEXT, SHOP_TEXT } from '../src/content/shop';
import { HEADER_CART_TEXT, PAGE_TITLES } from '../src/content/site-text';
import { visit } from '../testing/browser/site-visit';

const grade = (id: string) => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`no grade ${id}`);
  return product;
};
// Sample prices per drum (list/discount): 389/352, 559/506, 669/605 for the first three.
const ortho = grade('general-purpose-orthophthalic');
const iso = grade('isophthalic');
const npg = grade('isophthalic-npg');

const STORAGE_KEY = 'resin-cart';
const cartControl = (page: Page) => page.locator('.header-cart__button');
const cartName = (page: Page) => cartControl(page).getAttribute('aria-label');
const panel = (page: Page) => page.locator('#header-cart-panel');
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);

/** Opens a route and waits for its own h1: a hash change keeps the previous page a moment. */
async function visitTitled(page: Page, route: string, title: string) {
  await visit(page, route);
  await page.locator('main h1', { hasText: title }).waitFor();
}

async function addToCart(page: Page, title: string) {
  await page.getByRole('button', { name: SHOP_TEXT.addToCartOf(title) }).click();
}

/** A page whose localStorage holds `raw` under the cart's key before the site starts. */
async function pageWithStoredCart(openPage: OpenPage, raw: string) {
  const watched = await openPage();
  await watched.page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, value);
    },
    { key: STORAGE_KEY, value: raw },
  );
  return watched;
}

describe('cart on /shop and in the header', () => {
  test('shows the sample prices, merges a repeated grade, sums the badge and totals without rounding', async ({
    page,
    errors,
  }) => {
    await visit(page, '/shop');
    await expect(cartName(page)).resolves.toBe(HEADER_CART_TEXT.name(0));
    const card = page.locator(`[id="${ortho.id}"]`);
    await expect(card.locator('.product-price__list').textContent()).resolves.toBe('$389');
    await expect(card.locator('.product-price__final').textContent()).resolves.toBe('$352');

    await addToCart(page, ortho.title);
    await page.locator('[role="status"]').filter({ hasText: MESSAGES.addToCart }).first().waitFor();
    await addToCart(page, ortho.title);
    await addToCart(page, iso.title);
    await addToCart(page, npg.title);
    await addToCart(page, npg.title);
    await addToCart(page, npg.title);

    // 2 + 1 + 3 units in three lines, not six.
    await expect.poll(() => cartName(page)).toBe('Cart, 6 items');
    await expect(page.locator('.header-cart__badge').textContent()).resolves.toBe('6');
    await expect(stored(page)).resolves.toEqual([
      { id: ortho.id, quantity: 2 },
      { id: iso.id, quantity: 1 },
      { id: npg.id, quantity: 3 },
    ]);

    await cartControl(page).click();
    await expect(cartControl(page).getAttribute('aria-expanded')).resolves.toBe('true');
    const lines = panel(page).locator('.cart-dropdown__line');
    await expect.poll(() => lines.count()).toBe(3);
    await expect(lines.nth(0).innerText()).resolves.toContain('$704');
    await expect(lines.nth(2).innerText()).resolves.toContain('$1815');
    // Thumbnails carry their size and a real description.
    const thumb = lines.nth(0).locator('img');
    await expect(thumb.getAttribute('alt')).resolves.toBe(ortho.thumbnail.alt);
    await expect(thumb.getAttribute('width')).resolves.toBeTruthy();
    // 704 + 506 + 1815
    await expect(panel(page).locator('.cart-dropdown__total').innerText()).resolves.toContain(
      '$3025',
    );

    await panel(page)
      .getByRole('button', { name: CART_TEXT.remove(iso.title) })
      .click();
    await expect.poll(() => lines.count()).toBe(2);
    await expect.poll(() => cartName(page)).toBe('Cart, 5 items');
    await expect(panel(page).locator('.cart-dropdown__total').innerText()).resolves.toContain(
      '$2519',
    );
    await expect(
      panel(page).getByRole('link', { name: CART_DROPDOWN_TEXT.checkout }).getAttribute('href'),
    ).resolves.toBe('/checkout/');

    // Escape closes the dropdown and gives the focus back to the cart button.
    await page.keyboard.press('Escape');
    await expect(panel(page).isHidden()).resolves.toBe(true);
    await expect(
      page.evaluate(() => document.activeElement?.classList.contains('header-cart__button')),
    ).resolves.toBe(true);

    // /cart shows the same lines and total.
    await visitTitled(page, '/cart', PAGE_TITLES.cart);
    const rows = page.locator('.cart-table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(page.locator('.cart-table__total').innerText()).resolves.toBe('$2519');
    await page.getByRole('button', { name: CART_TEXT.remove(ortho.title) }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect(page.locator('.cart-table__total').innerText()).resolves.toBe('$1815');
    await expect.poll(() => cartName(page)).toBe('Cart, 3 items');
    expect(errors).toEqual([]);
  });

  test('keeps the cart across a reload', async ({ page }) => {
    await visit(page, '/shop');
    await addToCart(page, iso.title);
    await addToCart(page, iso.title);
    await expect.poll(() => cartName(page)).toBe('Cart, 2 items');
    await page.reload();
    await page.locator('.preloader').waitFor({ state: 'detached' });
    await expect.poll(() => cartName(page)).toBe('Cart, 2 items');
    await visitTitled(page, '/cart', PAGE_TITLES.cart);
    await expect(page.locator('.cart-table tbody tr').count()).resolves.toBe(1);
    await expect(page.locator('.cart-table__total').innerText()).resolves.toBe('$1012');
  });

  test('ignores a stored cart that is not JSON, and drops stored lines of unknown grades', async ({
    openPage,
  }) => {
    const broken = await pageWithStoredCart(openPage, '{not json');
    await visit(broken.page, '/cart');
    await expect.poll(() => cartName(broken.page)).toBe(HEADER_CART_TEXT.name(0));
    await expect(broken.page.locator('.cart-table--examples').count()).resolves.toBe(1);
    expect(broken.errors).toEqual([]);

    const odd = await pageWithStoredCart(
      openPage,
      JSON.stringify([
        { id: 'no-such-grade', quantity: 4 },
        { id: iso.id, quantity: 2 },
        { id: npg.id, quantity: -1 },
        'junk',
      ]),
    );
    await visit(odd.page, '/shop');
    await expect.poll(() => cartName(odd.page)).toBe('Cart, 2 items');
    await expect(stored(odd.page)).resolves.toEqual([{ id: iso.id, quantity: 2 }]);
    expect(odd.errors).toEqual([]);
  });

  test('shows the first two grades with quantity 1 as examples when the cart is empty', async ({
    page,
  }) => {
    await visit(page, '/cart');
    const rows = page.locator('.cart-table tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.nth(0).innerText()).resolves.toContain(PRODUCTS[0]!.title);
    await expect(rows.nth(1).innerText()).resolves.toContain(PRODUCTS[1]!.title);
    for (const row of [rows.nth(0), rows.nth(1)]) {
      await expect(
        row.locator(`[data-label="${CART_TEXT.columns.quantity}"]`).innerText(),
      ).resolves.toBe('1');
      await expect(row.getByRole('button').count()).resolves.toBe(0);
    }
    // $352 + $506
    await expect(page.locator('.cart-table__total').innerText()).resolves.toBe('$858');
    await expect(page.getByRole('link', { name: CART_TEXT.checkout }).count()).resolves.toBe(0);
  });

  test('links the cart control to /cart on small screens, without a dropdown', async ({
    openPage,
  }) => {
    const { page } = await openPage({ viewport: { width: 390, height: 800 } });
    await visit(page, '/shop');
    await addToCart(page, ortho.title);
    const control = page.getByRole('link', { name: 'Cart, 1 item' });
    await expect(control.getAttribute('href')).resolves.toBe('/cart/');
    await expect(page.locator('#header-cart-panel').count()).resolves.toBe(0);
  });
});

describe('grades on /products', () => {
  test('offers Enquire prefilled with the grade, its TDS and SDS links and an anchor, in compact closed rows', async ({
    page,
    errors,
  }) => {
    await visit(page, '/products');
    const card = page.locator(`[id="${iso.id}"]`);
    const links = dataSheetLinks(iso.id);
    await expect(card.locator(`a[href="${links.tds.href}"]`).count()).resolves.toBe(1);
    await expect(card.locator(`a[href="${links.sds.href}"]`).count()).resolves.toBe(1);
    await expect(card.locator('a[href$=".pdf"]').evaluateAll((as) => as.length)).resolves.toBe(2);

    // A closed row is about as tall as its picture: no empty band under the title and actions.
    await expect(card.getAttribute('data-open')).resolves.toBe('false');
    const box = await card.boundingBox();
    expect(box!.height).toBeLessThan(200);

    await card.getByRole('button', { name: FORM_TEXT.enquireAbout(iso.title) }).click();
    const dialog = page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
    await dialog.waitFor();
    await expect(
      dialog.locator('[name="applicationName"]:not([type="hidden"])').inputValue(),
    ).resolves.toBe(iso.title);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A link to a grade opens its tab and its card.
    const gelcoat = PRODUCTS.find((p) => p.category === 'gelcoat')!;
    await visit(page, gradeHref(gelcoat.id));
    const target = page.locator(`[id="${gelcoat.id}"]`);
    await expect.poll(() => target.isVisible()).toBe(true);
    await expect(target.getAttribute('data-open')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });

  test('shows the catalogue link with its text label on a wide screen', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 800 } });
    await visit(page, '/products');
    const label = page.locator('.site-nav__catalogue-text').first();
    const box = await label.boundingBox();
    expect(box!.width).toBeGreaterThan(20);
  });
});
