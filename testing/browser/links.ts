import type { Page } from 'playwright-core';
import { APPLICATIONS } from '../../src/content/applications';
import { postById } from '../../src/content/blog';
import { inquirySubject } from '../../src/content/inquiry-subjects';
import { caseStudyById } from '../../src/content/portfolio';
import { PRODUCTS } from '../../src/content/products';
import { memberSlug, TEAM } from '../../src/content/people';
import { serviceBySlug } from '../../src/content/services';
import { splitLanguage } from '../../src/content/site-paths';
import { hasVersions, siteRouteFor } from '../../src/site/site-routes';

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
    case 'products':
    case 'shop-details':
      return PRODUCTS.some((product) => product.id === value);
    case 'inquiry':
      return inquirySubject(value) !== undefined;
    default:
      return true;
  }
}

/**
 * Whether a path names a page of the site that exists ('/products/', '#/products'), or a
 * translated page's version in another language ('/hi/products/').
 */
function isSitePage(path: string): boolean {
  const { language, path: page } = splitLanguage(path);
  const route = page.length > 1 ? page.replace(/\/+$/, '') : page;
  const found = siteRouteFor(route);
  if (!found || route === '/error') return false;
  // Only a route with a parameter names an item ('/products/compare' is a page of its own).
  if (found.path.includes(':') && !parameterExists(route)) return false;
  return language === undefined || hasVersions(found);
}

/** A path that names a file (a download, a picture) rather than a page. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * The links of the page that go nowhere: no href, a bare '#', an anchor to no element of the
 * page, or a page of the site (at its clean path or its old hash address) that does not exist or
 * names a missing item. External, tel:, mailto: and file links are left to other checks.
 */
export async function linksGoingNowhere(page: Page): Promise<string[]> {
  const links = await page.locator('a').evaluateAll((anchors) =>
    anchors.map((a) => {
      const href = a.getAttribute('href') ?? '';
      const url = new URL((a as HTMLAnchorElement).href);
      // An anchor of this page, written bare ('#faq') or with the page's path (the skip link).
      const inPage = /^#[^/]/.test(href) || (url.pathname === location.pathname && url.hash !== '');
      const id = decodeURIComponent(url.hash.slice(1));
      // The page itself (a language choice on a page shown in every language) goes somewhere.
      const self = url.origin === location.origin && url.pathname === location.pathname;
      return { href, inPage, self, anchored: document.getElementById(id) !== null };
    }),
  );
  const nowhere = links.filter(({ href, inPage, self, anchored }) => {
    if (href === '' || href === '#') return true;
    if (self && !inPage) return false;
    if (href.startsWith('#/')) return !isSitePage(href.slice(1).split(/[?#]/)[0]!);
    if (inPage) return !anchored;
    if (!href.startsWith('/') || href.startsWith('//')) return false;
    const path = href.split(/[?#]/)[0]!;
    return !isFile(path) && !isSitePage(path);
  });
  return [...new Set(nowhere.map(({ href }) => href))];
}

/** The site's file links of the page (downloads), resolved against its address. */
export async function fileLinks(page: Page): Promise<string[]> {
  const urls = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const site = new URL(page.url()).origin;
  return [
    ...new Set(urls.filter((url) => url.startsWith(`${site}/`) && isFile(new URL(url).pathname))),
  ];
}
