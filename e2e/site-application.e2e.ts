import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { APPLICATION_PAGE_TEXT as TEXT } from '../src/content/application-page';
import { APPLICATIONS } from '../src/content/applications';
import { dataSheetLinks } from '../src/content/data-sheets';
import { FORM_TEXT } from '../src/content/messages';
import { gradeHref, gradesOfType } from '../src/content/resin-grades';
import { cleanPath } from '../src/content/site-paths';
import { PAGE_TITLES } from '../src/content/site-text';
import { linksGoingNowhere } from '../testing/browser/links';
import { visit } from '../testing/browser/site-visit';

const h1s = (page: Page) => page.locator('main h1').allTextContents();
const dialog = (page: Page) => page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

describe('/application/<slug>', () => {
  test('shows each of the 15 applications with its description, suitable types linked to their grades and the types to avoid, in the template frame with its alternate footer', async ({
    page,
    errors,
  }) => {
    expect(APPLICATIONS).toHaveLength(15);
    for (const app of APPLICATIONS) {
      await visit(page, `/application/${app.slug}`);
      await expect(h1s(page), app.slug).resolves.toEqual([app.service_name]);
      const main = page.locator('main');
      await expect(main.innerText()).resolves.toContain(app.service_description);
      await expect(
        main.locator('.application__type-name').allTextContents(),
        app.slug,
      ).resolves.toEqual(app.service_Right.map((type) => `\u2713${type}`));
      const grades = app.service_Right.flatMap((type) => gradesOfType(type));
      await expect(
        main.locator('.application__grade > a').allTextContents(),
        app.slug,
      ).resolves.toEqual(grades.map((grade) => grade.title));
      await expect(hrefs(page, 'main .application__grade > a'), app.slug).resolves.toEqual(
        grades.map((grade) => cleanPath(gradeHref(grade.id))),
      );
      await expect(hrefs(page, 'main .application__sheets a'), app.slug).resolves.toEqual(
        grades.flatMap((grade) => {
          const sheets = dataSheetLinks(grade.id);
          return [sheets.tds.href, sheets.sds.href];
        }),
      );
      await expect(main.locator('.application__avoid li').allTextContents()).resolves.toEqual(
        app.service_Wrong,
      );
      await expect(page.locator('footer.alt-footer').count()).resolves.toBe(1);
      await expect(linksGoingNowhere(page), app.slug).resolves.toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('takes a suitable grade to its open card on /products', async ({ page, errors }) => {
    const app = APPLICATIONS.find((entry) => entry.slug === 'marine')!;
    const grade = gradesOfType(app.service_Right[0]!)[0]!;
    await visit(page, app.path);
    await page.locator('main').getByRole('link', { name: grade.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/products/#${grade.id}$`));
    await expect.poll(() => h1s(page)).toEqual([PAGE_TITLES.products]);
    const card = page.locator(`[id="${grade.id}"]`);
    await expect.poll(() => card.getAttribute('data-open')).toBe('true');
    await expect
      .poll(() =>
        card.evaluate((el) => {
          const { top, bottom } = el.getBoundingClientRect();
          return top < window.innerHeight && bottom > 0;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('opens the inquiry modal from Enquire with the application prefilled and read-only, by mouse and keyboard', async ({
    page,
    errors,
  }) => {
    const app = APPLICATIONS[8]!;
    await visit(page, app.path);
    const enquire = page.getByRole('button', { name: FORM_TEXT.enquireAbout(app.service_name) });
    await enquire.click();
    await dialog(page).waitFor();
    const field = dialog(page).locator('[name="applicationName"]:not([type="hidden"])');
    await expect(field.inputValue()).resolves.toBe(app.service_name);
    await expect(field.getAttribute('readonly')).resolves.toBe('');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(enquire.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect(field.inputValue()).resolves.toBe(app.service_name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('leads to the previous and next applications, wrapping at the ends, and back to the list', async ({
    page,
    errors,
  }) => {
    const first = APPLICATIONS[0]!;
    const last = APPLICATIONS[APPLICATIONS.length - 1]!;
    await visit(page, first.path);
    const nav = page.getByRole('navigation', { name: TEXT.breadcrumb });
    await expect(nav.locator('a[rel="prev"]').getAttribute('href')).resolves.toBe(`${last.path}/`);
    await nav.locator('a[rel="next"]').click();
    await expect.poll(() => h1s(page)).toEqual([APPLICATIONS[1]!.service_name]);
    await page
      .getByRole('navigation', { name: TEXT.breadcrumb })
      .getByRole('link', { name: TEXT.backToList })
      .click();
    await page.waitForURL(new RegExp(`/applications/#${APPLICATIONS[1]!.slug}$`));
    await expect.poll(() => h1s(page)).toEqual([PAGE_TITLES.applications]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('shows a not-found notice with a link to every application for an unknown slug', async ({
    page,
    errors,
  }) => {
    // The server answers the unknown address with its error page and status 404.
    await expect(visit(page, '/application/no-such-application')).resolves.toBe(404);
    await expect(h1s(page)).resolves.toEqual([TEXT.notFoundTitle]);
    await expect(page.locator('main').innerText()).resolves.toContain(TEXT.notFoundText);
    await expect(hrefs(page, 'main .application__list a')).resolves.toEqual(
      APPLICATIONS.map((app) => `${app.path}/`),
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: TEXT.breadcrumb })
        .getAttribute('href'),
    ).resolves.toBe('/applications/');
    await page.locator('main .application__list').getByRole('link', { name: 'Marine' }).click();
    await expect.poll(() => h1s(page)).toEqual(['Marine']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("is where the home page's application cards lead", async ({ page, errors }) => {
    await page.goto(`${inject('siteUrl')}/`);
    await page.locator('.home-apps .swiper-initialized').waitFor();
    const link = page.locator('.home-apps .swiper-slide-active .home-apps__card a').first();
    const name = await link.textContent();
    const app = APPLICATIONS.find((entry) => entry.service_name === name)!;
    await link.click();
    await page.waitForURL(new RegExp(`${app.path}/$`));
    await expect.poll(() => h1s(page)).toEqual([app.service_name]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
