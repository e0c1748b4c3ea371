// The header's language choice, as a visitor uses it: by pointer and by keyboard, remembered
// across reloads and visits, and the pages not yet translated saying so in the chosen language.
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { AREAS } from '../src/content/i18n/registry';
import { LANGUAGE_NAMES, LANGUAGES } from '../src/content/i18n/languages';
import { PAGE_TITLES, SHELL_TEXT, SITE_TEXT } from '../src/content/site-text';
import { expectNoViolations } from '../testing/browser/axe';
import { PHONE } from '../testing/browser/site-visit';

const site = () => inject('siteUrl');
const shellIn = async (lang: 'mr' | 'ta' | 'si') =>
  (await AREAS.shell.translations[lang]!()).shellText;
const titlesIn = async (lang: 'mr' | 'ta' | 'si') =>
  (await AREAS['site-text'].translations[lang]!()).pageTitles;

const choice = (page: Page) => page.locator('.language-choice');
const summary = (page: Page) => choice(page).locator('summary');
const pageState = (page: Page) =>
  page.evaluate(() => ({
    path: window.location.pathname,
    lang: document.documentElement.lang,
    h1: document.querySelector('main h1')?.textContent,
  }));

async function choose(page: Page, name: string, path: string) {
  await summary(page).click();
  await choice(page).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`${site()}${path}`);
}

describe("the header's language choice", () => {
  test('shows the page in the chosen language, and the choice holds after a reload and on a new visit', async ({
    page,
    errors,
  }) => {
    await page.goto(`${site()}/products/`);
    await expect(summary(page).textContent()).resolves.toBe(
      `${SHELL_TEXT.language.label}: ${LANGUAGE_NAMES.en}`,
    );
    await summary(page).click();
    const links = choice(page).getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual(LANGUAGES.map((l) => LANGUAGE_NAMES[l]));
    await expect(
      links.evaluateAll((all) => all.map((a) => a.getAttribute('lang'))),
    ).resolves.toEqual([...LANGUAGES]);
    await summary(page).click();

    const marathi = await titlesIn('mr');
    await choose(page, LANGUAGE_NAMES.mr, '/mr/products/');
    await expect
      .poll(() => pageState(page))
      .toEqual({
        path: '/mr/products/',
        lang: 'mr',
        h1: marathi.products,
      });
    await expect(summary(page).textContent()).resolves.toBe(
      `${(await shellIn('mr')).language.label}: ${LANGUAGE_NAMES.mr}`,
    );

    await page.reload();
    await expect(pageState(page)).resolves.toEqual({
      path: '/mr/products/',
      lang: 'mr',
      h1: marathi.products,
    });

    // A new visit to a page's English address opens it in the remembered language.
    await page.goto(`${site()}/inquiry/`);
    await expect(pageState(page)).resolves.toMatchObject({ path: '/mr/inquiry/', lang: 'mr' });

    await choose(page, LANGUAGE_NAMES.en, '/inquiry/');
    await expect
      .poll(() => pageState(page))
      .toMatchObject({ lang: 'en', h1: SITE_TEXT.getInTouch });
    await page.reload();
    await expect(pageState(page)).resolves.toMatchObject({ path: '/inquiry/', lang: 'en' });
    expect(errors).toEqual([]);
  });

  test('frames a page not yet translated in the chosen language, saying so, with its own English', async ({
    page,
    errors,
  }) => {
    await page.goto(`${site()}/about-us/`);
    await choose(page, LANGUAGE_NAMES.ta, '/about-us/');
    const tamil = await shellIn('ta');
    const notice = page.locator('.untranslated-notice');
    await expect.poll(() => notice.textContent()).toBe(tamil.language.untranslated);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ta');
    const heading = page.locator('main [lang="en"] h1').first();
    await expect(heading.textContent()).resolves.toBe(PAGE_TITLES.about);
    // The shell's links lead to the pages' Tamil versions.
    await expect(
      page
        .locator('.site-footer__links a', { hasText: tamil.footerLinks.products })
        .getAttribute('href'),
    ).resolves.toBe('/ta/products/');

    // Remembered: the next visit frames it in Tamil too, once the app has taken the page over.
    await page.reload();
    await expect.poll(() => notice.textContent()).toBe(tamil.language.untranslated);
    expect(errors).toEqual([]);
  });

  test('works from the keyboard, with targets of at least 24 by 24 px', async ({ page }) => {
    await page.goto(`${site()}/career/`);
    await summary(page).focus();
    await page.keyboard.press('Enter');
    await expect(choice(page).getAttribute('open')).resolves.toBe('');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      LANGUAGE_NAMES.en,
    );
    await page.keyboard.press('Escape');
    await expect(choice(page).getAttribute('open')).resolves.toBeNull();
    await expect(summary(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    const boxes = [
      await summary(page).boundingBox(),
      ...(await Promise.all(
        (await choice(page).getByRole('link').all()).map((link) => link.boundingBox()),
      )),
    ];
    for (const box of boxes) {
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
    for (let step = 0; step < LANGUAGES.indexOf('si') + 1; step += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site()}/si/career/`);
    // The address changes first, the page once its words are in.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('si');
    // Focus stays on the choice, which now names the language chosen.
    await expect(summary(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  test('fits a 390 px phone when open, with no axe violations', async ({ openPage }) => {
    const { page } = await openPage(PHONE);
    await page.goto(`${site()}/si/`);
    await summary(page).click();
    const list = choice(page).locator('ul');
    await list.waitFor();
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoViolations(page, '/si/ with the language choice open');
  });
});
