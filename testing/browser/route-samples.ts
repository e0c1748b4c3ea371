import { APPLICATIONS } from '../../src/content/applications';
import { BLOG_POSTS } from '../../src/content/blog';
import { CASE_STUDIES } from '../../src/content/portfolio';
import { PRODUCTS } from '../../src/content/products';
import { SERVICES } from '../../src/content/services';
import { TEAM_PROFILES } from '../../src/content/team';
import { SITE_ROUTES } from '../../src/site/site-routes';

/**
 * One real value for each route with parameters, taken from the content. A route added with
 * parameters needs its line here: site-axe's first test names the route until it has one.
 */
export const SAMPLE_PATHS: Readonly<Record<string, string>> = {
  '/products/:grade': `/products/${PRODUCTS[2]!.id}`,
  '/application/:slug': `/application/${APPLICATIONS[0]!.slug}`,
  '/blog-single-right/:id': `/blog-single-right/${BLOG_POSTS[0]!.id}`,
  '/blog-single/:id': `/blog-single/${BLOG_POSTS[1]!.id}`,
  '/service-details/:slug': `/service-details/${SERVICES[1]!.slug}`,
  '/portfolio-details/:id': `/portfolio-details/${CASE_STUDIES[1]!.id}`,
  '/team-details/:slug': `/team-details/${TEAM_PROFILES[1]!.slug}`,
  '/shop-details/:id': `/shop-details/${PRODUCTS[1]!.id}`,
  '/inquiry/:subject': `/inquiry/${APPLICATIONS[1]!.slug}`,
};

/** An address no route matches: the router's error screen is a page visitors see too. */
export const UNKNOWN_PATH = '/no-such-page';

export const hasParameters = (path: string) => /[:*]/.test(path);

/** Each route once (two routes may share a page, each is checked), with its sample path. */
export const CHECKED_PATHS = [
  ...new Set(
    SITE_ROUTES.map(({ path }) => (hasParameters(path) ? SAMPLE_PATHS[path] : path)).filter(
      (path): path is string => path !== undefined,
    ),
  ),
  UNKNOWN_PATH,
];
