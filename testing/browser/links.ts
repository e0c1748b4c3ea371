import type { Page } from 'playwright-core';
import { APPLICATIONS } from '../../src/content/applications';
import { postById } from '../../src/content/blog';
import { caseStudyById } from '../../src/content/portfolio';
import { memberSlug, TEAM } from '../../src/content/people';
import { serviceBySlug } from '../../src/content/services';
import { siteRouteFor } from '../../src/site/site-routes';

/** Whether a route's parameter names something that exists, so its page is not a not-found. */
function parameterExists(path: string): boolean {
  const [, first, value] = path.split('/');
  if (value === undefined) return true;
  switch (first) {
    case 'application':
      return APPLICATIONS.some((app) => app.slug === value);
    case 'service-details':
      return serviceBySlug(value) !== undefined;
    case 'portfolio-details':
      return caseStudyById(Number(value)) !== undefined;
    case 'blog-single':
    case 'blog-single-right':
      return postById(Number(value)) !== undefined;
    case 'team-details':
      return TEAM.some((member) => memberSlug(member.name) === value);
    default:
      return true;
  }
}

/**
 * The links of the page that go nowhere: no href, a bare '#', an in-page anchor other than the
 * skip link (in a hash router it would be read as a route), or a route of the site that does not
 * exist or names a missing item. External, tel:, mailto: and file links are left to other checks.
 */
export async function linksGoingNowhere(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => {
    if (href === '' || href === '#') return true;
    if (!href.startsWith('#')) return false;
    if (href === '#main-content') return false;
    if (!href.startsWith('#/')) return true;
    const path = href.slice(1).split(/[?#]/)[0]!;
    return !siteRouteFor(path) || path === '/error' || !parameterExists(path);
  });
}

/** The site-relative file links of the page (downloads), resolved against its address. */
export async function fileLinks(page: Page): Promise<string[]> {
  const urls = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .filter((a) => !/^(#|[a-z]+:)/i.test(a.getAttribute('href') ?? ''))
        .map((a) => (a as HTMLAnchorElement).href),
    );
  return [...new Set(urls)];
}
