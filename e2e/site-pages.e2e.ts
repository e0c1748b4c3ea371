import { describe, expect, inject } from 'vitest';
import { requestsSettled } from '../testing/browser/waits';
import { test, type OpenPage } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { COMPANY } from '../src/content/company';
import { LEGAL_DATE, MINIMUM_AGE } from '../src/content/constants';
import {
  GROUP_COMPANIES,
  KALPA_COMPOSITE_PAGE,
  LANKA_COMPSITE_PAGE,
} from '../src/content/group-companies';
import { TERMS } from '../src/content/legal';
import { PRIVACY_POLICY } from '../src/content/privacy-policy';
import { NEWS_TEASERS } from '../src/content/constants';
import { BLOG_POSTS } from '../src/content/blog';
import { formatDate } from '../src/content/dates';
import { CERTIFICATES, GALLERY, RD_SECTION } from '../src/content/media';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { visit } from '../testing/browser/site-visit';

/**
 * A page whose map requests never leave the machine: the test host has no internet, and a map
 * must load only when asked, so any request to the map host is answered with a stub and counted.
 */
async function pageWithMapStub(openPage: OpenPage) {
  const watched = await openPage();
  const mapRequests: string[] = [];
  await watched.page.context().route(/google\.com/, (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
  });
  return { ...watched, mapRequests };
}

const h1 = (page: Page) => page.locator('main h1').textContent();
const mainText = (page: Page) => page.locator('main').innerText();

/** Every image in main declares its size, so nothing shifts as images arrive. */
async function imagesWithoutSize(page: Page) {
  return page
    .locator('main img')
    .evaluateAll(
      (imgs) =>
        imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length,
    );
}

describe('inquiry and contact', () => {
  test.for(['/inquiry', '/contact'])(
    '%s shows the contact details, the contact form and a map that loads only on request',
    async (route, { openPage }) => {
      const { page, errors, mapRequests } = await pageWithMapStub(openPage);
      await visit(page, route);
      await expect(h1(page)).resolves.toBe(SITE_TEXT.getInTouch);
      const text = await mainText(page);
      expect(text).toContain(COMPANY.emails.info.display);
      expect(text).toContain(COMPANY.phone.display);
      for (const address of Object.values(COMPANY.addresses)) {
        expect(text).toContain(address.lines[0]);
      }
      await expect(page.getByRole('form', { name: 'Contact form' }).count()).resolves.toBe(1);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await requestsSettled(page);
      await expect(page.locator('iframe').count()).resolves.toBe(0);
      expect(mapRequests).toEqual([]);

      await page.getByRole('button', { name: new RegExp(SITE_TEXT.showMap) }).click();
      const frame = page.locator('main iframe');
      await expect(frame.getAttribute('title')).resolves.toBe(
        SITE_TEXT.mapTitle(COMPANY.addresses.maharashtra.title),
      );
      await expect(frame.getAttribute('src')).resolves.toBe(COMPANY.mapEmbedUrl);
      expect(errors).toEqual([]);
    },
  );
});

describe('career', () => {
  test("shows 'Join Our Team', text about the plants and the career form", async ({
    page,
    errors,
  }) => {
    await visit(page, '/career');
    await expect(h1(page)).resolves.toBe(SITE_TEXT.joinOurTeam);
    await expect(mainText(page)).resolves.toContain(COMPANY.addresses.sriLanka.title);
    await expect(page.getByRole('form', { name: 'Career application form' }).count()).resolves.toBe(
      1,
    );
    expect(errors).toEqual([]);
  });
});

describe('gallery and certificates', () => {
  test('shows the six gallery pictures, each opening the lightbox at itself', async ({
    page,
    errors,
  }) => {
    await visit(page, '/gallery');
    await expect(h1(page)).resolves.toBe(PAGE_TITLES.gallery);
    const buttons = page.locator('main .picture-grid button');
    await expect(buttons.count()).resolves.toBe(6);
    await buttons.nth(2).click();
    const dialog = page.getByRole('dialog', { name: SITE_TEXT.gallery });
    await expect(dialog.locator('img').getAttribute('alt')).resolves.toBe(GALLERY[2]!.src.alt);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(imagesWithoutSize(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  test('shows the three certificates with their names', async ({ page, errors }) => {
    await visit(page, '/certificates');
    await expect(h1(page)).resolves.toBe(PAGE_TITLES.certificates);
    await expect(page.locator('main .picture-grid button').count()).resolves.toBe(3);
    const text = await mainText(page);
    for (const certificate of CERTIFICATES) expect(text).toContain(certificate.name);
    await page.getByRole('button', { name: new RegExp(CERTIFICATES[0]!.name) }).click();
    await page.getByRole('dialog', { name: PAGE_TITLES.certificates }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('location', () => {
  test('shows both plants, each with a map that is not loaded until asked for', async ({
    openPage,
  }) => {
    const { page, errors, mapRequests } = await pageWithMapStub(openPage);
    await visit(page, '/location');
    await expect(h1(page)).resolves.toBe(PAGE_TITLES.location);
    const text = await mainText(page);
    expect(text).toContain(COMPANY.addresses.maharashtra.title);
    expect(text).toContain(COMPANY.addresses.sriLanka.title);
    const show = page.getByRole('button', { name: new RegExp(SITE_TEXT.showMap) });
    await expect(show.count()).resolves.toBe(2);
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await show.last().click();
    await expect(page.locator('main iframe').getAttribute('src')).resolves.toBe(
      COMPANY.sriLankaMapEmbedUrl,
    );
    // The frame asks for the map once it is in the page.
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('research and development', () => {
  test('shows the R&D section at the route spelled as published', async ({ page, errors }) => {
    await visit(page, '/research-and-develpoment');
    await expect(h1(page)).resolves.toBe(RD_SECTION.heading);
    const text = await mainText(page);
    for (const block of RD_SECTION.blocks) expect(text).toContain(block.title);
    await expect(imagesWithoutSize(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('group companies', () => {
  test('shows two company cards linking to their pages and, in a new tab, their sites', async ({
    page,
    errors,
  }) => {
    await visit(page, '/group-companies');
    await expect(h1(page)).resolves.toBe(PAGE_TITLES.groupCompanies);
    await expect(page.locator('main article').count()).resolves.toBe(2);
    for (const company of GROUP_COMPANIES) {
      const card = page.locator('main article', { hasText: company.name });
      await expect(card.locator(`a[href="${company.path}/"]`).count()).resolves.toBe(1);
      const site = card.locator(`a[href="${company.website}"]`);
      await expect(site.getAttribute('target')).resolves.toBe('_blank');
      await expect(site.getAttribute('rel')).resolves.toContain('noopener');
    }
    await page.locator('main a[href="/lankacompsite/"]').click();
    await page.waitForURL(/\/lankacompsite\/$/);
    expect(errors).toEqual([]);
  });

  test("shows the Kalpa Composite overview with an 'E-catalog' download and the product tabs", async ({
    page,
    errors,
  }) => {
    await visit(page, '/kalpacomposite');
    await expect(h1(page)).resolves.toBe(KALPA_COMPOSITE_PAGE.title);
    await expect(mainText(page)).resolves.toContain(KALPA_COMPOSITE_PAGE.paragraphs[0]);
    const catalog = page.getByRole('link', { name: new RegExp(COMPANY.downloads.eCatalog.label) });
    await expect(catalog.getAttribute('href')).resolves.toBe(COMPANY.downloads.eCatalog.href);
    await expect(catalog.getAttribute('download')).resolves.toBe('');
    await expect(page.getByRole('tablist').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  test('shows the 3 latest blog posts, newest first, each linking to its post, on the Kalpa Composite page', async ({
    page,
    errors,
  }) => {
    await visit(page, '/kalpacomposite');
    const news = page.locator('section[aria-labelledby="kc-news"]');
    await news.scrollIntoViewIfNeeded();
    const posts = BLOG_POSTS.slice(0, NEWS_TEASERS.kalpaComposite);
    expect(posts).toHaveLength(3);
    const titles = news.getByRole('heading', { level: 3 });
    await expect.poll(() => titles.count()).toBe(3);
    await expect(titles.allTextContents()).resolves.toEqual(posts.map((post) => post.title));
    await expect(
      titles.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(posts.map((post) => `/blog-single-right/${post.id}/`));
    const dates = await news
      .locator('time')
      .evaluateAll((times) => times.map((t) => [t.getAttribute('datetime'), t.textContent]));
    expect(dates).toEqual(posts.map((post) => [post.date, formatDate(post.date)]));
    const isoDates = dates.map(([iso]) => iso ?? '');
    expect(isoDates).toEqual([...isoDates].sort().reverse());
    await expect(imagesWithoutSize(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  test('shows the two Lanka Compsite pictures', async ({ page, errors }) => {
    await visit(page, '/lankacompsite');
    await expect(h1(page)).resolves.toBe(LANKA_COMPSITE_PAGE.title);
    const alts = await page
      .locator('main figure img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(alts).toEqual(LANKA_COMPSITE_PAGE.images.map(({ image }) => image.alt));
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('main figure img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(errors).toEqual([]);
  });
});

describe('legal pages', () => {
  test('dates the rewritten privacy policy with its own date and shows every section', async ({
    page,
    errors,
  }) => {
    await visit(page, '/privacy');
    await expect(h1(page)).resolves.toBe(PRIVACY_POLICY.title);
    const text = await mainText(page);
    expect(text).toContain(PRIVACY_POLICY.date);
    for (const section of PRIVACY_POLICY.sections) expect(text).toContain(section.heading);
    expect(errors).toEqual([]);
  });

  test('dates the terms March 15, 2025 and requires visitors to be at least 18', async ({
    page,
    errors,
  }) => {
    await visit(page, '/terms-conditions');
    await expect(h1(page)).resolves.toBe(TERMS.title);
    const text = await mainText(page);
    expect(text).toContain(LEGAL_DATE);
    expect(text).toContain(`at least ${MINIMUM_AGE}`);
    expect(errors).toEqual([]);
  });
});

describe('every route', () => {
  // Each opened at its old hash address: the server's page of its clean path, then the app.
  test.for([
    '/',
    '/products',
    '/shop',
    '/about-us',
    '/applications',
    '/inquiry',
    '/contact',
    '/career',
    '/gallery',
    '/certificates',
    '/location',
    '/research-and-develpoment',
    '/group-companies',
    '/kalpacomposite',
    '/lankacompsite',
    '/privacy',
    '/terms-conditions',
    '/error',
  ])('%s renders a single h1 and no console errors', async (route, { page, errors }) => {
    await page.goto(`${inject('siteUrl')}/#${route}`);
    await page.locator('main h1').first().waitFor();
    await expect(page.locator('main h1').count(), route).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  test('/shop shows the products with prices: its own title, the same catalogue tabs', async ({
    page,
    errors,
  }) => {
    await page.goto(`${inject('siteUrl')}/#/shop`);
    await page.waitForFunction((title) => document.title.startsWith(title), PAGE_TITLES.shop);
    await expect(page.getByRole('tab').count()).resolves.toBe(3);
    expect(errors).toEqual([]);
  });
});
