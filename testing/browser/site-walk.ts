import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../src/content/i18n/languages';
import { LANGUAGE_KEY } from '../../src/site/boot/first-paint';
import { notFoundMeta, pageMeta } from '../../src/site/seo/page-meta';
import { loadPageWords, type WordsByLanguage } from '../../src/site/seo/page-words';
import { sitePageAt, sitePages } from '../../src/site/seo/site-pages';
import {
  hasVersions,
  SITE_ROUTES,
  type SiteLayoutName,
  type SiteRoute,
} from '../../src/site/site-routes';
import { dayNumber, rotatingSample } from '../rotating-sample';
import { scrollThrough, settle } from './axe';
import { frames, requestsSettled, trackRequests } from './waits';
import { untilAppReady } from './watched-page';

/** An address no page has: the router's error screen, which visitors see too. */
export const UNKNOWN_PATH = '/no-such-page/';

/**
 * Every page the site writes, in the page table's order (each route, grade, application, post,
 * service, case study and team member, in every language it is written in), so a page added to
 * the table is walked with no edit here; and first the error screen of an unknown address.
 */
export function walkedPaths(): string[] {
  return [UNKNOWN_PATH, ...sitePages().map((page) => page.path)];
}

/**
 * The pages a walk visits: every page (`SITE_WALK=all`, `npm run test:site-walk`) or, for
 * `npm test`, the error screen and `count` of the others in the page table's order, a window
 * that moves each day (the bench's rotating sample: successive days cover the whole table, and
 * `SITE_WALK_TURN=<day>` repeats one day's).
 */
export function walkSample(paths: readonly string[], count: number): string[] {
  if (process.env.SITE_WALK === 'all') return [...paths];
  const turn = Number(process.env.SITE_WALK_TURN ?? dayNumber());
  const chosen = new Set(
    rotatingSample(
      paths.filter((path) => path !== UNKNOWN_PATH),
      count,
      turn,
    ),
  );
  return paths.filter((path) => path === UNKNOWN_PATH || chosen.has(path));
}

export interface LayoutSample {
  layout: SiteLayoutName;
  lang: Language;
  /** A page of the layout in English only: in another language, framed in that language. */
  path: string;
}

/**
 * Each page frame of the site (header, menus, footer) in every language: the first page of each
 * layout that is in English only, opened by a visitor who chose the language, so the frame
 * speaks it around the English page (a page written in every language has the same frame).
 */
export function layoutSamples(): LayoutSample[] {
  const layouts = [...new Set(SITE_ROUTES.map((route) => route.layout ?? 'main'))];
  const englishOnly = (route: SiteRoute): boolean => !hasVersions(route);
  return layouts.flatMap((layout) => {
    const route = SITE_ROUTES.find(
      (r) => (r.layout ?? 'main') === layout && !r.path.includes(':') && englishOnly(r),
    );
    if (!route) throw new Error(`No page in English only has the ${layout} layout`);
    const path = sitePageAt(route.path)?.path;
    if (!path) throw new Error(`No page at ${route.path}`);
    return LANGUAGES.map((lang) => ({ layout, lang, path }));
  });
}

let words: Promise<WordsByLanguage> | undefined;

/** The tab title the site gives `path` (with its language code), or the error screen's. */
export async function titleOf(path: string): Promise<string> {
  words ??= loadPageWords();
  const page = sitePageAt(path);
  return page
    ? pageMeta(page, sitePages(), await words).documentTitle
    : notFoundMeta().documentTitle;
}

/**
 * Opens a page of the site as a visitor who chose `lang` before (none: English), in a page that
 * has not been on the site yet: the whole page as it arrives, adopted by the app, its frame in
 * that language and the preloader gone.
 */
export async function arrive(page: Page, path: string, lang: Language = 'en') {
  trackRequests(page);
  if (lang !== 'en') {
    await page.addInitScript(
      ([key, chosen]) => window.localStorage.setItem(key!, chosen!),
      [LANGUAGE_KEY, lang],
    );
  }
  await page.goto(`${inject('siteUrl')}${path}`);
  await untilAppReady(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
  await settle(page);
}

/**
 * The page at `path` shown and settled, as a visitor following links reaches it: the first
 * address loads the site, each next one changes only the hash, as an old link does (the app
 * takes it to the clean path without loading a document). Then the address, title and heading
 * are the page's own, the preloader is gone and the page has been walked down once, so what
 * loads or fades in near the viewport has.
 */
export async function walkTo(page: Page, path: string) {
  trackRequests(page);
  const siteUrl = inject('siteUrl');
  if (!page.url().startsWith(siteUrl)) {
    await page.goto(`${siteUrl}${path}`);
    await untilAppReady(page);
  } else await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
  const title = await titleOf(path);
  await page.waitForFunction(
    ({ path, title }) => window.location.pathname === path && document.title === title,
    { path, title },
  );
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
  await scrollThrough(page);
}

/**
 * The same page at another window size, settled: the frames the new layout takes, what it
 * asked for (a picture of another width) and the animations it started.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await frames(page);
  await requestsSettled(page);
  await settle(page);
}
