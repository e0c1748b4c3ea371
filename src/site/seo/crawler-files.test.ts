import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawler-files';
import { pageMeta } from './page-meta';
import { englishPath, indexedPages, sitePageAt, sitePages } from './site-pages';

const SITE = 'https://www.kalparesins.example';

describe('the files for crawlers', () => {
  const xml = sitemapXml(SITE);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('list every page search engines should show, each once, at its absolute clean address', () => {
    expect(locs).toEqual(indexedPages().map((page) => `${SITE}${page.path}`));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("date each entry by its content's own date, where it has one, in every language", () => {
    const pages = sitePages();
    for (const page of indexedPages()) {
      const { lastmod } = pageMeta(sitePageAt(englishPath(page))!, pages);
      const entry = new RegExp(
        `<loc>${SITE}${page.path}</loc>${lastmod ? `\\s*<lastmod>${lastmod}</lastmod>` : '(?!\\s*<lastmod>)'}`,
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

  it('list each language version, linked to every version and to English as the default', () => {
    const entry = (path: string) =>
      new RegExp(`<url>\\s*<loc>${SITE}${path}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? '';
    for (const path of ['/products/', '/mr/products/']) {
      const links = [...entry(path).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
      expect(links.map(([, lang, href]) => `${lang} ${href}`)).toEqual([
        `en ${SITE}/products/`,
        `hi ${SITE}/hi/products/`,
        `mr ${SITE}/mr/products/`,
        `ta ${SITE}/ta/products/`,
        `si ${SITE}/si/products/`,
        `x-default ${SITE}/products/`,
      ]);
    }
    expect(entry('/si/products/isophthalic/')).toContain('<lastmod>');
    expect(entry('/about-us/')).not.toContain('hreflang');
    expect(locs).not.toContain(`${SITE}/hi/contact/`);
  });
});
