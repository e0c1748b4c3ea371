import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../dev/testing/browser';
import { COMPANY } from '../src/content/company';
import { PRELOADER_MS } from '../src/content/constants';
import { FOOTER_GALLERY } from '../src/content/media';
import { MESSAGES } from '../src/content/messages';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Opens a route of the hash router and waits until the preloader has gone. */
async function visit(page: Page, route: string) {
  await page.goto(`${inject('siteUrl')}/#${route}`);
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

describe('routing', () => {
  it('serves the production build with the app mounted into #root', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/');
    await expect(page.locator('#root header.site-header').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it("shows 'Unexpected Application Error!' and '404 Not Found' for an unknown route, inside the site layout", async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/no-such-page');
    await expect(page.locator('main h1').textContent()).resolves.toBe(MESSAGES.routeErrorTitle);
    await expect(page.locator('main').textContent()).resolves.toContain(MESSAGES.notFoundStatus);
    await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer.site-footer').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows 'Oops! Page Not Found.' on /error, and its 'BACK HOME' link goes to /", async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/error');
    await expect(page.locator('main h1').textContent()).resolves.toBe(MESSAGES.errorPageTitle);
    await page.getByRole('link', { name: MESSAGES.backHome }).click();
    await page.waitForURL(/#\/$/);
    await page.waitForFunction(
      (t) => document.title === t,
      `${PAGE_TITLES.home} | ${COMPANY.name}`,
    );
    expect(errors).toEqual([]);
  });

  it('gives every route a title naming the page and the company', async () => {
    const { page, errors } = await openPage(browser);
    const expected: Array<[string, string]> = [
      ['/products', PAGE_TITLES.products],
      ['/about-us', PAGE_TITLES.about],
      ['/applications', PAGE_TITLES.applications],
      ['/inquiry', PAGE_TITLES.inquiry],
      ['/career', PAGE_TITLES.career],
      ['/terms-conditions', PAGE_TITLES.terms],
      ['/kalpacomposite', COMPANY.sisterCompanies[0].name],
      ['/no-such-page', PAGE_TITLES.error],
    ];
    for (const [route, title] of expected) {
      await visit(page, route);
      const wanted = `${title} | ${COMPANY.name}`;
      await page.waitForFunction((t) => document.title === t, wanted, { timeout: 5000 });
    }
    expect(errors).toEqual([]);
  });

  it('starts a new route at the top and restores the position on back', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/privacy');
    await scrollTo(page, 900);
    // The header is fixed at this depth, so the click itself scrolls nothing.
    await page.locator('header.site-header').getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/#\/products$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(/#\/privacy$/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
    await page.goForward();
    await page.waitForURL(/#\/products$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(errors).toEqual([]);
  });

  it("keeps the current page on screen while the next page's code arrives, never a blank page", async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/privacy');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/gallery-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      window.location.hash = '#/gallery';
    });
    await page.waitForTimeout(600);
    // Still the privacy page, whole, with no placeholder in its place.
    await expect(page.locator('main h1').textContent()).resolves.toBe(PAGE_TITLES.privacy);
    await expect(page.locator('main .page-fallback').count()).resolves.toBe(0);
    release();
    await page.waitForFunction(
      (t) => document.querySelector('main h1')?.textContent === t,
      PAGE_TITLES.gallery,
    );
    expect(errors).toEqual([]);
  });

  it("shows the error screen inside the shell when a page's code cannot be loaded, and loads it on the next visit", async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/privacy');
    const chunk = /\/assets\/gallery-page-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort('connectionreset'));
    await page.locator('footer.site-footer').getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/#\/products$/);
    await page.evaluate(() => {
      window.location.hash = '#/gallery';
    });
    await page.locator('main h1', { hasText: MESSAGES.routeErrorTitle }).waitFor();
    await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer.site-footer').isVisible()).resolves.toBe(true);
    expect(errors.join('\n')).toMatch(/gallery-page/);

    await page.unroute(chunk);
    await page.goBack();
    await page.waitForURL(/#\/products$/);
    await page.goForward();
    await page.waitForFunction(
      (t) => document.querySelector('main h1')?.textContent === t,
      PAGE_TITLES.gallery,
    );
  });
});

describe('header and menu', () => {
  it('scrolls the #certificates section into view from About Us > Certificates', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/products');
    await page.locator('.site-nav__item--parent', { hasText: 'About Us' }).hover();
    await page.getByRole('link', { name: 'Certificates', exact: true }).click();
    await page.waitForURL(/#\/about-us#certificates$/);
    await page.waitForFunction(() => {
      const box = document.getElementById('certificates')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < 200 && window.scrollY > 300;
    });
    expect(errors).toEqual([]);
  });

  it('at 1200 px opens the menu with the toggle and keeps one submenu open at a time', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1200, height: 900 } });
    await visit(page, '/gallery');
    const toggle = page.getByRole('button', { name: SITE_TEXT.menu });
    const nav = page.getByRole('navigation', { name: SITE_TEXT.mainMenu });
    await expect(nav.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(nav.isVisible()).resolves.toBe(true);

    const applications = nav.getByRole('button', { name: 'Applications' });
    const contact = nav.getByRole('button', { name: 'Contact Us' });
    const marine = nav.getByRole('link', { name: 'Marine' });
    const career = nav.getByRole('link', { name: 'Career' });
    await applications.click();
    await expect(applications.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(marine.isVisible()).resolves.toBe(true);

    await contact.click();
    await expect(contact.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(applications.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(marine.isVisible()).resolves.toBe(false);
    await expect(career.isVisible()).resolves.toBe(true);

    await contact.click();
    await expect(career.isVisible()).resolves.toBe(false);

    // A route change closes the mobile menu and its submenus.
    await contact.click();
    await career.click();
    await page.waitForURL(/#\/career$/);
    await page.locator('button.menu-toggle[aria-expanded="false"]').waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('shows the catalogue download with its icon in the mobile menu', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 800 } });
    await visit(page, '/');
    await page.getByRole('button', { name: SITE_TEXT.menu }).click();
    const catalogue = page.getByRole('link', { name: /Product Catalogue/ });
    await expect(catalogue.getAttribute('download')).resolves.toBe('');
    await expect(catalogue.getAttribute('href')).resolves.toBe(COMPANY.downloads.catalogue.href);
    await expect(catalogue.locator('svg').isVisible()).resolves.toBe(true);
  });

  it('has the phone link, Inquire Now and the logo link in the header', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1700, height: 900 } });
    await visit(page, '/gallery');
    const header = page.locator('header.site-header');
    await expect(header.getByText(SITE_TEXT.callAnyTime).isVisible()).resolves.toBe(true);
    await expect(
      header.locator(`a[href="${COMPANY.phone.href}"]`).textContent(),
    ).resolves.toContain(COMPANY.phone.display);
    await header.getByRole('link', { name: SITE_TEXT.inquireNow }).click();
    await page.waitForURL(/#\/inquiry$/);
    await header.getByRole('link', { name: `${COMPANY.name} home` }).click();
    await page.waitForURL(/#\/$/);
  });

  it('fixes the header only after scrolling past 300 px, without moving the page', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/privacy');
    const header = page.locator('header.site-header');
    const position = () => header.evaluate((el) => getComputedStyle(el).position);
    const mainTop = () =>
      page.evaluate(
        () => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY,
      );
    const before = await mainTop();
    await scrollTo(page, 300);
    await expect(position()).resolves.toBe('static');
    await scrollTo(page, 320);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header.site-header')!).position === 'fixed',
    );
    await expect(mainTop()).resolves.toBe(before);
    await scrollTo(page, 200);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header.site-header')!).position === 'static',
    );
    expect(errors).toEqual([]);
  });
});

describe('scroll to top', () => {
  it('appears after 100 px with a progress ring and brings the page back to the top', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/terms-conditions');
    const button = page.getByRole('button', { name: SITE_TEXT.scrollToTop });
    await scrollTo(page, 100);
    await expect(button.isVisible()).resolves.toBe(false);
    await scrollTo(page, 600);
    await button.waitFor({ state: 'visible' });
    const percent = await page.locator('.scroll-top__progress').getAttribute('data-percent');
    expect(Number(percent)).toBeGreaterThan(0);
    expect(Number(percent)).toBeLessThan(100);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

describe('footer', () => {
  it('links to the main pages, the relative privacy link, the map, phone and e-mail', async () => {
    const { page } = await openPage(browser);
    await visit(page, '/gallery');
    const footer = page.locator('footer.site-footer');
    const hrefs = await footer
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['#/', '#/about-us', '#/products', '#/applications', '#/inquiry']) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).toContain('#/terms-conditions');
    expect(hrefs).toContain('#/privacy');
    expect(hrefs).toContain(COMPANY.mapLinkUrl);
    expect(hrefs).toContain(COMPANY.phone.href);
    expect(hrefs).toContain(COMPANY.emails.info.href);
    await expect(footer.textContent()).resolves.toContain(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: SITE_TEXT.privacyPolicy }).click();
    await page.waitForURL(/#\/privacy$/);
  });

  it('opens the footer lightbox and wraps from the first image to the sixth and back, by keys and buttons', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/gallery');
    const thumbs = page.locator('.footer-gallery button');
    await expect(thumbs.count()).resolves.toBe(6);
    const first = FOOTER_GALLERY[0]!.src.alt;
    const sixth = FOOTER_GALLERY[5]!.src.alt;
    const dialog = page.getByRole('dialog', { name: SITE_TEXT.footerGallery });
    const shown = () => dialog.locator('img').getAttribute('alt');

    await thumbs.first().click();
    await expect(shown()).resolves.toBe(first);
    // A native modal dialog, focus on its close button, Tab and Shift+Tab going round inside.
    await expect(dialog.evaluate((el) => el.matches('dialog:modal'))).resolves.toBe(true);
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect(focusedLabel()).resolves.toBe('Close image viewer');
    await page.keyboard.press('Tab');
    await expect(focusedLabel()).resolves.toBe('Previous image');
    await page.keyboard.press('Shift+Tab');
    await expect(focusedLabel()).resolves.toBe('Close image viewer');
    await page.keyboard.press('ArrowLeft');
    await expect(shown()).resolves.toBe(sixth);
    await page.keyboard.press('ArrowRight');
    await expect(shown()).resolves.toBe(first);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(shown()).resolves.toBe(sixth);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(shown()).resolves.toBe(first);
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(thumbs.first().evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );

    await thumbs.last().click();
    await expect(shown()).resolves.toBe(sixth);
    await page.keyboard.press('ArrowRight');
    await expect(shown()).resolves.toBe(first);
    await dialog.getByRole('button', { name: 'Close image viewer' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('shell', () => {
  it("fetches each of a page's files once: what index.html preloads is what the page uses", async () => {
    for (const route of ['/', '/applications', '/inquiry']) {
      const { page } = await openPage(browser);
      const requests: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      await visit(page, route);
      await page.waitForLoadState('networkidle');
      const assets = requests.filter((url) => /\/assets\//.test(url));
      expect(assets.length).toBeGreaterThan(3);
      expect(assets.filter((url, i) => assets.indexOf(url) !== i)).toEqual([]);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the preloader from the first paint and removes it shortly after the page renders', async () => {
    const { page } = await openPage(browser);
    // It is in the served HTML, so it paints before any script has run.
    const html = await (await fetch(`${inject('siteUrl')}/`)).text();
    expect(html).toContain('class="preloader"');
    await page.goto(`${inject('siteUrl')}/#/gallery`);
    await page.locator('main h1').waitFor();
    // PRELOADER_MS and a 300 ms fade after the page has rendered; the bound is generous because
    // a loaded test machine runs timers late, but a preloader that stays would fail it.
    await page.locator('.preloader').waitFor({ state: 'detached', timeout: PRELOADER_MS + 4000 });
    await expect(page.locator('main h1').isVisible()).resolves.toBe(true);
  });

  it('moves keyboard focus to the main content with the skip link', async () => {
    const { page } = await openPage(browser);
    await visit(page, '/gallery');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SITE_TEXT.skipToContent });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    await expect(page.url()).toMatch(/#\/gallery$/);
  });

  it('reveals sections below the fold as they scroll in, and never hides what is on screen', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    await visit(page, '/about-us');
    const pending = page.locator('[data-reveal="pending"]');
    await expect.poll(() => pending.count()).toBeGreaterThan(0);
    // Nothing hidden overlaps the viewport: hiding only ever happens out of sight.
    const hiddenInView = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-reveal="pending"]')].filter((el) => {
            const { top, bottom } = el.getBoundingClientRect();
            return bottom > 0 && top < window.innerHeight - 40;
          }).length,
      );
    await expect(hiddenInView()).resolves.toBe(0);
    await pending.last().evaluate((el) => el.setAttribute('data-test-target', ''));
    const target = page.locator('[data-test-target]');
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => target.getAttribute('data-reveal')).toBe('shown');
    await expect.poll(() => target.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the page without any entrance animation under reduced motion', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await visit(page, '/research-and-develpoment');
    await expect(page.locator('[data-reveal]').count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 300);
    await expect(page.locator('[data-reveal]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
