import { describe, expect, it } from 'vitest';
import { addressLanguage, cleanHref, languageHref, routePath } from './clean-router';
import { areasOf } from './i18n/page-areas';
import { siteRouteFor } from './site-routes';

describe('the addresses of the site in its languages', () => {
  it('reads the route a page shows, without its language code and slash', () => {
    expect(routePath('/hi/products/isophthalic/')).toBe('/products/isophthalic');
    expect(routePath('/ta/')).toBe('/');
    expect(routePath('/about-us/')).toBe('/about-us');
    // Not a language code: a page of its own.
    expect(routePath('/history/')).toBe('/history');
  });

  it('links to the version of a page in the language the visitor reads', () => {
    expect(cleanHref('/products', 'mr')).toBe('/mr/products/');
    expect(cleanHref('/application/marine#suits', 'si')).toBe('/si/application/marine/#suits');
    expect(cleanHref('/', 'ta')).toBe('/ta/');
    expect(cleanHref('/products', 'en')).toBe('/products/');
  });

  it('links to a page in English only at its own address, whatever the language', () => {
    expect(cleanHref('/about-us', 'hi')).toBe('/about-us/');
    expect(cleanHref('/blog?tag=Curing', 'hi')).toBe('/blog/?tag=Curing');
    expect(cleanHref('downloads/catalogue.pdf', 'hi')).toBe('downloads/catalogue.pdf');
  });

  it('takes the language from the address, none for a page in English only', () => {
    expect(addressLanguage('/si/inquiry/')).toBe('si');
    expect(addressLanguage('/inquiry/')).toBe('en');
    expect(addressLanguage('/about-us/')).toBeUndefined();
    expect(addressLanguage('/no-such-page/')).toBeUndefined();
  });

  it("names a page's address in another language, or that language's home page", () => {
    expect(languageHref('/hi/career/', 'ta')).toBe('/ta/career/');
    expect(languageHref('/hi/career/', 'en')).toBe('/career/');
    expect(languageHref('/about-us/', 'mr')).toBe('/mr/');
    expect(languageHref('/about-us/', 'en')).toBe('/about-us/');
  });
});

describe('the words a page loads in a language', () => {
  it('are none in English', () => {
    expect(areasOf(siteRouteFor('/products'), 'en')).toEqual([]);
  });

  it("are the shell's for a page in English only, with its footer's", () => {
    expect(areasOf(siteRouteFor('/about-us'), 'hi')).toEqual([
      'site-text',
      'menu',
      'company',
      'shell',
    ]);
    expect(areasOf(siteRouteFor('/faq'), 'hi')).toContain('alt-footer');
    expect(areasOf(siteRouteFor('/faq'), 'hi')).not.toContain('home');
  });

  it("add a translated page's own", () => {
    const grade = areasOf(siteRouteFor('/products/isophthalic'), 'ta');
    expect(grade).toEqual(expect.arrayContaining(['shell', 'products', 'grade-page']));
    expect(areasOf(undefined, 'si')).toContain('messages');
  });
});
