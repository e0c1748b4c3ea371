/**
 * The embed's budgets as a partner page pays them: the demo partner pages (demo/) loaded in
 * Chromium from another origin against a built site, and what their first view fetched from
 * the site counted, code (JS and CSS, at gzip level 9 of the built file, as the bench reports
 * every size) apart from pictures (the files' own bytes: WebP and AVIF do not compress
 * further). First view: the page loaded and its widgets drawn, nothing clicked, scrolled or
 * typed, except that the all-widgets page adds its career form with its own button, so that
 * all five are there, and that the dealer finder's page then searches once, by PIN code, for
 * what its first search costs. Shared by the browser test, which fails past a budget, and the
 * bench.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gzipBytes } from '../bench/site-chunks';

const KB = 1024;

/** A window the pages are measured in. */
export interface View {
  name: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
  mobile: boolean;
}

export const VIEWS: readonly View[] = [
  { name: '1366 px at 1x', width: 1366, height: 900, deviceScaleFactor: 1, mobile: false },
  { name: '390 px at 2x', width: 390, height: 844, deviceScaleFactor: 2, mobile: true },
];

/** What one first view fetched from the site. */
export interface FirstView {
  code: string[];
  pictures: string[];
  /** What a search in the dealer finder fetched after the first view, when one was made. */
  searched: string[];
}

export interface PartnerBudgetRow {
  figure: string;
  view: string;
  kind: 'code' | 'pictures';
  /** Bytes: gzip for code, the files' own size for pictures. */
  value: number;
  /** The test fails past it; none for a figure shown for information. */
  budget: number | undefined;
  /** Where the figure should get to (reported, not enforced). */
  goal: number | undefined;
  /** Within the budget. */
  ok: boolean;
  files: string[];
}

interface Limits {
  figure: string;
  budget?: number;
  goal?: number;
}

/**
 * Each figure's budget in bytes, which is its goal: a figure that grows past it fails the test.
 * The English inquiry form's code is the tightest (79,781 B of 79,872 with five languages, the
 * privacy notice and the spam signals): what a partner page with it does not show stays out of
 * its files (the site's own forms' and the career form's notice words, the thank-you panel's and
 * the choice field's styles, stylesheet loading in the embed's preload helper, preload names of
 * chunks that have already run).
 */
export const PARTNER_BUDGETS = {
  // The goal, and 640 B for a form that posts to the gateway's page without its script and for
  // the inline form's lasting receipt (see bundle-budgets.ts).
  inquiryCode: {
    figure: 'one inquiry form on a partner page, code',
    budget: 78 * KB + 640,
    goal: 78 * KB,
  },
  tabsCode: { figure: 'product tabs beside the inquiry form add, code', budget: 8 * KB },
  tabsPictures: { figure: 'product tabs beside the inquiry form add, pictures', budget: 12 * KB },
  sisterTabsPictures: {
    figure: "product tabs' pictures on the sister-company page",
    budget: 12 * KB,
  },
  locatorCode: {
    figure: 'dealer locator beside the inquiry form adds, code before the first search',
    budget: 12 * KB,
  },
  placeTable: { figure: "dealer locator's first search fetches, code", budget: 60 * KB },
  // 64 B over 100 KB for the forms' post without a script and the inline inquiry's receipt
  // (102,430 B measured after main's uploads and career-words merge).
  allCode: { figure: 'all five widgets on one page, code', budget: 100 * KB + 64 },
  allPictures: { figure: 'all five widgets on one page, pictures', budget: 24 * KB },
  // Beyond the first view, for information: the application list lies below the fold on the
  // all-widgets page, and this is what its two pictures cost once a visitor scrolls to them.
  allScrolledPictures: { figure: 'all five widgets, each scrolled to, pictures' },
} as const satisfies Record<string, Limits>;

const CODE = /\.(js|css)$/;
const PICTURE = /\.(webp|avif|svg|png|jpe?g)$/;

/** The widget tags a page is expected to show once its first view is drawn. */
const PAGES = {
  quote: ['resin-inquiry-form'],
  dealer: ['resin-inquiry-form', 'resin-product-tabs'],
  dealers: ['resin-inquiry-form', 'resin-dealer-locator'],
  sister: ['resin-product-tabs', 'resin-application-list'],
  all: [
    'resin-inquiry-form',
    'resin-product-tabs',
    'resin-contact-form',
    'resin-application-list',
    'resin-career-form',
  ],
} as const;

type DemoPage = keyof typeof PAGES;

/** Until every listed widget has drawn something inside its shadow root. */
async function widgetsDrawn(page: Page, tags: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((tag) =>
        [...document.querySelectorAll(tag)].some(
          (element) =>
            (element.shadowRoot?.querySelector('.resin-root')?.childElementCount ?? 0) > 0,
        ),
      ),
    tags,
  );
}

/** Two frames for lazy pictures near the view to be asked for, then no request for 500 ms. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Loads one demo page on the partner origin in a fresh context and returns the site's files
 * its first view fetched, by path. The page settles in steps it can be awaited for: its load
 * event, every widget drawn, two frames for the lazy pictures near the view to be asked for,
 * then no request for half a second. With `scrollThrough`, each widget is then scrolled to in
 * turn, as a visitor reading the whole page would.
 */
export async function firstView(
  browser: Browser,
  view: View,
  urls: { site: string; partner: string },
  name: DemoPage,
  options: { scrollThrough?: boolean; search?: string } = {},
): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.deviceScaleFactor,
    isMobile: view.mobile,
    hasTouch: view.mobile,
  });
  try {
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(urls.site).origin) fetched.add(url.pathname.replace(/^\//, ''));
    });
    const address = `${urls.partner}/demo/${name}.html?site=${encodeURIComponent(urls.site)}`;
    await page.goto(address, { waitUntil: 'load' });
    // The all-widgets page writes four widgets and adds the fifth from its own button, pressed
    // from the page's script: a pointer click would scroll down to it first.
    if (name === 'all') {
      await page.evaluate(() => document.querySelector<HTMLButtonElement>('#add-career')?.click());
    }
    await widgetsDrawn(page, PAGES[name]);
    await settled(page);
    if (options.scrollThrough) {
      for (const tag of PAGES[name]) {
        await page.locator(tag).first().scrollIntoViewIfNeeded();
        await settled(page);
      }
    }
    const files = [...fetched].sort();
    // The dealer finder's first search, by PIN code, once its first view is counted.
    if (options.search) {
      const finder = page.locator('resin-dealer-locator');
      await finder.locator('input[name="code"]').fill(options.search);
      await finder.locator('button[type="submit"]').click();
      await finder.locator('.resin-dealers__distance').first().waitFor();
      await settled(page);
    }
    return {
      code: files.filter((file) => CODE.test(file)),
      pictures: files.filter((file) => PICTURE.test(file)),
      searched: [...fetched].filter((file) => !files.includes(file) && CODE.test(file)).sort(),
    };
  } finally {
    await context.close();
  }
}

function bytes(distDir: string, files: string[], kind: 'code' | 'pictures'): number {
  return files.reduce((sum, file) => {
    if (!existsSync(join(distDir, file)))
      throw new Error(`${file} was fetched but is not in ${distDir}`);
    return sum + (kind === 'code' ? gzipBytes(distDir, file) : statSync(join(distDir, file)).size);
  }, 0);
}

function row(
  distDir: string,
  limits: Limits,
  view: View,
  kind: 'code' | 'pictures',
  files: string[],
): PartnerBudgetRow {
  const value = bytes(distDir, files, kind);
  const { figure, budget, goal = budget } = limits;
  const ok = budget === undefined || value <= budget;
  return { figure, budget, goal, view: view.name, kind, value, ok, files };
}

const without = (files: string[], present: string[]) => files.filter((f) => !present.includes(f));
const isProductPicture = (file: string) => file.startsWith('images/products/');

/** Every partner-page figure in every view, measured against `distDir` served at `urls.site`. */
export async function measurePartnerBudgets(
  browser: Browser,
  urls: { site: string; partner: string },
  distDir: string,
  views: readonly View[] = VIEWS,
): Promise<PartnerBudgetRow[]> {
  const rows: PartnerBudgetRow[] = [];
  for (const view of views) {
    const quote = await firstView(browser, view, urls, 'quote');
    const dealer = await firstView(browser, view, urls, 'dealer');
    const dealers = await firstView(browser, view, urls, 'dealers', { search: '641001' });
    const sister = await firstView(browser, view, urls, 'sister');
    const all = await firstView(browser, view, urls, 'all');
    const allScrolled = await firstView(browser, view, urls, 'all', { scrollThrough: true });
    const b = PARTNER_BUDGETS;
    rows.push(
      row(distDir, b.inquiryCode, view, 'code', quote.code),
      // What the tabs add: the dealer page's files that the inquiry form alone did not fetch.
      row(distDir, b.tabsCode, view, 'code', without(dealer.code, quote.code)),
      row(distDir, b.tabsPictures, view, 'pictures', without(dealer.pictures, quote.pictures)),
      row(
        distDir,
        b.sisterTabsPictures,
        view,
        'pictures',
        sister.pictures.filter(isProductPicture),
      ),
      // What the dealer finder adds to the inquiry form, then what its first search fetches.
      row(distDir, b.locatorCode, view, 'code', without(dealers.code, quote.code)),
      row(distDir, b.placeTable, view, 'code', dealers.searched),
      row(distDir, b.allCode, view, 'code', all.code),
      row(distDir, b.allPictures, view, 'pictures', all.pictures),
      row(distDir, b.allScrolledPictures, view, 'pictures', allScrolled.pictures),
    );
  }
  return rows;
}
