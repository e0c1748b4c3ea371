// The files for crawlers, written by the build from the same page table as the pages: the
// sitemap lists every page search engines should show, with the date its content last
// changed where the content carries one; robots.txt names the sitemap.
import { escapeHtml } from './head-html';
import { pageMeta } from './page-meta';
import { indexedPages, sitePages, type SitePage } from './site-pages';
import { absolute } from './structured-data';

/** A page's other language versions; none while the site is in English only. */
export type AlternatesOf = (page: SitePage) => { hreflang: string; path: string }[];

export function sitemapXml(siteUrl: string, alternatesOf: AlternatesOf = () => []): string {
  const pages = sitePages();
  const entries = indexedPages().map((page) => {
    const meta = pageMeta(page, pages);
    const links = alternatesOf(page).map(
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
