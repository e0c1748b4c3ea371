import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawler-files';
import { pageMeta } from './page-meta';
import { indexedPages, sitePages } from './site-pages';

const SITE = 'https://www.kalparesins.example';

describe('the files for crawlers', () => {
  const xml = sitemapXml(SITE);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('list every page search engines should show, each once, at its absolute clean address', () => {
    expect(locs).toEqual(indexedPages().map((page) => `${SITE}${page.path}`));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("date each entry by its content's own date, where it has one", () => {
    const pages = sitePages();
    for (const page of indexedPages()) {
      const { lastmod } = pageMeta(page, pages);
      const entry = new RegExp(
        `<loc>${SITE}${page.path}</loc>${lastmod ? `\\s*<lastmod>${lastmod}</lastmod>` : '\\s*</url>'}`,
      );
      expect(xml, page.path).toMatch(entry);
    }
  });

  it('name the sitemap in robots.txt and keep crawlers out of the gateway', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('write hreflang alternates when a page has other language versions', () => {
    const withAlternates = sitemapXml(SITE, (page) => [
      { hreflang: 'en', path: page.path },
      { hreflang: 'hi', path: `/hi${page.path}` },
    ]);
    expect(withAlternates).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="${SITE}/hi/products/"/>`,
    );
  });
});
