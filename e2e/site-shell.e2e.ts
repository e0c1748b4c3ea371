import { describe, expect, inject } from 'vitest';
import { frames } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import { KEEP_FAILED_IMPORTS } from '../testing/browser/chromium';
import { openPage, type WatchedPage } from '../testing/browser/watched-page';
import { COMPANY } from '../src/content/company';
import { PRELOADER_MS } from '../src/content/constants';
import { MESSAGES } from '../src/content/messages';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { scrollTo, visit } from '../testing/browser/site-visit';

// The shell as a whole: routing, titles, loading pages and the preloader, skip link and reveals.
// The header, scroll-to-top button and footer are in site-shell-header-footer.e2e.ts.

/** The gallery's code fails to load once; leaving the error screen and coming back shows it. */
async function failThenVisitAgain({ page, errors }: WatchedPage) {
  await visit(page, '/privacy');
  const chunk = /\/assets\/gallery-page-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await page.locator('footer.site-footer').getByRole('link', { name: 'Products' }).click();
  await page.waitForURL(/\/products\/$/);
  await page.evaluate(() => {
    window.location.hash = '/gallery/';
  });
  await page.locator('main h1', { hasText: MESSAGES.routeErrorTitle }).waitFor();
  await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
  await expect(page.locator('footer.site-footer').isVisible()).resolves.toBe(true);
  expect(errors.join('\n')).toMatch(/gallery-page/);

  await page.unroute(chunk);
  await page.goBack();
  await page.waitForURL(/\/products\/$/);
  await page.goForward();
  await page.waitForFunction(
    (t) => document.querySelector('main h1')?.textContent === t,
    PAGE_TITLES.gallery,
  );
}

describe('routing', () => {
  test('serves the production build with the app mounted into #root', async ({ page, errors }) => {
    await visit(page, '/');
    await expect(page.locator('#root header.site-header').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  test("shows 'Unexpected Application Error!' and '404 Not Found' for an unknown route, inside the site layout, and names the next page in the tab once left", async ({
    page,
    errors,
  }) => {
    // The server answers the unknown address with its error page and status 404.
    await expect(visit(page, '/no-such-page')).resolves.toBe(404);
    await expect(page.locator('main h1').textContent()).resolves.toBe(MESSAGES.routeErrorTitle);
    await expect(page.locator('main').textContent()).resolves.toContain(MESSAGES.notFoundStatus);
    await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer.site-footer').isVisible()).resolves.toBe(true);
    await page.locator('footer.site-footer').getByRole('link', { name: 'Products' }).click();
    await page.waitForFunction(
      (t) => document.title === t,
      `${PAGE_TITLES.products} | ${COMPANY.name}`,
    );
    expect(errors).toEqual([]);
  });

  test("shows 'Oops! Page Not Found.' on /error, and its 'BACK HOME' link goes to /", async ({
    page,
    errors,
  }) => {
    await visit(page, '/error');
    await expect(page.locator('main h1').textContent()).resolves.toBe(MESSAGES.errorPageTitle);
    await page.getByRole('link', { name: MESSAGES.backHome }).click();
    await page.waitForURL(/^[^#]*:\d+\/$/);
    await page.waitForFunction(
      (t) => document.title === t,
      `${PAGE_TITLES.home} | ${COMPANY.name}`,
    );
    expect(errors).toEqual([]);
  });

  // Eight whole page loads, each through an old hash address and its redirect.
  test('gives every route a title naming the page and the company', async ({ page, errors }) => {
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

  test('starts a new route at the top and restores the position on back', async ({
    page,
    errors,
  }) => {
    await visit(page, '/privacy');
    await scrollTo(page, 900);
    // The header is fixed at this depth, so the click itself scrolls nothing.
    await page.locator('header.site-header').getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/\/products\/$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(/\/privacy\/$/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
    await page.goForward();
    await page.waitForURL(/\/products\/$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(errors).toEqual([]);
  });

  test("keeps the current page on screen while the next page's code arrives, never a blank page", async ({
    page,
    errors,
  }) => {
    await visit(page, '/privacy');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/gallery-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    page.on('request', (request) => {
      if (/\/assets\/gallery-page-[^/]*\.js$/.test(request.url())) asked();
    });
    await page.evaluate(() => {
      window.location.hash = '/gallery/';
    });
    // The router has rendered the navigation once it asks for the page's code.
    await requested;
    await frames(page);
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

  test("shows the error screen inside the shell when a page's code cannot be loaded, and loads it on the next visit", async ({
    page,
    errors,
  }) => {
    await failThenVisitAgain({ page, errors });
  });

  test('loads a page whose code failed on the next visit in a browser that keeps a failed import', async ({
    launchBrowser,
  }) => {
    const keeping = await launchBrowser([KEEP_FAILED_IMPORTS]);
    await failThenVisitAgain(await openPage(keeping));
  });
  test('keeps the error screen inside the shell on the next visit while the site cannot be reached', async ({
    page,
  }) => {
    await visit(page, '/privacy');
    const chunk = /\/assets\/gallery-page-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort('connectionreset'));
    await page.evaluate(() => {
      window.location.hash = '/gallery/';
    });
    await page.locator('main h1', { hasText: MESSAGES.routeErrorTitle }).waitFor();
    const documentStart = await page.evaluate(() => performance.timeOrigin);
    await page.goBack();
    await page.waitForURL(/\/privacy\/$/);
    await page.locator('main h1', { hasText: PAGE_TITLES.privacy }).waitFor();
    await page.context().setOffline(true);
    await page.goForward();
    await page.waitForURL(/\/gallery\/$/);
    await page.locator('main h1', { hasText: MESSAGES.routeErrorTitle }).waitFor();
    await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => performance.timeOrigin)).resolves.toBe(documentStart);
  });
});
describe('shell', () => {
  test("fetches each of a page's files once: what index.html preloads is what the page uses", async ({
    openPage,
  }) => {
    // At each page's own address: an old hash address is sent there first, and may ask for the
    // site's stylesheet on the way.
    for (const route of ['/', '/applications/', '/inquiry/']) {
      const { page } = await openPage();
      const requests: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      await page.goto(`${inject('siteUrl')}${route}`);
      await page.locator('.preloader').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      const assets = requests.filter((url) => /\/assets\//.test(url));
      expect(assets.length).toBeGreaterThan(3);
      expect(assets.filter((url, i) => assets.indexOf(url) !== i)).toEqual([]);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await page.context().close();
    }
  });

  test("paints a page from its prerendered HTML with the page's own styles before the app's code arrives, and keeps them and the layout when the app takes over", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const entry = /\/assets\/site-[^/]*\.js$/;
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    // Resolves once the app has taken over, which it cannot while its code is held.
    const visited = page.goto(`${inject('siteUrl')}/#/products`);
    await page.locator('#root main h1').waitFor();
    // The whole HTML parsed and its pictures in: the layout as the server's page has it.
    await page.waitForLoadState('load');
    // The page's stylesheets come inside its HTML: only the site's own is a request.
    const inline = () => page.locator('head > style[data-href]').count();
    await expect(inline()).resolves.toBeGreaterThan(0);
    const pageSheets = () => stylesheets.filter((url) => /\/assets\/(?!site-)/.test(url));
    expect(pageSheets()).toEqual([]);
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main h3, main img')]
          .slice(0, 12)
          .map((el) => {
            const box = el.getBoundingClientRect();
            return [el.tagName, Math.round(box.left), Math.round(box.top), Math.round(box.width)];
          }),
      );
    const before = await layout();
    expect(before.length).toBeGreaterThan(3);
    release();
    await visited;
    // The app's render replaced the HTML and kept its stylesheets, without fetching them again.
    await expect(inline()).resolves.toBeGreaterThan(0);
    await expect(layout()).resolves.toEqual(before);
    expect(pageSheets()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("asks for none of the app's code before the page's largest picture has been painted from the HTML", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    // A phone's pace, where the picture's decode and paint take long enough to race the app.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await visit(page, '/about-us');
    const times = await page.evaluate(
      () =>
        new Promise<{ painted: number; app: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const picture = list
              .getEntries()
              .find((entry) =>
                /plant-exterior\.(avif|webp)$/.test(
                  (entry as PerformanceEntry & { url: string }).url,
                ),
              );
            // The entry and every module it imports at once, preloaded beside it.
            const app = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/[^/]*\.js$/.test(entry.name))
              .map((entry) => entry.startTime);
            resolve({
              painted: picture?.startTime ?? Infinity,
              app: app.length > 0 ? Math.min(...app) : -1,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(times.painted).toBeLessThan(Infinity);
    expect(times.app).toBeGreaterThanOrEqual(times.painted);
    expect(errors).toEqual([]);
  });

  test('shows the preloader from the first paint and removes it shortly after the page renders', async ({
    page,
  }) => {
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

  test('moves keyboard focus to the main content with the skip link', async ({ page }) => {
    await visit(page, '/gallery');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SITE_TEXT.skipToContent });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    await expect(page.url()).toMatch(/\/gallery\/$/);
  });

  test('reveals sections below the fold as they scroll in, and never hides what is on screen', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 412, height: 823 } });
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

  test('shows the page without any entrance animation under reduced motion', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ reducedMotion: 'reduce' });
    await visit(page, '/research-and-develpoment');
    await expect(page.locator('[data-reveal]').count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 300);
    await expect(page.locator('[data-reveal]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
