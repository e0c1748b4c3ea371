// Every page of the site at its clean path: the one table the build writes the pages, the
// sitemap and the crawler files from, so a new route or a new post cannot be left out.
import { APPLICATIONS } from '../../content/applications';
import { BLOG_POSTS } from '../../content/blog';
import { CASE_STUDIES } from '../../content/portfolio';
import { PRODUCTS } from '../../content/products';
import { SERVICES, SERVICE_SINGLE } from '../../content/services';
import { LANGUAGES, TRANSLATED_LANGUAGES, type Language } from '../../content/i18n/languages';
import { INQUIRY_SUBJECTS } from '../../content/inquiry-subjects';
import { cleanPath, inquiryPath, localizedPath, splitLanguage } from '../../content/site-paths';
import { TEAM_PROFILES } from '../../content/team';
import { hasVersions, SITE_ROUTES, type SiteRoute } from '../site-routes';

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
  /**
   * For a page with words of its own about what another page is the search result for (a
   * grade's shop page, with its sample price, about the grade's page): that page's clean path,
   * which the page names as canonical. Such a page stays out of the sitemap.
   */
  listedAt?: string;
  /** Shown to visitors but kept out of search results and the sitemap. */
  noindex: boolean;
  /**
   * The language the page is written in: English at the route's own path, another language
   * under its code ('/hi/products/') for the routes written in every language.
   */
  lang: Language;
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
  '/inquiry/:subject': INQUIRY_SUBJECTS.map((subject) => subject.slug),
};

const newestPost = BLOG_POSTS[0]!;
const auditSlug = SERVICE_SINGLE.service.slug;

/**
 * Addresses that show the text of another page: older names, other layouts of one listing,
 * and detail routes without their id, which show the first item.
 */
const SAME_AS: Record<string, string> = {
  '/contact': '/inquiry',
  // The inquiry page with a grade or application filled in is the inquiry page to a search engine.
  ...Object.fromEntries(INQUIRY_SUBJECTS.map((subject) => [inquiryPath(subject.slug), '/inquiry'])),
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

/** A grade's shop page is about the grade: search engines should list the grade's own page. */
const LISTED_AT: Record<string, string> = Object.fromEntries(
  PRODUCTS.map((product) => [`/shop-details/${product.id}`, `/products/${product.id}`]),
);

/**
 * The template's variants of the home, about, service, portfolio and team pages: they stay
 * reachable (the site map names them) but out of search results, which list the company's own.
 */
const TEMPLATE_VARIANTS = new Set([
  '/home-2',
  '/home-3',
  '/about-1',
  '/about-2',
  '/service-1',
  '/service-2',
  '/service-single',
  '/portfolio-1',
  '/team-1',
]);

/**
 * Pages for visitors only, kept out of search results: the template's error page, the
 * visitor's own cart, and the template's variants. A copy of one of these is kept out too.
 */
const NOINDEX = new Set(['/error', '/cart', '/checkout', ...TEMPLATE_VARIANTS]);

/** Every page of the site in English, in the route table's order. */
function englishPages(): SitePage[] {
  return SITE_ROUTES.flatMap((route) => {
    const name = /:([^/]+)/.exec(route.path)?.[1];
    const values = name ? (PARAMETER_VALUES[route.path] ?? []) : [undefined];
    return values.map((value) => {
      const address =
        name && value !== undefined
          ? route.path.replace(`:${name}`, encodeURIComponent(String(value)))
          : route.path;
      const params = name && value !== undefined ? { [name]: String(value) } : {};
      const copyOf = SAME_AS[address];
      const listedAt = LISTED_AT[address];
      return {
        path: cleanPath(address),
        route,
        params,
        canonical: cleanPath(copyOf ?? address),
        ...(listedAt ? { listedAt: cleanPath(listedAt) } : {}),
        noindex: NOINDEX.has(address) || (copyOf !== undefined && NOINDEX.has(copyOf)),
        lang: 'en' as const,
      };
    });
  });
}

/**
 * Every page of the site: each in English, in the route table's order, then the pages written
 * in every language once per other language, each at its path under the language's code and
 * a copy of another page pointing at that page in the same language.
 */
export function sitePages(): SitePage[] {
  const english = englishPages();
  const versions = TRANSLATED_LANGUAGES.flatMap((lang) =>
    english
      .filter((page) => hasVersions(page.route))
      .map((page) => ({
        ...page,
        path: localizedPath(page.path, lang),
        canonical: localizedPath(page.canonical, lang),
        lang,
      })),
  );
  return [...english, ...versions];
}

/** A page's address in English: its own, or that of the page it translates. */
export const englishPath = (page: SitePage): string => splitLanguage(page.path).path;

/** Another language's version of the page, for `hreflang` links and sitemap alternates. */
export interface Alternate {
  /** A language code, or 'x-default' for the version a visitor of any other language gets. */
  hreflang: string;
  /** Clean path. */
  path: string;
}

/**
 * The page's address in each language, by language code; none for a page in English only. A
 * copy of another page has its versions too ('/hi/contact/'), each pointing at its original.
 */
export function versionsOf(page: SitePage): [Language, string][] {
  if (!hasVersions(page.route)) return [];
  const english = englishPath(page);
  return LANGUAGES.map((lang) => [lang, localizedPath(english, lang)]);
}

/**
 * Every version of a page that search engines list, itself included, and the English as the
 * default for visitors of other languages; none for a page in English only, a copy of another
 * page or a page kept out of search results.
 */
export function alternatesOf(page: SitePage): Alternate[] {
  if (!isListed(page)) return [];
  const versions = versionsOf(page);
  if (versions.length === 0) return [];
  return [
    ...versions.map(([hreflang, path]) => ({ hreflang, path })),
    { hreflang: 'x-default', path: englishPath(page) },
  ];
}

/** Whether search engines should list the page: its own canonical, and indexable. */
const isListed = (page: SitePage): boolean =>
  page.canonical === page.path && page.listedAt === undefined && !page.noindex;

/** The pages search engines should list: each canonical, indexable page once. */
export function indexedPages(): SitePage[] {
  return sitePages().filter(isListed);
}

/**
 * The pages the site map names for visitors, in English: every page search engines list, and
 * the template's variants, which are reachable though not listed.
 */
export function siteMapPages(): SitePage[] {
  const variants = new Set([...TEMPLATE_VARIANTS].map(cleanPath));
  return sitePages().filter(
    (page) => page.lang === 'en' && (isListed(page) || variants.has(page.path)),
  );
}

/** The page at a clean path (with or without its slash), if the site has one. */
export function sitePageAt(path: string): SitePage | undefined {
  const clean = cleanPath(path.split(/[?#]/)[0] || '/');
  return sitePages().find((page) => page.path === clean);
}
