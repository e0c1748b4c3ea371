// The grade comparison (/products/compare/) as visitors use it: reached from a grade's page,
// narrowed to the grades picked, which the address keeps across a reload; read whole without
// JavaScript; and in Tamil on a phone, scrolled sideways by keyboard inside its own region.
import { describe, expect, inject, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { expectNoViolations } from '../testing/browser/axe';
import { pageWidth } from '../testing/browser/page-width';
import { PHONE } from '../testing/browser/site-visit';
import { untilAppReady } from '../testing/browser/watched-page';
import { COMPARE_TEXT } from '../src/content/compare-page';
import { gradeFigures } from '../src/content/grade-figures';
import { GRADE_PAGE_TEXT } from '../src/content/grade-page';
import { AREAS } from '../src/content/i18n/registry';
import { PRODUCTS } from '../src/content/products';
import { PAGE_TITLES } from '../src/content/site-text';

const site = () => inject('siteUrl');
const grade = (id: string) => PRODUCTS.find((product) => product.id === id)!;
const iso = grade('isophthalic');
const pta = grade('pta-based');
const rpet = grade('recycled-pet');
const isoGelcoat = grade('isophthalic-gelcoat');

/** The grades the table shows, by its column headings. */
const columns = (page: Page) =>
  page
    .locator('.compare__table thead th')
    .evaluateAll((cells) => cells.slice(1).map((cell) => cell.textContent));

/** A row's cells after its heading, found by the heading's words. */
const row = (page: Page, heading: string) =>
  page
    .locator('.compare__table tbody tr', { has: page.locator('th', { hasText: heading }) })
    .locator('td')
    .allTextContents();

const box = (page: Page, title: string) => page.getByRole('checkbox', { name: title, exact: true });

describe('the grade comparison', () => {
  test('narrows to the grades picked from a grade’s page, keeps them in the address across a reload, and shows all again', async ({
    page,
    errors,
  }) => {
    await page.goto(`${site()}/products/${iso.id}/`);
    await page.getByRole('link', { name: GRADE_PAGE_TEXT.compareWithOthers }).click();
    await page.waitForURL(`${site()}/products/compare/?grades=${iso.id}`);
    // The address changes first; the page follows once its code has come.
    await expect.poll(() => page.locator('main h1').textContent()).toBe(PAGE_TITLES.compare);
    // One grade picked: it is ticked, and the table still shows every grade.
    await expect.poll(() => box(page, iso.title).isChecked()).toBe(true);
    await expect(columns(page)).resolves.toEqual(PRODUCTS.map((product) => product.title));
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      COMPARE_TEXT.showing(PRODUCTS.length, PRODUCTS.length),
    );

    // A second grade narrows the table to the two, without moving the page.
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await box(page, pta.title).check();
    await page.waitForURL(`${site()}/products/compare/?grades=${iso.id},${pta.id}`);
    await expect.poll(() => columns(page)).toEqual([iso.title, pta.title]);
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      COMPARE_TEXT.showing(2, PRODUCTS.length),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(250);
    // The figures are the data sheets' own.
    await expect(row(page, COMPARE_TEXT.properties.viscosity)).resolves.toEqual(
      [iso, pta].map((product) => gradeFigures(product).figures.viscosity.text),
    );
    await expect(row(page, COMPARE_TEXT.properties.gelTime)).resolves.toEqual(['18–25', '15–25']);
    await expect(row(page, COMPARE_TEXT.properties.shelfLife)).resolves.toEqual([
      '6 months',
      '6 months',
    ]);

    await page.reload();
    await expect.poll(() => columns(page)).toEqual([iso.title, pta.title]);
    await expect(box(page, pta.title).isChecked()).resolves.toBe(true);

    // Four is the most: the other boxes wait until one is cleared.
    await box(page, rpet.title).check();
    await box(page, isoGelcoat.title).check();
    await page.waitForURL(/grades=isophthalic,pta-based,recycled-pet,isophthalic-gelcoat$/);
    await expect.poll(() => columns(page)).toHaveLength(4);
    await expect(page.getByRole('checkbox', { disabled: true }).count()).resolves.toBe(
      PRODUCTS.length - 4,
    );
    await expect(page.locator('#compare-pick-hint').textContent()).resolves.toBe(
      COMPARE_TEXT.pickFull,
    );
    await expect(row(page, COMPARE_TEXT.properties.packs)).resolves.toEqual([
      '220 kg drum1,000 kg IBCbulk tanker on request',
      '220 kg drum1,000 kg IBCbulk tanker on request',
      '220 kg drum1,000 kg IBCbulk tanker on request',
      '20 kg pail220 kg drum',
    ]);

    await page.getByRole('button', { name: COMPARE_TEXT.showAll }).click();
    await page.waitForURL(`${site()}/products/compare/`);
    await expect.poll(() => columns(page)).toHaveLength(PRODUCTS.length);
    await expect(page.getByRole('checkbox', { disabled: true }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  test('reads whole without JavaScript, whatever the address picks, as the products page links it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto(`${site()}/products/`);
    await expect(
      page.getByRole('link', { name: GRADE_PAGE_TEXT.compareAll }).getAttribute('href'),
    ).resolves.toBe('/products/compare/');
    await expect(
      page.getByRole('link', { name: GRADE_PAGE_TEXT.calculator }).getAttribute('href'),
    ).resolves.toBe('/tools/gel-time/');

    await page.goto(`${site()}/products/compare/?grades=${iso.id},${pta.id}`);
    await expect(columns(page)).resolves.toEqual(PRODUCTS.map((product) => product.title));
    for (const property of ['hdt', 'barcol', 'styrene'] as const) {
      await expect(row(page, COMPARE_TEXT.properties[property])).resolves.toEqual(
        PRODUCTS.map((product) => gradeFigures(product).figures[property].text),
      );
    }
    // Boxes that could do nothing are disabled.
    await expect(page.getByRole('checkbox', { disabled: true }).count()).resolves.toBe(
      PRODUCTS.length,
    );
    const { width, screen, outside } = await pageWidth(page);
    expect(outside).toEqual([]);
    expect(width).toBe(screen);
  });

  test('in Tamil on a phone: fits the screen, its table scrolls by keyboard, and axe finds nothing', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage(PHONE);
    const ta = await AREAS.compare.translations.ta!();
    const titles = (await AREAS['site-text'].translations.ta!()).pageTitles;
    await page.goto(
      `${site()}/ta/products/compare/?grades=${[iso, pta, rpet, isoGelcoat].map((g) => g.id).join(',')}`,
    );
    await untilAppReady(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe(titles.compare);
    await expect.poll(() => columns(page)).toHaveLength(4);
    await expect(page.locator('.compare__table caption').textContent()).resolves.toBe(
      ta.compareText.caption,
    );
    const { width, screen, outside } = await pageWidth(page);
    expect(outside).toEqual([]);
    expect(width).toBe(screen);
    await expectNoViolations(page, '/ta/products/compare/ with four grades');

    const region = page.getByRole('region', { name: ta.compareText.caption });
    await region.focus();
    await expect(region.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
