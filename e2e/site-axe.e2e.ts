import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../dev/testing/browser';
import { PAGE_TITLES } from '../src/content/site-text';
import { SITE_ROUTES, siteRouteFor } from '../src/site/site-routes';
import { cleanPath } from '../src/content/site-paths';
import { demoUrl } from './support/embed';
import { CHECKED_PATHS, hasParameters, SAMPLE_PATHS } from './support/route-samples';

// axe-core checks every route against WCAG 2.0 and 2.1, levels A and AA, at a desktop and a
// phone width, with the content below the fold scrolled into view once so it is checked too.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const WIDTHS = [
  { name: 'desktop 1366 px', width: 1366, height: 900 },
  { name: 'phone 390 px', width: 390, height: 844 },
] as const;

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string;
  help: string;
  nodes: AxeNode[];
}

/** One line per violation and per element it found, for a failure message a person can act on. */
function describeViolations(violations: AxeViolation[]): string {
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

async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
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

/**
 * Scrolls down the page a screen at a time, so sections that load or fade in near the viewport
 * do, twice (a section loaded on the first pass fades in on the second), then back to the top,
 * and waits for the fades and slides to end.
 */
async function scrollThrough(page: Page) {
  for (let pass = 0; pass < 2; pass += 1) {
    await page.evaluate(async () => {
      const frames = () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const step = Math.round(window.innerHeight * 0.8);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await frames();
      }
    });
    await page.waitForTimeout(250);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

/** Waits (a little while at most) for every finite animation and transition on the page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const timeout = new Promise((done) => setTimeout(done, 2000));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => null))), timeout]);
  });
}

/** The page at `path`, shown and settled: its h1 in main, the preloader gone. */
async function show(page: Page, path: string, first: boolean) {
  const url = `${inject('siteUrl')}/#${path}`;
  if (first) await page.goto(url);
  // Later routes change only the hash, as an old link does: no reload between routes; the app
  // takes the hash to the route's clean path.
  else await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
  await page.waitForFunction((clean) => window.location.pathname === clean, cleanPath(path));
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
  // The router keeps the last page on screen until the new one has rendered and set its title.
  const title = siteRouteFor(path)?.title ?? PAGE_TITLES.error;
  await page.waitForFunction((title) => document.title.startsWith(`${title} | `), title);
  await scrollThrough(page);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('route samples', () => {
  it('has a sample value for every route with parameters', () => {
    const missing = SITE_ROUTES.map(({ path }) => path).filter(
      (path) => hasParameters(path) && SAMPLE_PATHS[path] === undefined,
    );
    expect(
      missing,
      `Add a real value for these routes to SAMPLE_PATHS in e2e/support/route-samples.ts: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});

describe.each(WIDTHS)('axe-core at $name', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(CHECKED_PATHS.map((path, index) => ({ path, index })))(
    '$path has no WCAG 2.1 A or AA violations',
    async ({ path, index }) => {
      await show(page, path, index === 0);
      const violations = await runAxe(page);
      expect(violations, `${path}:\n${describeViolations(violations)}`).toEqual([]);
    },
  );

  it('finds no violations inside any of the five widgets on a partner page', async () => {
    await page.goto(demoUrl(inject('partnerUrl'), inject('siteUrl'), 'all'));
    await page.locator('#add-career').click();
    const hosts = [
      'resin-inquiry-form',
      'resin-product-tabs',
      'resin-contact-form',
      'resin-application-list',
      'resin-career-form',
    ];
    for (const host of hosts) {
      await page.waitForFunction(
        (host) => (document.querySelector(host)?.shadowRoot?.childElementCount ?? 0) > 0,
        host,
      );
    }
    await scrollThrough(page);
    const report: string[] = [];
    for (const host of hosts) {
      const violations = await runAxe(page, host);
      if (violations.length > 0) report.push(`<${host}>:\n${describeViolations(violations)}`);
    }
    expect(report, report.join('\n')).toEqual([]);
  });
});
