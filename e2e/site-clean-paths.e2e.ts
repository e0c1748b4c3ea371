import { describe, expect, inject, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { holdRequests } from '../testing/browser/hold-requests';
import { untilAppReady } from '../testing/browser/watched-page';
import { APPLICATION_PAGE_TEXT } from '../src/content/application-page';
import { APPLICATIONS } from '../src/content/applications';
import { COMPANY } from '../src/content/company';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { PAGE_TITLES } from '../src/content/site-text';
import { cleanPath } from '../src/content/site-paths';
import { PHONE } from '../testing/browser/site-visit';
import { readDocuments, waitForDocument } from '../testing/browser/stored';

// Every page at its clean path ('/products/'): the address a search engine, a shared link or a
// bookmark opens. The page arrives whole in the HTML, the app adopts it, and from there on it
// works as it does when opened at its old hash address ('/#/products').
const site = () => inject('siteUrl');

/** What a visitor sees of the page: address, title, heading, the main text and the links. */
async function shown(page: Page) {
  return {
    address: new URL(page.url()).pathname + new URL(page.url()).hash,
    title: await page.title(),
    heading: await page.locator('main h1').textContent(),
    // The experience counter may be counting still: its figure is left out.
    text: (await page.locator('main').innerText())
      .replace(/\s+/g, ' ')
      .replace(/\d+\+/g, 'N+')
      .slice(0, 2000),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  };
}

/** A stored lead, as far as where it came from. */
type StoredLead = {
  name: string;
  source?: { page?: string; utm?: Record<string, string> };
};

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
}

describe('a clean path and its hash twin', () => {
  test.for(['/products', '/application/marine', '/blog-single-right/3', '/about-us', '/career'])(
    'show the same page at %s',
    async (route, { openPage }) => {
      const clean = await openPage();
      await clean.page.goto(`${site()}${cleanPath(route)}`);
      await settled(clean.page);
      const twin = await openPage();
      await twin.page.goto(`${site()}/#${route}`);
      await settled(twin.page);
      const atClean = await shown(clean.page);
      expect(atClean.address).toBe(cleanPath(route));
      expect(await shown(twin.page)).toEqual(atClean);
      expect([...clean.errors, ...twin.errors]).toEqual([]);
    },
  );

  test('keep the query of an old campaign link, and the lead sent from the page carries its utm', async ({
    page,
    errors,
  }) => {
    const campaign = `old-link-${Date.now()}`;
    await page.goto(`${site()}/?utm_source=${campaign}&utm_medium=y#/applications`);
    await page.waitForURL(`${site()}/applications/?utm_source=${campaign}&utm_medium=y`);
    await untilAppReady(page);
    const application = APPLICATIONS[0]!.service_name;
    await page.getByRole('button', { name: FORM_TEXT.enquireAbout(application) }).click();
    const dialog = page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
    const name = `Campaign Visitor ${campaign}`;
    await dialog.locator('[name="name"]').fill(name);
    await dialog.locator('[name="phone"]').fill('+91 98765 43210');
    await dialog.locator('[name="companyName"]').fill('Kumar Boats');
    await dialog.locator('[name="message"]').fill('Came from an old newsletter link.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const stored = await waitForDocument(async () =>
      (await readDocuments<StoredLead>('application')).find((doc) => doc.name === name),
    );
    expect(stored.source?.utm).toEqual({ utm_source: campaign, utm_medium: 'y' });
    expect(stored.source?.page).toBe(`${site()}/applications/?utm_source=${campaign}&utm_medium=y`);
    expect(errors).toEqual([]);
  });

  test('keep the anchor of an old address, scrolling to it', async ({ page, errors }) => {
    await page.goto(`${site()}/#/about-us#certificates`);
    await page.waitForURL(/\/about-us\/#certificates$/);
    await page.waitForFunction(() => {
      const target = document.getElementById('certificates');
      return target !== null && Math.abs(target.getBoundingClientRect().top) < 200;
    });
    expect(errors).toEqual([]);
  });
});

describe('the page the server sends', () => {
  test('reads whole with JavaScript off, with its links to clean paths', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const response = await page.goto(`${site()}/application/marine/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Marine');
    // The preloader fades by CSS alone.
    await page.locator('.preloader').waitFor({ state: 'hidden' });
    await expect(page.locator('main h1').isVisible()).resolves.toBe(true);
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^\/([a-z0-9-]+\/)*(#[a-z-]+)?$/);
  });

  test('is adopted by the app, not built again: the elements the server sent stay', async ({
    browser,
  }) => {
    for (const [path, options] of [
      ['/products/', PHONE],
      ['/', {}],
      ['/blog-single-right/3/', PHONE],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
        ...options,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The app's code is held back until the server's elements are marked.
      const app = await holdRequests(page, (url) => /\/assets\/site-[^/]*\.js$/.test(url));
      await page.goto(`${site()}${path}`, { waitUntil: 'domcontentloaded' });
      const marked = await page.evaluate(() => {
        const elements = [...document.querySelectorAll('main h1, header.site-header, main img')];
        for (const element of elements)
          (element as Element & { fromServer?: boolean }).fromServer = true;
        return elements.length;
      });
      expect(marked, path).toBeGreaterThan(2);
      app.release();
      await untilAppReady(page);
      // Every element the server sent is still on the page, and the heading and header shown
      // are those (a slider may add copies of its slides' pictures beside them).
      const kept = await page.evaluate(() => {
        const fromServer = (element: Element | null) =>
          (element as (Element & { fromServer?: boolean }) | null)?.fromServer === true;
        const all = [...document.querySelectorAll('main h1, header.site-header, main img')];
        return {
          stayed: all.filter(fromServer).length,
          shown:
            fromServer(document.querySelector('main h1')) &&
            fromServer(document.querySelector('header.site-header')),
        };
      });
      expect(kept, path).toEqual({ stayed: marked, shown: true });
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  test('shows the header of the width it is opened at, before and after the app', async ({
    browser,
  }) => {
    for (const [width, compact] of [
      [390, true],
      [1366, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      // The app's code waits until the page has loaded, its stylesheet with it: held back here,
      // so what is seen first is the server's HTML as styled, whatever the machine's pace.
      const app = await holdRequests(page, (url) => /\/assets\/site-[^/]*\.js$/.test(url));
      await page.goto(`${site()}/about-us/`, { waitUntil: 'load' });
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      await expect(menuButton.isVisible()).resolves.toBe(compact);
      await expect(page.locator('#root').getAttribute('data-app')).resolves.toBeNull();
      app.release();
      await untilAppReady(page);
      await expect(menuButton.isVisible()).resolves.toBe(compact);
      await expect(page.locator('[data-only]').count()).resolves.toBe(0);
      await context.close();
    }
  });
});

describe('from a clean path, everything works on', () => {
  test('navigation: links go to clean addresses, back returns, a reload opens the same page', async ({
    page,
    errors,
  }) => {
    await page.goto(`${site()}/about-us/`);
    await page.locator('header.site-header').getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(`${site()}/products/`);
    await page.locator('main h1', { hasText: PAGE_TITLES.products }).waitFor();
    await expect.poll(() => page.title()).toBe(`${PAGE_TITLES.products} | ${COMPANY.name}`);
    // The head follows the page: its canonical address and description are the new page's.
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(`${COMPANY.website}/products/`);
    await page.goto(`${site()}/products/isophthalic/`);
    await page.getByRole('link', { name: 'Isophthalic-NPG Resin', exact: true }).click();
    await page.waitForURL(`${site()}/products/isophthalic-npg/`);
    await page.locator('main h1', { hasText: 'Isophthalic-NPG Resin' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${site()}/products/isophthalic/`);
    await page.locator('main h1', { hasText: 'Isophthalic Resin' }).waitFor();
    await page.reload();
    await expect(page.locator('main h1').textContent()).resolves.toBe('Isophthalic Resin');
    expect(errors).toEqual([]);
  });

  test('an old hash address set on an open page takes its clean path', async ({ page, errors }) => {
    await page.goto(`${site()}/privacy/`);
    await page.evaluate(() => {
      window.location.hash = '#/gallery';
    });
    await page.waitForURL(`${site()}/gallery/`);
    await page.locator('main h1', { hasText: PAGE_TITLES.gallery }).waitFor();
    expect(errors).toEqual([]);
  });

  test('the contact form, which submits and is stored', async ({ page, errors }) => {
    await page.goto(`${site()}/inquiry/`);
    const name = `Clean Path Visitor ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill('visitor@example.com');
    await form.locator('[name="phone"]').fill('+91 98765 43210');
    await form.locator('[name="message"]').fill('Sent from the clean address of the inquiry page.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const stored = await waitForDocument(async () =>
      (await readDocuments<{ name: string }>('contact')).find((doc) => doc.name === name),
    );
    expect(stored.name).toBe(name);
    expect(errors).toEqual([]);
  });

  test('the cart, which counts what is added', async ({ page, errors }) => {
    await page.goto(`${site()}/shop/`);
    await page
      .getByRole('button', { name: /^Add To Cart/ })
      .first()
      .click();
    await page.locator('header .header-cart__badge', { hasText: '1' }).first().waitFor();
    await page.goto(`${site()}/cart/`);
    await expect(page.locator('header .header-cart__badge').first().textContent()).resolves.toBe(
      '1',
    );
    expect(errors).toEqual([]);
  });

  test('an unknown address, which the server answers with its error page and 404', async ({
    page,
    errors,
  }) => {
    const response = await page.goto(`${site()}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1').textContent()).resolves.toBe(MESSAGES.routeErrorTitle);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    // Where a route knows the kind of page, the app shows that route's own notice.
    const unknownApplication = await page.goto(`${site()}/application/no-such-application/`);
    expect(unknownApplication?.status()).toBe(404);
    await expect(page.locator('main h1').textContent()).resolves.toBe(
      APPLICATION_PAGE_TEXT.notFoundTitle,
    );
    await page.locator('main').getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${site()}/`);
    // The 404 of the document itself is the server's answer, checked above, not a page error.
    expect(errors).toEqual([]);
  });
});
