import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { VIEWS, firstView } from '../scripts/budgets/partner-budgets';
import { APPLICATIONS } from '../src/content/applications';
import { PRODUCTS, PRODUCT_TABS } from '../src/content/products';
import { demoUrl } from '../testing/browser/embed';

// The demo pages come from the partner origin, the widgets and their pictures from the site.
const urls = { site: inject('siteUrl'), partner: inject('partnerUrl') };

const PICTURES = [...PRODUCTS.map((p) => p.thumbnail), ...APPLICATIONS.map((a) => a.src)];

interface Shown {
  alt: string;
  file: string;
  /** CSS pixels across, as laid out. */
  shown: number;
}

/** Pixels across a file has, by its name: 'a-140w.avif' is 140 wide, 'a.webp' the picture's own. */
function fileWidth(file: string, ownWidth: number): number {
  return Number(/-(\d+)w\.(avif|webp)$/.exec(file)?.[1] ?? ownWidth);
}

/** Every picture a widget shows that has loaded, with its file and sizes. */
function loadedPictures(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('resin-product-tabs, resin-application-list')].flatMap((widget) =>
      [...(widget.shadowRoot?.querySelectorAll('img') ?? [])]
        .filter((img) => img.complete && img.currentSrc !== '')
        .map((img) => ({
          alt: img.alt,
          file: new URL(img.currentSrc).pathname.split('/').pop() ?? '',
          shown: img.getBoundingClientRect().width,
        })),
    ),
  );
}

describe("the widgets' pictures on a partner page", () => {
  test.for(
    VIEWS.flatMap((view) =>
      ['dealer', 'sister', 'all'].map((name) => [name, view.name, view] as const),
    ),
  )(
    '%s page at %s: each picture about as wide as the screen needs, AVIF where it has one',
    async ([name, , view], { openPage }) => {
      const { page } = await openPage({
        viewport: { width: view.width, height: view.height },
        deviceScaleFactor: view.deviceScaleFactor,
        isMobile: view.mobile,
      });
      await page.goto(demoUrl(urls.partner, urls.site, name));
      const first = page.locator('resin-product-tabs [role="tabpanel"]:not([hidden]) img').first();
      await first.waitFor();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      await page.waitForLoadState('networkidle');
      // The application list is further down: scrolled to, its pictures load too.
      const entry = page.locator('resin-application-list img').first();
      if ((await entry.count()) > 0) {
        await entry.scrollIntoViewIfNeeded();
        await expect.poll(() => entry.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        await page.waitForLoadState('networkidle');
      }
      const shown = await loadedPictures(page);
      expect(shown.length).toBeGreaterThan(0);
      for (const picture of shown) {
        const needed = picture.shown * view.deviceScaleFactor;
        const content = PICTURES.find((p) => p.alt === picture.alt);
        // Never the 600 px original for a thumbnail: at most twice the pixels across it needs,
        // and no less than the published width below what it needs (browsers may round down).
        const width = fileWidth(picture.file, content?.width ?? 0);
        expect(width, picture.file).toBeLessThanOrEqual(2 * needed);
        expect(width, picture.file).toBeGreaterThanOrEqual(needed / 1.6);
        expect(picture.file.endsWith(content?.avif ? '.avif' : '.webp'), picture.file).toBe(true);
      }
    },
  );

  test('leaves the application list’s pictures far below the fold alone when the forms above it draw last', async ({
    visitorBrowser: browser,
  }) => {
    // The widgets of a page draw in whatever order their code arrives. Here the contact form,
    // written just above the application list, arrives last: until it has drawn the list sits
    // well within the distance a lazy picture loads from, yet it ends up beyond it.
    const view = VIEWS[0]!;
    const context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      deviceScaleFactor: view.deviceScaleFactor,
    });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
    });
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/assets/contact-form-element-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(demoUrl(urls.partner, urls.site, 'all'));
    const list = page.locator('resin-application-list article').first();
    await list.waitFor();
    expect(await page.locator('resin-contact-form form').count()).toBe(0);
    release();
    await page.locator('resin-contact-form form').waitFor();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.includes('/images/applications/'))).toEqual([]);
    // Scrolled to, they load.
    const picture = page.waitForRequest((request) => request.url().includes('/applications/'));
    await list.scrollIntoViewIfNeeded();
    await picture;
    await context.close();
  });

  test.for(VIEWS.map((view) => [view.name, view] as const))(
    'at %s fetches a closed tab’s pictures only once the tab is opened',
    async ([, view], { visitorBrowser, openPage }) => {
      // The sister page opens on the first tab; nothing of Gelcoat comes with its first view.
      const before = await firstView(visitorBrowser, view, urls, 'sister');
      const isGelcoat = (file: string) => /^images\/products\/[a-z-]*gelcoat/.test(file);
      expect(before.pictures.some((file) => file.startsWith('images/products/'))).toBe(true);
      expect(before.pictures.filter(isGelcoat)).toEqual([]);

      const { page } = await openPage({
        viewport: { width: view.width, height: view.height },
        deviceScaleFactor: view.deviceScaleFactor,
        isMobile: view.mobile,
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
      });
      await page.goto(demoUrl(urls.partner, urls.site, 'sister'));
      const gelcoat = PRODUCT_TABS.find((tab) => tab.key === 'gelcoat')?.label ?? '';
      const tab = page.locator('resin-product-tabs [role="tab"]', { hasText: gelcoat });
      await tab.waitFor();
      expect(asked.filter((path) => isGelcoat(path.slice(1)))).toEqual([]);
      const picture = page.waitForRequest((request) =>
        isGelcoat(new URL(request.url()).pathname.slice(1)),
      );
      await tab.click();
      await picture;
    },
  );
});
