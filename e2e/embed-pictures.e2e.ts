import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../dev/testing/browser';
import { VIEWS, firstView } from '../scripts/budgets/partner-budgets';
import { APPLICATIONS } from '../src/content/applications';
import { PRODUCTS, PRODUCT_TABS } from '../src/content/products';
import { demoUrl } from './support/embed';

// The demo pages come from the partner origin, the widgets and their pictures from the site.
let browser: Browser;
let urls: { site: string; partner: string };
beforeAll(async () => {
  browser = await launchBrowser();
  urls = { site: inject('siteUrl'), partner: inject('partnerUrl') };
});
afterAll(async () => {
  await browser?.close();
});

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
  it.each(
    VIEWS.flatMap((view) =>
      ['dealer', 'sister', 'all'].map((name) => [name, view.name, view] as const),
    ),
  )(
    '%s page at %s: each picture about as wide as the screen needs, AVIF where it has one',
    async (name, _viewName, view) => {
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        deviceScaleFactor: view.deviceScaleFactor,
        isMobile: view.mobile,
      });
      const page = await context.newPage();
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
      await context.close();
    },
    60_000,
  );

  it.each(VIEWS.map((view) => [view.name, view] as const))(
    'at %s fetches a closed tab’s pictures only once the tab is opened',
    async (_name, view) => {
      // The sister page opens on the first tab; nothing of Gelcoat comes with its first view.
      const before = await firstView(browser, view, urls, 'sister');
      const isGelcoat = (file: string) => /^images\/products\/[a-z-]*gelcoat/.test(file);
      expect(before.pictures.some((file) => file.startsWith('images/products/'))).toBe(true);
      expect(before.pictures.filter(isGelcoat)).toEqual([]);

      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        deviceScaleFactor: view.deviceScaleFactor,
        isMobile: view.mobile,
      });
      const page = await context.newPage();
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
      await context.close();
    },
    60_000,
  );
});
