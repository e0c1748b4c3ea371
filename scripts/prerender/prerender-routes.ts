import { APPLICATIONS } from '../../src/content/applications';
import { BLOG_POSTS } from '../../src/content/blog';
import { CASE_STUDIES } from '../../src/content/portfolio';
import { PRODUCTS } from '../../src/content/products';
import { SERVICES } from '../../src/content/services';
import { TEAM_PROFILES } from '../../src/content/team';
import { SITE_ROUTES } from '../../src/site/site-routes';

/**
 * The widths pages are rendered at ahead of time: the header turns into the compact menu at
 * 1200 px and below, so a narrow and a wide rendering cover every window.
 */
export const PRERENDER_WIDTHS = { narrow: 390, wide: 1366 } as const;
export const NARROW_QUERY = '(max-width: 1200px)';

/**
 * The values of each route with a parameter, from the content the pages show. A route with a
 * parameter that is not listed here is not written ahead of time: the app renders it.
 */
const PARAMETER_VALUES: Record<string, readonly (string | number)[]> = {
  '/application/:slug': APPLICATIONS.map((app) => app.slug),
  '/blog-single-right/:id': BLOG_POSTS.map((post) => post.id),
  '/blog-single/:id': BLOG_POSTS.map((post) => post.id),
  '/service-details/:slug': SERVICES.map((service) => service.slug),
  '/portfolio-details/:id': CASE_STUDIES.map((study) => study.id),
  '/team-details/:slug': TEAM_PROFILES.map((member) => member.slug),
  '/shop-details/:id': PRODUCTS.map((product) => product.id),
};

export interface PrerenderedRoute {
  /** The address inside the hash, e.g. '/application/manhole'. */
  path: string;
  /** The route it belongs to, e.g. '/application/:slug' (the path itself when plain). */
  pattern: string;
  /** The file name its HTML is written under. */
  name: string;
  title: string;
}

/** Every route without parameters, and every listed value of the routes with one. */
export function prerenderedRoutes(): PrerenderedRoute[] {
  return SITE_ROUTES.flatMap((route) => {
    const paths = route.path.includes(':')
      ? (PARAMETER_VALUES[route.path] ?? []).map((value) =>
          route.path.replace(/:[^/]+/, encodeURIComponent(String(value))),
        )
      : [route.path];
    return paths.map((path) => ({
      path,
      pattern: route.path,
      name: path === '/' ? 'index' : path.slice(1).replace(/[^a-z0-9-]+/gi, '_'),
      title: route.title,
    }));
  });
}
