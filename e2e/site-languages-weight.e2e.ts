// What the site's languages cost a visitor: an English page fetches no catalogue, nor the
// registry that lists them; a page in another language fetches that language's words only.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { TRANSLATED_LANGUAGES } from '../src/content/i18n/languages';
import { scrollThrough } from '../testing/browser/axe';
import { test } from '../testing/browser/fixture';

type Manifest = Record<string, { file: string; src?: string }>;

/** The built files of each language's catalogues, and of the registry, by the tested build. */
function catalogueFiles(): Record<string, string[]> {
  const dist = resolve(process.env.E2E_DIST ?? 'dist');
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files: Record<string, string[]> = { registry: [] };
  for (const [key, chunk] of Object.entries(manifest)) {
    const language = /^src\/content\/i18n\/([a-z]{2})\//.exec(key)?.[1];
    if (key === 'src/content/i18n/registry.ts') files.registry!.push(chunk.file);
    else if (language && language !== 'en') (files[language] ??= []).push(chunk.file);
  }
  return files;
}

/** The site's files a visit to `path` fetched, scrolled through to the end. */
async function fetchedOn(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname.slice(1)));
  await page.goto(`${inject('siteUrl')}${path}`);
  await scrollThrough(page);
  return fetched;
}

describe('the weight of the languages', () => {
  const files = catalogueFiles();

  test('finds every language and the registry in the build', () => {
    for (const key of ['registry', ...TRANSLATED_LANGUAGES]) {
      expect(files[key]?.length, key).toBeGreaterThan(0);
    }
  });

  test('fetches no catalogue on an English page', async ({ page }) => {
    const fetched = [...(await fetchedOn(page, '/')), ...(await fetchedOn(page, '/products/'))];
    const words = Object.values(files).flat();
    expect(fetched.filter((file) => words.includes(file))).toEqual([]);
  });

  test("fetches the page's own language's words and no other's", async ({ page }) => {
    const fetched = await fetchedOn(page, '/ta/products/');
    expect(fetched.filter((file) => files.ta!.includes(file)).length).toBeGreaterThan(0);
    for (const other of TRANSLATED_LANGUAGES.filter((lang) => lang !== 'ta')) {
      expect(
        fetched.filter((file) => files[other]!.includes(file)),
        other,
      ).toEqual([]);
    }
  });
});
