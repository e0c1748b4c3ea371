import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../content/company';
import { clip, DESCRIPTION_MAX, DESCRIPTION_MIN, pageMeta } from './page-meta';
import { indexedPages, sitePageAt, sitePages } from './site-pages';

describe('page metadata', () => {
  const pages = sitePages();
  const indexed = indexedPages().map((page) => pageMeta(page, pages));

  it('gives each page a title of its own', () => {
    const titles = indexed.map((meta) => meta.documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const meta of indexed) expect(meta.documentTitle).toBe(`${meta.title} | ${COMPANY.name}`);
  });

  it(`writes a description of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters for each page`, () => {
    for (const meta of indexed) {
      expect(meta.description.length, meta.canonical).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(meta.description.length, meta.canonical).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    const descriptions = indexed.map((meta) => meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("gives a copy its original's title, description and canonical address", () => {
    const copy = pageMeta(sitePageAt('/contact/')!, pages);
    const original = pageMeta(sitePageAt('/inquiry/')!, pages);
    expect(copy).toEqual(original);
  });

  it('leads the breadcrumb from Home through the section to the page', () => {
    const meta = pageMeta(sitePageAt('/application/marine/')!, pages);
    expect(meta.breadcrumbs.map((step) => step.path)).toEqual([
      '/',
      '/applications/',
      '/application/marine/',
    ]);
    expect(pageMeta(sitePageAt('/')!, pages).breadcrumbs).toHaveLength(1);
  });

  it("dates a page by its content's own dates, and leaves undated pages undated", () => {
    expect(pageMeta(sitePageAt('/blog-single-right/3/')!, pages).lastmod).toBe('2026-10-08');
    expect(pageMeta(sitePageAt('/privacy/')!, pages).lastmod).toBe('2025-03-15');
    expect(pageMeta(sitePageAt('/gallery/')!, pages).lastmod).toBeUndefined();
    for (const meta of indexed) {
      if (meta.lastmod) expect(meta.lastmod, meta.canonical).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names a preview picture for each page', () => {
    expect(pageMeta(sitePageAt('/')!, pages).image).toBe('og/home.jpg');
    expect(pageMeta(sitePageAt('/application/marine/')!, pages).image).toBe(
      'og/application-marine.jpg',
    );
  });
});

describe('a description cut to fit', () => {
  it('ends at a sentence when one ends late enough, else at a word', () => {
    const sentences = `${'A'.repeat(120)}. ${'B'.repeat(80)}.`;
    expect(clip(sentences)).toBe(`${'A'.repeat(120)}.`);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const cut = clip(words);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
