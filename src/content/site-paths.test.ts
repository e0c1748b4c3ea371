import { describe, expect, it } from 'vitest';
import { cleanPath, hashRouteTarget, localizedPath, splitLanguage } from './site-paths';

describe('clean paths', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products/'],
    ['/products/', '/products/'],
    ['/products#isophthalic', '/products/#isophthalic'],
    ['/application/marine', '/application/marine/'],
    ['/blog?tag=Curing&page=2', '/blog/?tag=Curing&page=2'],
    ['downloads/kalpa-resins-brochure.pdf', 'downloads/kalpa-resins-brochure.pdf'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['#main-content', '#main-content'],
    ['?page=2', '?page=2'],
  ])('writes %s as %s', (path, clean) => {
    expect(cleanPath(path)).toBe(clean);
  });
});

describe('old hash links', () => {
  it.each([
    ['#/', '/'],
    ['#/products', '/products/'],
    ['#/products#ortho', '/products/#ortho'],
    ['#/about-us#certificates', '/about-us/#certificates'],
    ['#/blog-single-right/3', '/blog-single-right/3/'],
    ['#/blog?tag=Curing', '/blog/?tag=Curing'],
    ['#//products', '/products/'],
  ])('take %s to %s', (hash, target) => {
    expect(hashRouteTarget(hash)).toBe(target);
  });

  it('leave an ordinary anchor alone', () => {
    expect(hashRouteTarget('#certificates')).toBeUndefined();
    expect(hashRouteTarget('')).toBeUndefined();
  });
});

describe('a page in another language', () => {
  it('lives under its language code, English at the path itself', () => {
    expect(localizedPath('/products/', 'hi')).toBe('/hi/products/');
    expect(localizedPath('/', 'ta')).toBe('/ta/');
    expect(localizedPath('/products/', 'en')).toBe('/products/');
  });

  it.each([
    ['/hi/products/', { language: 'hi', path: '/products/' }],
    ['/si/', { language: 'si', path: '/' }],
    ['/mr', { language: 'mr', path: '/' }],
    ['/products/', { path: '/products/' }],
    ['/history/', { path: '/history/' }],
    ['/fr/products/', { path: '/fr/products/' }],
  ])('reads %s as %j', (path, split) => {
    expect(splitLanguage(path)).toEqual(split);
  });
});
