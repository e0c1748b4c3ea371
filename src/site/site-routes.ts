import { matchPath } from 'react-router';
import { COMPANY } from '../content/company';
import { TRANSLATED_ROUTES } from '../content/site-paths';
import { PAGE_TITLES } from '../content/site-text';
import type { Lang } from '../ui/i18n/language';

/** The folder of a page under src/site/pages (its module is `<page>/<page>-page.tsx`). */
export type PageName =
  | 'home'
  | 'home-2'
  | 'home-3'
  | 'about-1'
  | 'about-2'
  | 'service-1'
  | 'service-2'
  | 'service-details'
  | 'application'
  | 'grade'
  | 'compare'
  | 'gel-time'
  | 'sample-request'
  | 'about'
  | 'products'
  | 'applications'
  | 'inquiry'
  | 'career'
  | 'gallery'
  | 'certificates'
  | 'location'
  | 'research'
  | 'group-companies'
  | 'kalpa-composite'
  | 'lanka-compsite'
  | 'blog'
  | 'blog-single'
  | 'portfolio'
  | 'portfolio-details'
  | 'team'
  | 'team-details'
  | 'faq'
  | 'privacy'
  | 'site-map'
  | 'terms'
  | 'error'
  | 'shop-details'
  | 'cart'
  | 'checkout'
  | 'dealers';

/**
 * The page frames of the site: 'main' for the company's own pages, which close with the main
 * footer; 'template' for the pages the site's template brought (the alternate homes and about
 * pages, the services, each application's page, portfolio, team, blog, shop and FAQ), which
 * close with the alternate footer and its consultation band.
 */
export type SiteLayoutName = 'main' | 'template';

export interface SiteRoute {
  /** Path inside the hash, '/' for the home page; `:name` segments are parameters. */
  path: string;
  page: PageName;
  title: string;
  /** Passed to the page, for one page module that serves several routes (e.g. blog layouts). */
  variant?: string;
  /** Defaults to 'main'. */
  layout?: SiteLayoutName;
}

const [kalpa, lanka] = COMPANY.sisterCompanies;

/** A route of the blog, portfolio, team and FAQ pages, which all use the template's frame. */
function contentPage(path: string, page: PageName, title: string, variant?: string): SiteRoute {
  return variant
    ? { path, page, title, variant, layout: 'template' }
    : { path, page, title, layout: 'template' };
}

/**
 * Every route of the site. Plain data, so the build can also read it: it writes a
 * tiny script into index.html that starts fetching the visited route's chunk and first picture
 * together with the entry, instead of after it.
 */
export const SITE_ROUTES: SiteRoute[] = [
  { path: '/', page: 'home', title: PAGE_TITLES.home },
  { path: '/home-2', page: 'home-2', title: PAGE_TITLES.home2, layout: 'template' },
  { path: '/home-3', page: 'home-3', title: PAGE_TITLES.home3, layout: 'template' },
  { path: '/about-1', page: 'about-1', title: PAGE_TITLES.about1, layout: 'template' },
  { path: '/about-2', page: 'about-2', title: PAGE_TITLES.about2, layout: 'template' },
  { path: '/service-1', page: 'service-1', title: PAGE_TITLES.services, layout: 'template' },
  { path: '/service-2', page: 'service-2', title: PAGE_TITLES.services2, layout: 'template' },
  // Without a slug the details page shows the first service; /service-single shows the audit.
  {
    path: '/service-details',
    page: 'service-details',
    title: PAGE_TITLES.serviceDetails,
    layout: 'template',
  },
  {
    path: '/service-details/:slug',
    page: 'service-details',
    title: PAGE_TITLES.serviceDetails,
    layout: 'template',
  },
  {
    path: '/service-single',
    page: 'service-details',
    variant: 'single',
    title: PAGE_TITLES.serviceDetails,
    layout: 'template',
  },
  {
    path: '/application/:slug',
    page: 'application',
    title: PAGE_TITLES.application,
    layout: 'template',
  },
  { path: '/products', page: 'products', title: PAGE_TITLES.products },
  // The grades side by side; before the grades' own pages, which its path would also match.
  { path: '/products/compare', page: 'compare', title: PAGE_TITLES.compare },
  // One page per grade of the catalogue, by the grade's id.
  { path: '/products/:grade', page: 'grade', title: PAGE_TITLES.grade },
  // The shop floor's calculator: catalyst and accelerator for a gel time, resin and glass.
  { path: '/tools/gel-time', page: 'gel-time', title: PAGE_TITLES.gelTime },
  // A laboratory sample of a grade, sent as a sample request.
  { path: '/samples/request', page: 'sample-request', title: PAGE_TITLES.sampleRequest },
  // /shop is the products screen and /contact the inquiry screen, under their own names.
  { path: '/shop', page: 'products', title: PAGE_TITLES.shop, variant: 'shop', layout: 'template' },
  { path: '/about-us', page: 'about', title: PAGE_TITLES.about },
  { path: '/inquiry', page: 'inquiry', title: PAGE_TITLES.inquiry },
  // The inquiry page with a grade or an application filled in, by its id or slug.
  { path: '/inquiry/:subject', page: 'inquiry', title: PAGE_TITLES.inquiry },
  { path: '/contact', page: 'inquiry', title: PAGE_TITLES.inquiry },
  { path: '/privacy', page: 'privacy', title: PAGE_TITLES.privacy },
  // Every page by its name: the way to each page for readers and crawlers alike.
  { path: '/site-map', page: 'site-map', title: PAGE_TITLES.siteMap },
  { path: '/applications', page: 'applications', title: PAGE_TITLES.applications },
  { path: '/terms-conditions', page: 'terms', title: PAGE_TITLES.terms },
  { path: '/group-companies', page: 'group-companies', title: PAGE_TITLES.groupCompanies },
  { path: '/gallery', page: 'gallery', title: PAGE_TITLES.gallery },
  { path: '/career', page: 'career', title: PAGE_TITLES.career },
  { path: '/certificates', page: 'certificates', title: PAGE_TITLES.certificates },
  { path: '/location', page: 'location', title: PAGE_TITLES.location },
  // Where to buy: the dealers nearest to a PIN or postal code.
  { path: '/dealers', page: 'dealers', title: PAGE_TITLES.dealers },
  { path: '/research-and-develpoment', page: 'research', title: PAGE_TITLES.research },
  // /blog is the listing every blog page's breadcrumb points at; the variant is the listing's
  // layout (grid columns, or a list with the sidebar left or right).
  contentPage('/blog', 'blog', PAGE_TITLES.blog),
  contentPage('/blog-2', 'blog', PAGE_TITLES.blog, 'grid-2'),
  contentPage('/blog-3', 'blog', PAGE_TITLES.blog, 'grid-3'),
  contentPage('/blog-left', 'blog', PAGE_TITLES.blog, 'left'),
  contentPage('/blog-right', 'blog', PAGE_TITLES.blog, 'right'),
  // One post: the newest without an id; the variant is the side of the sidebar.
  contentPage('/blog-single-left', 'blog-single', PAGE_TITLES.blog, 'left'),
  contentPage('/blog-single-right', 'blog-single', PAGE_TITLES.blog, 'right'),
  contentPage('/blog-single-right/:id', 'blog-single', PAGE_TITLES.blog, 'right'),
  contentPage('/blog-single/:id', 'blog-single', PAGE_TITLES.blog, 'right'),
  contentPage('/portfolio-1', 'portfolio', PAGE_TITLES.portfolio, 'cases'),
  contentPage('/portfolio-2', 'portfolio', PAGE_TITLES.portfolio, 'columns'),
  // The first case study without an id, the first member without a slug.
  contentPage('/portfolio-details', 'portfolio-details', PAGE_TITLES.caseStudy),
  contentPage('/portfolio-details/:id', 'portfolio-details', PAGE_TITLES.caseStudy),
  contentPage('/team-1', 'team', PAGE_TITLES.team, 'grid'),
  contentPage('/team-2', 'team', PAGE_TITLES.team, 'list'),
  contentPage('/team-3', 'team', PAGE_TITLES.team, 'compact'),
  contentPage('/team-details', 'team-details', PAGE_TITLES.teamMember),
  contentPage('/team-details/:slug', 'team-details', PAGE_TITLES.teamMember),
  contentPage('/faq', 'faq', PAGE_TITLES.faq),
  { path: kalpa.path, page: 'kalpa-composite', title: kalpa.name },
  { path: lanka.path, page: 'lanka-compsite', title: lanka.name },
  { path: '/error', page: 'error', title: PAGE_TITLES.error },
  // The shop's details page shows the first grade, or the grade its id names.
  {
    path: '/shop-details',
    page: 'shop-details',
    title: PAGE_TITLES.shopDetails,
    layout: 'template',
  },
  {
    path: '/shop-details/:id',
    page: 'shop-details',
    title: PAGE_TITLES.shopDetails,
    layout: 'template',
  },
  { path: '/cart', page: 'cart', title: PAGE_TITLES.cart, layout: 'template' },
  { path: '/checkout', page: 'checkout', title: PAGE_TITLES.checkout, layout: 'template' },
];

/** The route a path shows ('/application/marine', or its clean path with the slash), if any. */
export function siteRouteFor(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname));
}

/**
 * Whether the route's page is written in every language, each at its own clean path
 * ('/hi/products/'); the other pages are in English only.
 */
export const hasVersions = (route: SiteRoute | undefined): route is SiteRoute =>
  route !== undefined && TRANSLATED_ROUTES.includes(route.path);

/**
 * The language a route's page is shown in when the visitor reads the site in `lang`: its own
 * version, or the English of a page not yet translated. An address no route has gets the
 * error screen, which speaks every language.
 */
export const pageLanguage = (route: SiteRoute | undefined, lang: Lang): Lang =>
  route === undefined || hasVersions(route) ? lang : 'en';
