import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, requestsSettled, trackRequests } from './waits';
import { untilAppReady } from './watched-page';
import { notFoundMeta, pageMeta } from '../../src/site/seo/page-meta';
import { sitePageAt, sitePages } from '../../src/site/seo/site-pages';
import { cleanPath } from '../../src/content/site-paths';

// axe-core checks against WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds AA rules only, such
// as the 24 by 24 px pointer target).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every route and state is checked at; the phone's is a touch screen. */
export const AXE_WIDTHS = [
  { name: 'desktop 1366 px', width: 1366, height: 900, phone: false },
  { name: 'phone 390 px', width: 390, height: 844, phone: true },
] as const;

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact?: string;
  help: string;
  nodes: AxeNode[];
}

/** One line per violation and per element it found, for a failure message a person can act on. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) => [
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
      ...violation.nodes.map(
        (node) =>
          `    at ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    ])
    .join('\n');
}

/** axe's violations in the page, or inside the element `include` names (a widget's host). */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const context = include ? { include: [include] } : document;
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations as AxeViolation[];
    },
    { tags: AXE_TAGS, include },
  );
}

/** Fails, naming `where` and every violation, unless axe finds none in what the page shows. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page);
  const violations = await runAxe(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Waits for every finite animation and transition on the page to end. */
export const settle = animationsDone;

/**
 * Scrolls down the page a screen at a time, so sections that load or fade in near the viewport
 * do; then brings into view each section still waiting to fade in (one whose code arrived after
 * the walk had passed its place, or that the page's growth put below), until none waits and what
 * they asked for has arrived; then back to the top, once the fades and slides have ended.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const step = Math.round(window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
  });
  // The code and pictures the walk asked for have arrived.
  await requestsSettled(page);
  for (let round = 0; round < 3; round += 1) {
    const waiting = await page.evaluate(async () => {
      const frames = () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const pending = [...document.querySelectorAll('[data-reveal="pending"]')];
      for (const element of pending) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        await frames();
      }
      return pending.length;
    });
    if (waiting === 0) break;
    await requestsSettled(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

/** The title the site gives the page at `path`, as its HTML and its head after a navigation say. */
export function documentTitle(path: string): string {
  const page = sitePageAt(cleanPath(path));
  return (page ? pageMeta(page, sitePages()) : notFoundMeta()).documentTitle;
}

/**
 * The page at `path`, shown and settled: its h1 in main, the preloader gone, and (unless `walk`
 * is false) walked down once so what loads or fades in near the viewport has (scrollThrough).
 * A page not yet on the site loads it; one on it changes only the hash, as an old link does (the
 * app takes the hash to the route's clean path).
 */
export async function show(page: Page, path: string, { walk = true } = {}) {
  trackRequests(page);
  const siteUrl = inject('siteUrl');
  if (!page.url().startsWith(siteUrl)) {
    await page.goto(`${siteUrl}/#${path}`);
    await untilAppReady(page);
  } else await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
  await page.waitForFunction((clean) => window.location.pathname === clean, cleanPath(path));
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
  // The router keeps the last page on screen until the new one has rendered; its head then
  // takes the page's own title, which for an item (a post, a member, a grade) is the item's.
  await page.waitForFunction((title) => document.title === title, documentTitle(path));
  if (walk) await scrollThrough(page);
  else await settle(page);
}
