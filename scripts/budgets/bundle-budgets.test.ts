// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBED_MANIFEST } from '../embed-build/embed-build-plugin';
import {
  BUNDLE_BUDGETS,
  DEALER_LOCATOR_KEY,
  FIRST_WIDGET_KEY,
  HOME_PAGE_KEY,
  LOADER_KEY,
  PLACE_TABLE_KEY,
  SECOND_WIDGET_KEY,
  SITE_ENTRY_KEY,
  measureBundleBudgets,
} from './bundle-budgets';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A made-up build: each file filled with `bytes` of random (incompressible) data, the site's
 * manifest and the embed's beside it.
 */
function fakeBuild(
  files: Record<string, number>,
  manifests: { site: Record<string, unknown>; embed: Record<string, unknown> },
): string {
  const dir = mkdtempSync(join(tmpdir(), 'resin-budgets-'));
  temporary.push(dir);
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), randomBytes(bytes));
  }
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifests.site));
  writeFileSync(join(dir, EMBED_MANIFEST), JSON.stringify(manifests.embed));
  return dir;
}

const KB = 1024;

function graph(sizes: {
  loader: number;
  react: number;
  inquiry: number;
  tabs: number;
  locator?: number;
  places?: number;
}) {
  return fakeBuild(
    {
      'embed/resin-widgets.js': sizes.loader,
      'assets/react.js': sizes.react,
      'assets/inquiry.js': sizes.inquiry,
      'assets/tabs.js': sizes.tabs,
      'assets/locator-element.js': 300,
      'assets/locator.js': sizes.locator ?? 9 * KB,
      'assets/places.js': sizes.places ?? 50 * KB,
      'assets/site.js': 20 * KB,
      'assets/site.css': 5 * KB,
      'assets/home.js': 10 * KB,
      'assets/about.js': 50 * KB,
    },
    {
      embed: {
        [LOADER_KEY]: {
          file: 'embed/resin-widgets.js',
          isEntry: true,
          dynamicImports: [FIRST_WIDGET_KEY, SECOND_WIDGET_KEY, DEALER_LOCATOR_KEY],
        },
        _react: { file: 'assets/react.js' },
        [FIRST_WIDGET_KEY]: { file: 'assets/inquiry.js', imports: ['_react'] },
        [SECOND_WIDGET_KEY]: { file: 'assets/tabs.js', imports: ['_react'] },
        [DEALER_LOCATOR_KEY]: {
          file: 'assets/locator-element.js',
          imports: ['_react', '_locator'],
        },
        _locator: {
          file: 'assets/locator.js',
          imports: ['_react'],
          dynamicImports: [PLACE_TABLE_KEY],
        },
        [PLACE_TABLE_KEY]: { file: 'assets/places.js', isDynamicEntry: true },
      },
      site: {
        _react: { file: 'assets/react.js' },
        [SITE_ENTRY_KEY]: {
          file: 'assets/site.js',
          isEntry: true,
          imports: ['_react'],
          css: ['assets/site.css'],
          dynamicImports: [HOME_PAGE_KEY, 'src/site/pages/about/about-page.tsx'],
        },
        [HOME_PAGE_KEY]: { file: 'assets/home.js', imports: ['_react'] },
        'src/site/pages/about/about-page.tsx': { file: 'assets/about.js' },
      },
    },
  );
}

const byFigure = (rows: ReturnType<typeof measureBundleBudgets>, figure: string) =>
  rows.find((r) => r.figure === figure);

describe('bundle budgets', () => {
  it('counts the loader, the first widget with its shared chunks, and only what a second adds', () => {
    const rows = measureBundleBudgets(
      graph({ loader: 1 * KB, react: 60 * KB, inquiry: 10 * KB, tabs: 5 * KB }),
    );
    const second = byFigure(rows, BUNDLE_BUDGETS.secondWidget.figure);
    expect(byFigure(rows, BUNDLE_BUDGETS.firstWidget.figure)?.files).toEqual([
      'assets/inquiry.js',
      'assets/react.js',
      'embed/resin-widgets.js',
    ]);
    // React is already on the page for the second widget: only its own chunk counts.
    expect(second?.files).toEqual(['assets/tabs.js']);
    expect(second?.value).toBeGreaterThan(5 * KB);
    expect(second?.value).toBeLessThan(6 * KB);
    // First paint on '/': entry and home route JS; CSS and other routes are not counted.
    expect(byFigure(rows, BUNDLE_BUDGETS.siteFirstPaint.figure)?.files).toEqual([
      'assets/home.js',
      'assets/react.js',
      'assets/site.js',
    ]);
    expect(rows.every((r) => r.ok)).toBe(true);
  });

  it('reports a loader over 3 KB and a second widget over 8 KB as over budget', () => {
    const rows = measureBundleBudgets(
      graph({ loader: 4 * KB, react: 60 * KB, inquiry: 10 * KB, tabs: 9 * KB }),
    );
    expect(byFigure(rows, BUNDLE_BUDGETS.loader.figure)?.ok).toBe(false);
    expect(byFigure(rows, BUNDLE_BUDGETS.secondWidget.figure)?.ok).toBe(false);
    expect(byFigure(rows, BUNDLE_BUDGETS.firstWidget.figure)?.ok).toBe(true);
  });

  it('counts what the dealer locator adds before its first search, and its place table apart', () => {
    const rows = measureBundleBudgets(
      graph({ loader: 1 * KB, react: 60 * KB, inquiry: 10 * KB, tabs: 5 * KB, locator: 13 * KB }),
    );
    const locator = byFigure(rows, BUNDLE_BUDGETS.dealerLocator.figure);
    // React is on the page already; the place table is not part of the first view.
    expect(locator?.files).toEqual(['assets/locator-element.js', 'assets/locator.js']);
    expect(locator?.ok).toBe(false);
    const places = byFigure(rows, BUNDLE_BUDGETS.placeTable.figure);
    expect(places?.files).toEqual(['assets/places.js']);
    expect(places?.ok).toBe(true);
    const over = measureBundleBudgets(
      graph({ loader: 1 * KB, react: 60 * KB, inquiry: 10 * KB, tabs: 5 * KB, places: 61 * KB }),
    );
    expect(byFigure(over, BUNDLE_BUDGETS.placeTable.figure)?.ok).toBe(false);
    expect(byFigure(over, BUNDLE_BUDGETS.dealerLocator.figure)?.ok).toBe(true);
  });

  it('refuses a build that lacks a widget instead of measuring nothing', () => {
    const dir = fakeBuild(
      { 'embed/resin-widgets.js': 100 },
      { site: {}, embed: { [LOADER_KEY]: { file: 'embed/resin-widgets.js', isEntry: true } } },
    );
    expect(() => measureBundleBudgets(dir)).toThrow(/not in the build's manifest/);
  });
});
