// The addresses the bench measures with Lighthouse: every page of the page table for
// `npm run bench -- --all`, and a sample of them that changes from day to day for the plain bench.
import { sitePages } from '../../src/site/seo/site-pages';

export { dayNumber, rotatingSample } from '../../testing/rotating-sample';

export interface BenchAddress {
  /** The page's clean path, e.g. '/hi/application/marine/'. */
  path: string;
  /** Listed in sitemap.xml: canonical and indexable. */
  sitemap: boolean;
  /** Kept out of search results, so Lighthouse's SEO category cannot be 100 there. */
  noindex: boolean;
}

/**
 * Every page the build writes, in the page table's order: each route, each grade, application,
 * post, service, case study and team member, in every language it is written in. Every address
 * of the sitemap is among them, and so are the addresses kept out of it (copies of another
 * page, the cart), which a visitor can open too. A page added to the table is measured with no
 * edit here.
 */
export function allAddresses(): BenchAddress[] {
  return sitePages().map((page) => ({
    path: page.path,
    sitemap: page.canonical === page.path && !page.noindex,
    noindex: page.noindex,
  }));
}
