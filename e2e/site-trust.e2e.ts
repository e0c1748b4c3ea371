import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import { APPLICATIONS } from '../src/content/applications';
import { COMPANY } from '../src/content/company';
import { CATALOGUE_TEXT, MESSAGES } from '../src/content/messages';
import { CAREER_COPY } from '../src/content/page-copy';
import { OPEN_POSITIONS } from '../src/content/positions';
import { gradePagePath, gradesOfType } from '../src/content/resin-grades';
import { cleanPath } from '../src/content/site-paths';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { demoUrl } from '../testing/browser/embed';
import { PHONE, visit } from '../testing/browser/site-visit';

// What a buyer needs to trust the site: grades one click from an application, the footer's
// registration and profiles, the open jobs and a helpful 404. What a phone shows is in
// site-trust-phone.e2e.ts.

describe('applications link to their grades', () => {
  test("links each suitable grade of an application to the grade's own page, and opens it there", async ({
    page,
    errors,
  }) => {
    await visit(page, '/applications');
    const manhole = APPLICATIONS.find((app) => app.slug === 'manhole')!;
    const entry = page.locator('article#manhole');
    const links = entry
      .getByRole('list', { name: CATALOGUE_TEXT.matchingGrades })
      .getByRole('link');
    const grades = manhole.service_Right.flatMap((type) => gradesOfType(type));
    await expect(links.allTextContents()).resolves.toEqual(grades.map((g) => g.title));
    await expect(
      links.evaluateAll((list) => list.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(grades.map((g) => cleanPath(gradePagePath(g.id))));

    const view = entry.getByRole('link', {
      name: new RegExp(`^${CATALOGUE_TEXT.viewApplication}\\W+Manhole$`),
    });
    await expect(view.getAttribute('href')).resolves.toBe(`${manhole.path}/`);

    await links.first().click();
    await page.waitForURL(new RegExp(`/products/${grades[0]!.id}/$`));
    await page.locator('main h1', { hasText: grades[0]!.title }).waitFor();
    expect(errors).toEqual([]);
  });

  test("on a partner's page links the grades to their pages on the site, in a new tab, without 'View application'", async ({
    page,
    errors,
  }) => {
    const siteUrl = inject('siteUrl');
    await page.goto(demoUrl(inject('partnerUrl'), siteUrl, 'sister'));
    const list = page.locator('resin-application-list');
    const marine = list.locator('article#marine');
    await marine.waitFor();
    const links = marine
      .getByRole('list', { name: CATALOGUE_TEXT.matchingGrades })
      .getByRole('link');
    const hrefs = await links.evaluateAll((all) =>
      all.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const [href, target] of hrefs) {
      expect(href).toMatch(new RegExp(`^${siteUrl}/products/[a-z-]+/$`));
      expect(target).toBe('_blank');
    }
    await expect(list.getByRole('link', { name: /View application/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
describe('footer', () => {
  test('shows the CIN and GSTIN in their formats and links Career', async ({ page }) => {
    await visit(page, '/');
    const footer = page.locator('footer.site-footer');
    // Read as a visitor reads it, on screen: the footer is laid out only as it nears the screen,
    // and its rendered text (spaces between the label and the number) exists from then on.
    const line = footer.locator('.site-footer__registration');
    await line.scrollIntoViewIfNeeded();
    await expect.poll(() => line.innerText()).toMatch(/CIN\s+\S+/);
    const registration = await line.innerText();
    const cin = registration.match(/CIN\s+(\S+)/)?.[1];
    const gstin = registration.match(/GSTIN\s+(\S+)/)?.[1];
    expect(cin).toMatch(/^[LU]\d{5}MH\d{4}PTC\d{6}$/);
    expect(gstin).toMatch(/^27[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    await expect(
      footer.locator('abbr[title="Corporate Identification Number"]').count(),
    ).resolves.toBe(1);
    await footer.getByRole('link', { name: PAGE_TITLES.career }).click();
    await page.waitForURL(/\/career\/$/);
  });

  test("points the social icons at the company's profiles, each opening in a new tab", async ({
    page,
  }) => {
    await visit(page, '/');
    const socials = page.locator('.social-links a');
    await expect(socials.count()).resolves.toBe(COMPANY.social.length + 2);
    const profiles = COMPANY.social.map((social) => social.href);
    for (const link of await socials.all()) {
      expect(profiles).toContain(await link.getAttribute('href'));
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(link.textContent()).resolves.toContain(SITE_TEXT.opensInNewTab);
    }
  });
});

describe('open positions on /career', () => {
  test('lists the positions above the form, each with its title, location, type and summary', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage(PHONE);
    await visit(page, '/career');
    const items = page.locator('.positions > li');
    await expect(items.count()).resolves.toBe(OPEN_POSITIONS.length);
    for (const [index, position] of OPEN_POSITIONS.entries()) {
      const text = await items.nth(index).innerText();
      for (const part of [position.title, position.location, position.type, position.summary]) {
        expect(text).toContain(part);
      }
    }
    const formTop = await page
      .getByRole('form', { name: 'Career application form' })
      .evaluate((form) => form.getBoundingClientRect().top);
    const lastItemBottom = await items.last().evaluate((li) => li.getBoundingClientRect().bottom);
    expect(lastItemBottom).toBeLessThan(formTop);
    expect(errors).toEqual([]);
  });

  test('Apply puts the position into the message and takes the visitor to the form', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage(PHONE);
    await visit(page, '/career');
    const [, second, third] = OPEN_POSITIONS;
    const message = page.locator('textarea[name="message"]');
    await message.fill('I have five years of FRP experience.');
    await page.getByRole('button', { name: new RegExp(`Apply.*${second!.title}`) }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');
    await expect(message.inputValue()).resolves.toBe(
      `${CAREER_COPY.applyingFor(second!.title, second!.location)}\n\nI have five years of FRP experience.`,
    );
    await expect(page.getByRole('status').filter({ hasText: second!.title }).count()).resolves.toBe(
      1,
    );
    // Another position replaces the first, keeping what the visitor wrote.
    await page.getByRole('button', { name: new RegExp(`Apply.*${third!.title}`) }).click();
    await expect(message.inputValue()).resolves.toBe(
      `${CAREER_COPY.applyingFor(third!.title, third!.location)}\n\nI have five years of FRP experience.`,
    );
    // The form took the text as typed: it is in the saved draft too.
    const draft = await page.evaluate(() => localStorage.getItem('resin-draft:career') ?? '');
    expect(draft).toContain(third!.title);
    // The field is on screen once the page has scrolled to the form.
    await expect
      .poll(() =>
        page.locator('input[name="name"]').evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top > 0 && box.bottom < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
describe('an unknown address', () => {
  test("keeps 'Unexpected Application Error!' and '404 Not Found' in the site's banner, with links home and to the products", async ({
    page,
    errors,
  }) => {
    // The server answers the unknown address with its error page and status 404.
    await expect(visit(page, '/no-such-page')).resolves.toBe(404);
    await expect(page.locator('main .page-banner h1').textContent()).resolves.toBe(
      MESSAGES.routeErrorTitle,
    );
    await expect(page.locator('main').innerText()).resolves.toContain(MESSAGES.notFoundStatus);
    await expect(page.locator('main').innerText()).resolves.toContain(SITE_TEXT.notFoundText);
    await page.getByRole('link', { name: SITE_TEXT.seeProducts }).click();
    await page.waitForURL(/\/products\/$/);
    await page.goBack();
    await page.getByRole('link', { name: SITE_TEXT.goHome }).click();
    await page.waitForURL(/^[^#]*:\d+\/$/);
    expect(errors).toEqual([]);
  });
});
