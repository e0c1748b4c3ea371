import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { APPLICATIONS } from '../../src/content/applications';
import { TRANSLATED_LANGUAGES } from '../../src/content/i18n/languages';
import { localizedPath } from '../../src/content/site-paths';
import { PRODUCTS } from '../../src/content/products';
import { pageMeta } from '../../src/site/seo/page-meta';
import { loadPageWords, type WordsByLanguage } from '../../src/site/seo/page-words';
import { sitePageAt, sitePages } from '../../src/site/seo/site-pages';
import { scrollThrough } from './axe';
import { trackRequests } from './waits';
import { untilAppReady } from './watched-page';

/**
 * Each page the site writes in every language once, a grade and an application standing for
 * theirs ('/contact/' shows the inquiry page; the error page has next to no text).
 */
export const TRANSLATED_SAMPLES = [
  '/',
  '/products/',
  `/products/${PRODUCTS[0]!.id}/`,
  '/applications/',
  `/application/${APPLICATIONS[1]!.slug}/`,
  '/inquiry/',
  '/career/',
  '/privacy/',
] as const;

/** Every sample in every language but English, as `{ lang, path }` at its own address. */
export const LANGUAGE_SAMPLES = TRANSLATED_LANGUAGES.flatMap((lang) =>
  TRANSLATED_SAMPLES.map((path) => ({ lang, path: localizedPath(path, lang) })),
);

let words: Promise<WordsByLanguage> | undefined;

/** The title the build gave the page at `path` (with its language code), as the tab shows it. */
export async function siteTitleIn(path: string): Promise<string> {
  words ??= loadPageWords();
  const page = sitePageAt(path);
  if (!page) throw new Error(`No page at ${path}`);
  return pageMeta(page, sitePages(), await words).documentTitle;
}

/**
 * The site's page at `path` in its language ('/ta/career/'), shown and settled: the app running,
 * the address, language and title the page's own, the preloader gone and the page scrolled
 * through once, so what arrives near the viewport is there. A page already on the site changes
 * only its hash, as an old link does, and the app takes it there.
 */
export async function showIn(page: Page, path: string) {
  trackRequests(page);
  const siteUrl = inject('siteUrl');
  if (!page.url().startsWith(siteUrl)) {
    await page.goto(`${siteUrl}${path}`);
    await untilAppReady(page);
  } else await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
  const title = await siteTitleIn(path);
  await page.waitForFunction(
    ({ path, title }) => window.location.pathname === path && document.title === title,
    { path, title },
  );
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
  await scrollThrough(page);
}
