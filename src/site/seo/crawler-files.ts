// The files for crawlers, written by the build from the same page table as the pages: the
// sitemap lists every page search engines should show, with the date its content last
// changed where the content carries one; robots.txt names the sitemap.
import { escapeHtml } from './head-html';
import { pageMeta } from './page-meta';
import {
  alternatesOf,
  englishPath,
  indexedPages,
  sitePages,
  type Alternate,
  type SitePage,
} from './site-pages';
import { absolute } from './structured-data';

/** A page's language versions, itself included (`alternatesOf` of the page table). */
export type AlternatesOf = (page: SitePage) => Alternate[];

/**
 * Every page search engines list, each language version its own entry with links to all the
 * versions. A version carries the date of its English, whose content it translates.
 */
export function sitemapXml(siteUrl: string, versionsOf: AlternatesOf = alternatesOf): string {
  const pages = sitePages();
  const english = new Map(pages.filter((page) => page.lang === 'en').map((p) => [p.path, p]));
  const entries = indexedPages().map((page) => {
    const meta = pageMeta(english.get(englishPath(page)) ?? page, pages);
    const links = versionsOf(page).map(
      (alternate) =>
        `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(absolute(siteUrl, alternate.path))}"/>`,
    );
    const lastmod = meta.lastmod ? `\n    <lastmod>${meta.lastmod}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeHtml(absolute(siteUrl, page.path))}</loc>${lastmod}${links.join('')}\n  </url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

export function robotsTxt(siteUrl: string): string {
  // The gateway and the partner demo are not pages; everything else may be crawled.
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /demo/',
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
