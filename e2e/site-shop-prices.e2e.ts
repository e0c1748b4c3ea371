import { describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import { PRODUCTS } from '../src/content/products';
import { CART_TEXT, PRICE_UNIT, SHOP_TEXT } from '../src/content/shop';
import { show } from '../testing/browser/axe';

// Every price a buyer sees says what it buys: the catalogue's prices are per drum, and the
// cart's lines count drums.

const [ortho, iso] = PRODUCTS;

describe('prices with their unit', () => {
  test('on the shop, a grade’s page, the header’s cart, the cart and the checkout', async ({
    page,
  }) => {
    await show(page, '/shop');
    const prices = page.locator('main .product-price:visible');
    await expect(prices.count()).resolves.toBeGreaterThan(0);
    for (const text of await prices.allInnerTexts()) expect(text).toContain(PRICE_UNIT.per);

    await show(page, `/shop-details/${iso!.id}`);
    await expect(page.locator('main .product-price').first().innerText()).resolves.toContain(
      PRICE_UNIT.per,
    );
    await page.getByLabel(SHOP_TEXT.quantity, { exact: true }).fill('3');
    await page.getByRole('button', { name: SHOP_TEXT.addToCart, exact: true }).click();
    await show(page, '/shop');
    await page.getByRole('button', { name: SHOP_TEXT.addToCartOf(ortho!.title) }).click();

    await page.locator('button.header-cart__button').click();
    const lines = page.locator('#header-cart-panel .cart-dropdown__line');
    await expect.poll(() => lines.count()).toBe(2);
    await expect(lines.nth(0).innerText()).resolves.toContain(PRICE_UNIT.drums(3));
    await expect(lines.nth(1).innerText()).resolves.toContain(PRICE_UNIT.drums(1));
    await page.keyboard.press('Escape');

    await show(page, '/cart');
    const head = page.locator('.cart-table thead');
    await expect(head.textContent()).resolves.toContain(CART_TEXT.columns.price);
    expect(CART_TEXT.columns.price).toContain(PRICE_UNIT.per);

    await show(page, '/checkout');
    const summary = page.locator('.checkout-summary__lines li');
    await expect(summary.nth(0).innerText()).resolves.toContain(PRICE_UNIT.drums(3));
    await expect(summary.nth(1).innerText()).resolves.toContain(PRICE_UNIT.drums(1));
  });
});
