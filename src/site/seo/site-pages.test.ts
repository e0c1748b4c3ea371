import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from '../../content/applications';
import { BLOG_POSTS } from '../../content/blog';
import { PRODUCTS } from '../../content/products';
import { SITE_ROUTES } from '../site-routes';
import { LANGUAGES } from '../../content/i18n/languages';
import { SEARCH_PHRASES } from '../../content/search-text';
import { SERVICES, SERVICE_SINGLE } from '../../content/services';
import { pageMeta } from './page-meta';
import {
  alternatesOf,
  indexedPages,
  siteMapPages,
  sitePageAt,
  sitePages,
  versionsOf,
} from './site-pages';

describe('the page table', () => {
  const pages = sitePages();
  const paths = pages.map((page) => page.path);

  it('gives every route of the site at least one page, each at its own clean path', () => {
    for (const route of SITE_ROUTES) {
      expect(
        pages.some((page) => page.route === route),
        route.path,
      ).toBe(true);
    }
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('has one page per grade, application and post, and an inquiry page about each grade and application', () => {
    for (const grade of PRODUCTS) expect(paths).toContain(`/products/${grade.id}/`);
    for (const app of APPLICATIONS) expect(paths).toContain(`/application/${app.slug}/`);
    for (const { id } of PRODUCTS) expect(paths).toContain(`/ta/inquiry/${id}/`);
    for (const { slug } of APPLICATIONS) expect(paths).toContain(`/inquiry/${slug}/`);
    for (const post of BLOG_POSTS) expect(paths).toContain(`/blog-single-right/${post.id}/`);
  });

  it('points every copy at a page of the table that is its own canonical', () => {
    for (const page of pages) {
      const canonical = pages.find((candidate) => candidate.path === page.canonical);
      expect(canonical, page.path).toBeDefined();
      expect(canonical?.canonical, page.path).toBe(canonical?.path);
    }
    expect(sitePageAt('/contact')?.canonical).toBe('/inquiry/');
    expect(sitePageAt('/inquiry/marine/')?.canonical).toBe('/inquiry/');
    expect(sitePageAt('/hi/inquiry/isophthalic/')?.canonical).toBe('/hi/inquiry/');
    expect(sitePageAt('/blog-single/3/')?.canonical).toBe('/blog-single-right/3/');
  });

  it('lists for search engines each canonical page once, without the visitor-only pages', () => {
    const indexed = indexedPages().map((page) => page.path);
    expect(indexed).toContain('/');
    expect(indexed).toContain('/products/isophthalic/');
    expect(indexed).not.toContain('/contact/');
    expect(indexed).not.toContain('/cart/');
    expect(indexed).not.toContain('/error/');
  });

  it("keeps the template's variants reachable from the site map but noindex and out of the sitemap", () => {
    const variants = [
      '/home-2/',
      '/home-3/',
      '/about-1/',
      '/about-2/',
      '/service-1/',
      '/service-2/',
      '/service-single/',
      '/portfolio-1/',
      '/team-1/',
    ];
    const indexed = indexedPages().map((page) => page.path);
    const mapped = siteMapPages().map((page) => page.path);
    for (const path of variants) {
      expect(sitePageAt(path), path).toMatchObject({ noindex: true, canonical: path });
      expect(pageMeta(sitePageAt(path)!, pages).noindex, path).toBe(true);
      expect(indexed, path).not.toContain(path);
      expect(mapped, path).toContain(path);
    }
    // Their copies in other layouts go with them; the company's own pages stay listed.
    for (const copy of [
      '/team-2/',
      '/portfolio-2/',
      `/service-details/${SERVICE_SINGLE.service.slug}/`,
    ]) {
      expect(sitePageAt(copy)?.noindex, copy).toBe(true);
    }
    expect(indexed).toContain('/about-us/');
    expect(indexed).toContain(`/service-details/${SERVICES[0]!.slug}/`);
    expect(mapped).not.toContain('/cart/');
  });

  it("names a grade's own page as canonical for its shop page, which keeps its own title", () => {
    const indexed = indexedPages().map((page) => page.path);
    for (const grade of PRODUCTS) {
      const shop = sitePageAt(`/shop-details/${grade.id}/`)!;
      const meta = pageMeta(shop, pages);
      expect(meta.canonical).toBe(`/products/${grade.id}/`);
      expect(meta.title).toBe(SEARCH_PHRASES.shopTitle(grade.title));
      expect(meta.noindex).toBe(false);
      expect(indexed).not.toContain(shop.path);
      expect(alternatesOf(shop)).toEqual([]);
    }
    expect(pageMeta(sitePageAt('/shop-details/')!, pages).canonical).toBe(
      `/products/${PRODUCTS[0]!.id}/`,
    );
  });

  it('finds a page by its address with or without the slash', () => {
    expect(sitePageAt('/application/marine')?.path).toBe('/application/marine/');
    expect(sitePageAt('/application/marine/?x=1#y')?.path).toBe('/application/marine/');
    expect(sitePageAt('/application/no-such')).toBeUndefined();
  });

  it('writes each translated page once per language under its code, and no other page', () => {
    for (const english of pages.filter((page) => page.lang === 'en')) {
      const versions = versionsOf(english);
      if (
        ![
          '/',
          '/products',
          '/products/compare',
          '/products/:grade',
          '/tools/gel-time',
          '/samples/request',
          '/applications',
          '/application/:slug',
          '/inquiry',
          '/inquiry/:subject',
          '/contact',
          '/career',
          '/privacy',
          '/error',
          '/dealers',
        ].includes(english.route.path)
      ) {
        expect(versions, english.path).toEqual([]);
        continue;
      }
      expect(versions.map(([lang]) => lang)).toEqual([...LANGUAGES]);
      for (const [lang, path] of versions) {
        expect(sitePageAt(path), path).toMatchObject({ lang, route: english.route });
      }
    }
    expect(sitePageAt('/hi/products/isophthalic/')?.params).toEqual({ grade: 'isophthalic' });
    expect(sitePageAt('/ta/application/marine/')?.lang).toBe('ta');
    expect(sitePageAt('/hi/about-us/')).toBeUndefined();
  });

  it('points a translated copy at its original in the same language, and keeps it unlisted', () => {
    expect(sitePageAt('/mr/contact/')?.canonical).toBe('/mr/inquiry/');
    const indexed = indexedPages().map((page) => page.path);
    expect(indexed).toContain('/si/privacy/');
    expect(indexed).not.toContain('/mr/contact/');
    expect(indexed).not.toContain('/hi/error/');
  });

  it('links every listed version to all the others and to English as the default', () => {
    const links = alternatesOf(sitePageAt('/ta/products/')!);
    expect(links).toEqual([
      { hreflang: 'en', path: '/products/' },
      { hreflang: 'hi', path: '/hi/products/' },
      { hreflang: 'mr', path: '/mr/products/' },
      { hreflang: 'ta', path: '/ta/products/' },
      { hreflang: 'si', path: '/si/products/' },
      { hreflang: 'x-default', path: '/products/' },
    ]);
    expect(alternatesOf(sitePageAt('/products/')!)).toEqual(links);
    expect(alternatesOf(sitePageAt('/about-us/')!)).toEqual([]);
    expect(alternatesOf(sitePageAt('/hi/contact/')!)).toEqual([]);
  });
});
