import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { test, type OpenPage } from '../testing/browser/fixture';
import { APPLICATIONS } from '../src/content/applications';
import { BLOG_POSTS } from '../src/content/blog';
import { BLOG_TEXT } from '../src/content/blog-text';
import { FORM_TEXT } from '../src/content/messages';
import { PRODUCTS } from '../src/content/products';
import { CHECKOUT_TEXT, SHOP_TEXT } from '../src/content/shop';
import { PAGE_TEXT, SITE_TEXT } from '../src/content/site-text';
import { THANKS } from '../src/content/thanks';
import { AXE_WIDTHS, expectNoViolations, settle, show } from '../testing/browser/axe';
import { navigationStart } from '../testing/browser/forms';

// axe-core (WCAG 2.0 to 2.2, A and AA) on what a visitor sees after doing something, at both
// widths: every form's error summary after an empty submit, the thank-you views, the cart with
// goods in it and the checkout, the open mobile menu, and each kind of dialog open.
// site-axe.e2e.ts has checked each page whole, scrolled through; here a page is shown without
// the walk down it, and the check is of the state it is put in.

const [first, second] = PRODUCTS;
const PHONE_WIDTH = 390;

/** Sends every form in `scope` empty and waits until each one marks its fields wrong. */
async function submitEmpty(scope: Page | Locator) {
  // A form with a name: the site's forms, not the bare quantity box beside Add To Cart.
  const forms = scope.getByRole('form').filter({ visible: true });
  // A form whose code comes after the page's (the home page's enquiry) is there once it has come.
  await forms.first().waitFor();
  const count = await forms.count();
  for (let index = 0; index < count; index += 1) {
    const form = forms.nth(index);
    await form.locator('button[type="submit"]').click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
  }
}

/** Puts two grades in the cart from the shop, as a buyer does. */
async function fillCart(page: Page) {
  await show(page, '/shop', { walk: false });
  for (const product of [first!, second!]) {
    await page.getByRole('button', { name: SHOP_TEXT.addToCartOf(product.title) }).click();
  }
}

/** The dialog that is open, once its opening has finished. */
async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  await settle(page);
  return dialog;
}

/** A page at `size` without motion, whose video player is answered locally. */
async function statePage(openPage: OpenPage, size: { width: number; height: number }) {
  // Without motion: a notice fading in or out has, for a moment, too little contrast, and axe
  // would measure whichever moment it ran at. The finished views are what is checked.
  const { page } = await openPage({
    viewport: { width: size.width, height: size.height },
    reducedMotion: 'reduce',
  });
  // No third-party requests in tests: a video player's page is answered locally.
  await page.context().route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video player</title><button>Play</button></html>',
    }),
  );
  return page;
}

describe.each(AXE_WIDTHS)('axe-core in the states a visitor reaches, at $name', (size) => {
  test.for([
    '/inquiry',
    '/career',
    `/shop-details/${second!.id}`,
    // The home page's own enquiry form shows below 992 px only.
    ...(size.width === PHONE_WIDTH ? ['/'] : []),
  ])('shows every form on %s with its errors after an empty submit', async (path, { openPage }) => {
    const page = await statePage(openPage, size);
    // The home page's enquiry form loads only as it comes near: the walk brings it.
    await show(page, path, { walk: path === '/' });
    await submitEmpty(page.locator('main'));
    await expectNoViolations(page, `${path}, sent empty`);
  });

  test('shows the thank-you view after a contact message, and keeps it after the reload', async ({
    openPage,
  }) => {
    const page = await statePage(openPage, size);
    await show(page, '/inquiry', { walk: false });
    const form = page.getByRole('form', { name: FORM_TEXT.contactForm });
    await form.locator('[name="name"]').fill('Meera Iyer');
    await form.locator('[name="email"]').fill('meera@example.com');
    await form.locator('[name="phone"]').fill('+91 98450 22334');
    await form.locator('[name="message"]').fill('Samples of isophthalic resin, please.');
    const before = await navigationStart(page);
    await form.locator('button[type="submit"]').click();
    const heading = page.getByRole('heading', { name: THANKS.contact.title });
    await heading.waitFor();
    await expectNoViolations(page, '/inquiry, thanked');
    // The page reloads a few seconds later; the thank-you is still what the visitor sees.
    await expect.poll(() => navigationStart(page).catch(() => before)).toBeGreaterThan(before);
    await heading.waitFor();
    await expectNoViolations(page, '/inquiry, thanked, reloaded');
  });

  test('shows the cart with goods in it, the header’s cart panel and the checkout', async ({
    openPage,
  }) => {
    const page = await statePage(openPage, size);
    await fillCart(page);
    // Wide screens open the cart in the header; below 1200 px its icon links to the cart page.
    const cartButton = page.locator('button.header-cart__button');
    if ((await cartButton.count()) > 0) {
      await cartButton.click();
      await page.locator('#header-cart-panel').waitFor();
      await settle(page);
      await expectNoViolations(page, 'the header’s cart panel, open');
    }
    await show(page, '/cart', { walk: false });
    await expect(page.locator('main').innerText()).resolves.toContain(first!.title);
    await expectNoViolations(page, '/cart with two grades');
    await show(page, '/checkout', { walk: false });
    const quotation = page.getByRole('form', { name: CHECKOUT_TEXT.form });
    await quotation.waitFor();
    await expectNoViolations(page, '/checkout with two grades');
    await submitEmpty(page.locator('main'));
    await expectNoViolations(page, '/checkout, sent empty');
  });

  // The menu folds behind its toggle at 1200 px and below.
  test.runIf(size.width === PHONE_WIDTH)(
    'shows the open menu, with a submenu open',
    async ({ openPage }) => {
      const page = await statePage(openPage, size);
      await show(page, '/', { walk: false });
      const toggle = page.getByRole('button', { name: SITE_TEXT.menu });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const nav = page.getByRole('navigation', { name: SITE_TEXT.mainMenu });
      const submenu = nav.locator('button[aria-controls]').first();
      await submenu.click();
      await expect.poll(() => submenu.getAttribute('aria-expanded')).toBe('true');
      await settle(page);
      await expectNoViolations(page, 'the mobile menu, open');
    },
  );

  test('shows the inquiry popup open, and with its errors after an empty submit', async ({
    openPage,
  }) => {
    const page = await statePage(openPage, size);
    await show(page, '/applications', { walk: false });
    await page
      .getByRole('button', { name: FORM_TEXT.enquireAbout(APPLICATIONS[0]!.service_name) })
      .click();
    const dialog = await openDialog(page);
    await expectNoViolations(page, 'the inquiry popup, open');
    await submitEmpty(dialog);
    await expectNoViolations(page, 'the inquiry popup, sent empty');
  });

  test('shows the lightbox open over the gallery', async ({ openPage }) => {
    const page = await statePage(openPage, size);
    await show(page, '/gallery', { walk: false });
    await page.locator('main .picture-grid button').first().click();
    await openDialog(page);
    await expectNoViolations(page, 'the lightbox, open');
  });

  test('shows the video popup open on the home page', async ({ openPage }) => {
    const page = await statePage(openPage, size);
    await show(page, '/', { walk: false });
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: PAGE_TEXT.closeVideo }).waitFor();
    await expectNoViolations(page, 'the video popup, open');
  });

  test('shows an article’s video playing in its place', async ({ openPage }) => {
    const page = await statePage(openPage, size);
    const post = BLOG_POSTS.find((entry) => entry.video)!;
    await show(page, `/blog-single-right/${post.id}`, { walk: false });
    await expect(page.locator('main h1').innerText()).resolves.toBe(post.title);
    await page.getByRole('button', { name: BLOG_TEXT.playVideo(post.title) }).click();
    await page.locator('main iframe').waitFor();
    await expectNoViolations(page, 'an article, its video playing');
  });
});
