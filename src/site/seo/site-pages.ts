// Every page of the site at its clean path: the one table the build writes the pages, the
// sitemap and the crawler files from, so a new route or a new post cannot be left out.
import { APPLICATIONS } from '../../content/applications';
import { BLOG_POSTS } from '../../content/blog';
import { CASE_STUDIES } from '../../content/portfolio';
import { PRODUCTS } from '../../content/products';
import { SERVICES, SERVICE_SINGLE } from '../../content/services';
import { cleanPath } from '../../content/site-paths';
import { TEAM_PROFILES } from '../../content/team';
import { SITE_ROUTES, type SiteRoute } from '../site-routes';

/**
 * The languages the site is written in. Only English now; a page in another language lives at
 * the same path under its code ('/hi/products/'), see `localizedPath`.
 */
export type SiteLanguage = 'en';
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

export interface SitePage {
  /** Its clean path, e.g. '/application/marine/'. */
  path: string;
  route: SiteRoute;
  /** The values of the route's parameters, e.g. { slug: 'marine' }. */
  params: Readonly<Record<string, string>>;
  /**
   * The clean path of the page whose copy this is: the page itself, or for an address that
   * shows the same text as another (an older name, another layout of one listing, the first
   * item of a list without its id) that other page, the one search engines should show.
   */
  canonical: string;
  /** Shown to visitors but kept out of search results and the sitemap. */
  noindex: boolean;
  lang: SiteLanguage;
}

/** The values of each route with a parameter, from the content the pages show. */
const PARAMETER_VALUES: Record<string, readonly (string | number)[]> = {
  '/products/:grade': PRODUCTS.map((product) => product.id),
  '/application/:slug': APPLICATIONS.map((app) => app.slug),
  '/blog-single-right/:id': BLOG_POSTS.map((post) => post.id),
  '/blog-single/:id': BLOG_POSTS.map((post) => post.id),
  '/service-details/:slug': SERVICES.map((service) => service.slug),
  '/portfolio-details/:id': CASE_STUDIES.map((study) => study.id),
  '/team-details/:slug': TEAM_PROFILES.map((member) => member.slug),
  '/shop-details/:id': PRODUCTS.map((product) => product.id),
};

const newestPost = BLOG_POSTS[0]!;
const auditSlug = SERVICE_SINGLE.service.slug;

/**
 * Addresses that show the text of another page: older names, other layouts of one listing,
 * and detail routes without their id, which show the first item.
 */
const SAME_AS: Record<string, string> = {
  '/contact': '/inquiry',
  '/blog-2': '/blog',
  '/blog-3': '/blog',
  '/blog-left': '/blog',
  '/blog-right': '/blog',
  '/blog-single-left': `/blog-single-right/${newestPost.id}`,
  '/blog-single-right': `/blog-single-right/${newestPost.id}`,
  ...Object.fromEntries(
    BLOG_POSTS.map((post) => [`/blog-single/${post.id}`, `/blog-single-right/${post.id}`]),
  ),
  '/portfolio-2': '/portfolio-1',
  '/portfolio-details': `/portfolio-details/${CASE_STUDIES[0]!.id}`,
  '/team-2': '/team-1',
  '/team-3': '/team-1',
  '/team-details': `/team-details/${TEAM_PROFILES[0]!.slug}`,
  '/service-details': `/service-details/${SERVICES[0]!.slug}`,
  [`/service-details/${auditSlug}`]: '/service-single',
  '/shop-details': `/shop-details/${PRODUCTS[0]!.id}`,
};

/** Pages for visitors only: the template's error page, and the visitor's own cart. */
const NOINDEX = new Set(['/error', '/cart', '/checkout']);

/** Where the page in `lang` lives: English at the path itself, another language under its code. */
export function localizedPath(path: string, lang: SiteLanguage): string {
  return lang === DEFAULT_LANGUAGE ? path : `/${lang}${path}`;
}

/** Every page of the site, in the route table's order. */
export function sitePages(): SitePage[] {
  return SITE_ROUTES.flatMap((route) => {
    const name = /:([^/]+)/.exec(route.path)?.[1];
    const values = name ? (PARAMETER_VALUES[route.path] ?? []) : [undefined];
    return values.map((value) => {
      const address =
        name && value !== undefined
          ? route.path.replace(`:${name}`, encodeURIComponent(String(value)))
          : route.path;
      const params = name && value !== undefined ? { [name]: String(value) } : {};
      return {
        path: cleanPath(address),
        route,
        params,
        canonical: cleanPath(SAME_AS[address] ?? address),
        noindex: NOINDEX.has(address),
        lang: DEFAULT_LANGUAGE,
      };
    });
  });
}

/** The pages search engines should list: each canonical, indexable page once. */
export function indexedPages(): SitePage[] {
  return sitePages().filter((page) => page.canonical === page.path && !page.noindex);
}

/** The page at a clean path (with or without its slash), if the site has one. */
export function sitePageAt(path: string): SitePage | undefined {
  const clean = cleanPath(path.split(/[?#]/)[0] || '/');
  return sitePages().find((page) => page.path === clean);
}
