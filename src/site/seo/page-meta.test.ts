import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../content/company';
import { LANGUAGES } from '../../content/i18n/languages';
import { clip, DESCRIPTION_MAX, DESCRIPTION_MIN, pageMeta } from './page-meta';
import { loadPageWords } from './page-words';
import { indexedPages, sitePageAt, sitePages } from './site-pages';

const words = await loadPageWords();

describe('page metadata', () => {
  const pages = sitePages();
  const indexed = indexedPages().map((page) => pageMeta(page, pages, words));
  const inEach = LANGUAGES.map((lang) => indexed.filter((meta) => meta.lang === lang));

  it('gives each page a title of its own in its language', () => {
    for (const metas of inEach) {
      const titles = metas.map((meta) => meta.documentTitle);
      expect(new Set(titles).size).toBe(titles.length);
    }
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

  it("describes a translated page in its language's words, the grade's title included", () => {
    const products = pageMeta(sitePageAt('/hi/products/')!, pages, words);
    expect(products).toMatchObject({
      title: words.hi!.siteText.pageTitles.products,
      description: words.hi!.searchText.searchDescriptions['/products'],
      canonical: '/hi/products/',
      image: 'og/products.jpg',
      lang: 'hi',
    });
    expect(products.breadcrumbs).toEqual([
      { name: words.hi!.shell.shellText.breadcrumb.home, path: '/hi/' },
      { name: products.title, path: '/hi/products/' },
    ]);
    const grade = pageMeta(sitePageAt('/ta/products/isophthalic/')!, pages, words);
    const english = pageMeta(sitePageAt('/products/isophthalic/')!, pages);
    expect(grade.title).toBe(words.ta!.products.products.isophthalic!.title);
    expect(grade.title).not.toBe(english.title);
    expect(grade.breadcrumbs.at(-1)?.name).toBe(grade.title);
    expect(grade.description).not.toBe(english.description);
    expect(grade.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/ta/',
      '/ta/products/',
      '/ta/products/isophthalic/',
    ]);
    expect(grade.lastmod).toBe(english.lastmod);
    const marine = pageMeta(sitePageAt('/si/application/marine/')!, pages, words);
    const name = words.si!.applications.applications.marine!.name;
    expect(marine.title).toBe(words.si!.searchText.searchPhrases.applicationTitle(name));
    expect(pageMeta(sitePageAt('/mr/contact/')!, pages, words).canonical).toBe('/mr/inquiry/');
  });

  it('refuses to describe a translated page without its words', () => {
    expect(() => pageMeta(sitePageAt('/hi/products/')!, pages)).toThrow(/No hi words/);
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
