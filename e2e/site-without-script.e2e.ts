import { describe, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { APPLICATIONS } from '../src/content/applications';
import { COMPANY } from '../src/content/company';
import { AREAS } from '../src/content/i18n/registry';
import { CATALOGUE_TEXT, FORM_TEXT } from '../src/content/messages';
import { PRODUCT_TABS, PRODUCTS } from '../src/content/products';
import { SHOP_TEXT } from '../src/content/shop';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { test } from '../testing/browser/fixture';
import { PHONE } from '../testing/browser/site-visit';
import { withoutScript } from '../testing/browser/without-script';

// The site in a browser that runs no JavaScript (turned off, or one that runs none), where the
// prerendered pages are all there is: every control the app drives gives way to a plain link or
// a note, in the page's language. One visit per language walks the pages a buyer goes through.
// (axe-core cannot run in such a page: what the links look like is checked where it can, and the
// app's own controls, which share their styles, are checked by the axe walks.)

const site = () => inject('siteUrl');

/** Shown, and at least 24 by 24 CSS px, as a pointer target must be. */
async function expectTarget(target: Locator) {
  await expect(target.isVisible()).resolves.toBe(true);
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('without JavaScript', () => {
  test('on a phone in English: Enquire leads to the inquiry filled in, the product tabs to their sections, the menu to the site map, and Add To Cart says it needs JavaScript', async ({
    browser,
  }) => {
    const marine = APPLICATIONS.find((app) => app.slug === 'marine')!;
    const gelcoat = PRODUCTS.find((grade) => grade.category === 'gelcoat')!;
    const [first] = PRODUCTS;
    const addresses = await withoutScript(browser, PHONE, async (page) => {
      // An application's Enquire: a link to the inquiry about it, where the form names it.
      await page.goto(`${site()}${marine.path}/`);
      const enquire = page.getByRole('link', { name: FORM_TEXT.enquireAbout(marine.service_name) });
      await expectTarget(enquire);
      await expect(page.getByRole('button', { name: FORM_TEXT.enquire }).count()).resolves.toBe(0);
      await enquire.click();
      await page.waitForURL(`${site()}/inquiry/marine/`);
      const heading = page.getByRole('heading', {
        name: FORM_TEXT.enquireAbout(marine.service_name),
      });
      await expect(heading.isVisible()).resolves.toBe(true);
      const application = page.locator('main [name="applicationName"]:not([type="hidden"])');
      await expect(application.inputValue()).resolves.toBe(marine.service_name);
      await expect(application.getAttribute('readonly')).resolves.not.toBeNull();

      // The menu's button needs the app; a link to the site map, which names every page, does not.
      await expect(page.getByRole('button', { name: SITE_TEXT.menu }).count()).resolves.toBe(0);
      const menu = page.getByRole('link', { name: `${SITE_TEXT.menu}: ${SITE_TEXT.siteMap}` });
      await expectTarget(menu);
      await menu.click();
      await page.waitForURL(`${site()}/site-map/`);
      await expect(page.locator('main h1').innerText()).resolves.toBe(PAGE_TITLES.siteMap);
      // It names the template's variants too, which search engines are told to leave out.
      await expect(page.locator('main a[href="/home-2/"]').count()).resolves.toBe(1);

      // The products: every tab's section shown, every card open, links to each in the tabs' place.
      await page.goto(`${site()}/products/`);
      await expect(page.getByRole('tablist').count()).resolves.toBe(0);
      const tabs = page
        .getByRole('navigation', { name: CATALOGUE_TEXT.productCategories })
        .getByRole('link');
      await expect(tabs.allInnerTexts()).resolves.toEqual(PRODUCT_TABS.map((tab) => tab.label));
      for (const tab of await tabs.all()) await expectTarget(tab);
      for (const grade of PRODUCTS) {
        await expect(page.getByText(grade.description[0]!).isVisible(), grade.id).resolves.toBe(
          true,
        );
      }
      await tabs.nth(PRODUCT_TABS.findIndex((tab) => tab.key === 'gelcoat')).click();
      await expect.poll(() => page.url()).toBe(`${site()}/products/#gelcoat`);
      const card = page.getByRole('heading', { name: gelcoat.title });
      await expect
        .poll(() => card.evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(PHONE.viewport.height);
      const gradeEnquire = page.getByRole('link', { name: FORM_TEXT.enquireAbout(gelcoat.title) });
      await expect(gradeEnquire.getAttribute('href')).resolves.toBe(`/inquiry/${gelcoat.id}/`);

      // The shop: the cart needs the app, so each grade says so and offers the inquiry instead.
      await page.goto(`${site()}/shop/`);
      await expect(
        page.getByRole('button', { name: SHOP_TEXT.addToCartOf(first!.title) }).count(),
      ).resolves.toBe(0);
      const instead = page.getByRole('link', { name: SHOP_TEXT.enquireInstead(first!.title) });
      const note = page.locator('p', { has: instead });
      await expect(note.innerText()).resolves.toContain(SHOP_TEXT.cartNeedsScript);
      await instead.click();
      await page.waitForURL(`${site()}/inquiry/${first!.id}/`);
      await expect(application.inputValue()).resolves.toBe(first!.title);
      await page.goto(`${site()}/shop-details/${first!.id}/`);
      await expect(
        page.getByRole('button', { name: SHOP_TEXT.addToCart, exact: true }).count(),
      ).resolves.toBe(0);
      await expect(page.getByText(SHOP_TEXT.cartNeedsScript).isVisible()).resolves.toBe(true);
      expect(path(page)).toBe(`/shop-details/${first!.id}/`);
    });
    // Only pages: nothing a visitor typed, no query, in any address.
    for (const address of addresses) expect(new URL(address).search).toBe('');
  });

  test("in Hindi on a wide screen: a grade's page and its inquiry in Hindi, and the tabs' links", async ({
    browser,
  }) => {
    const grade = PRODUCTS.find((candidate) => candidate.id === 'isophthalic-npg')!;
    const [{ products, productTabs }, { formText }, { dataSheetTitles }] = await Promise.all([
      AREAS.products.translations.hi!(),
      AREAS.messages.translations.hi!(),
      AREAS['data-sheets'].translations.hi!(),
    ]);
    const title = products[grade.id]!.title;
    const addresses = await withoutScript(
      browser,
      { viewport: { width: 1366, height: 900 } },
      async (page) => {
        await page.goto(`${site()}/hi/products/${grade.id}/`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('hi');
        await expect(page.locator('main h1').innerText()).resolves.toBe(title);
        await expect(page.title()).resolves.toBe(`${title} | ${COMPANY.name}`);
        expect(title).not.toContain(grade.title);
        const sheet = page.getByRole('link', {
          name: `TDS (PDF) ${dataSheetTitles.tds}, ${title}`,
        });
        await expect(sheet.count()).resolves.toBe(1);

        // On a wide screen the menu is there as it is; its site-map stand-in is not.
        await expect(page.locator('nav#site-menu').isVisible()).resolves.toBe(true);
        await expect(page.locator('a.menu-toggle--map').isVisible()).resolves.toBe(false);

        const enquire = page.getByRole('link', { name: formText.enquireAbout(title) });
        await expectTarget(enquire);
        await enquire.click();
        await page.waitForURL(`${site()}/hi/inquiry/${grade.id}/`);
        await expect(
          page.getByRole('heading', { name: formText.enquireAbout(title) }).isVisible(),
        ).resolves.toBe(true);
        await expect(
          page.locator('main [name="applicationName"]:not([type="hidden"])').inputValue(),
        ).resolves.toBe(title);

        await page.goto(`${site()}/hi/products/`);
        const tabs = page.locator('main nav.without-script a');
        await expect(tabs.allInnerTexts()).resolves.toEqual(
          PRODUCT_TABS.map((tab) => productTabs[tab.key]),
        );
        await expect(page.getByText(products[grade.id]!.description[0]!).isVisible()).resolves.toBe(
          true,
        );
      },
    );
    for (const address of addresses) expect(new URL(address).search).toBe('');
  });
});
