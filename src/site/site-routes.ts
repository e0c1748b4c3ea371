import { matchPath } from 'react-router';
import { COMPANY } from '../content/company';
import { PAGE_TITLES } from '../content/site-text';

/** The folder of a page under src/site/pages (its module is `<page>/<page>-page.tsx`). */
export type PageName =
  | 'home'
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
  | 'privacy'
  | 'terms'
  | 'error'
  | 'shop-details'
  | 'cart'
  | 'checkout';

/**
 * The page frames of the site: 'main' for the company's own pages; 'second' (the alternate
 * home) and 'third' (the other template-derived pages) close with the alternate footer.
 */
export type SiteLayoutName = 'main' | 'second' | 'third';

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

/**
 * Every route of the site. Plain data, so the build can also read it: it writes a
 * tiny script into index.html that starts fetching the visited route's chunk and first picture
 * together with the entry, instead of after it.
 */
export const SITE_ROUTES: SiteRoute[] = [
  { path: '/', page: 'home', title: PAGE_TITLES.home },
  { path: '/products', page: 'products', title: PAGE_TITLES.products },
  // /shop is the products screen and /contact the inquiry screen, under their own names.
  { path: '/shop', page: 'products', title: PAGE_TITLES.shop, variant: 'shop', layout: 'third' },
  { path: '/about-us', page: 'about', title: PAGE_TITLES.about },
  { path: '/inquiry', page: 'inquiry', title: PAGE_TITLES.inquiry },
  { path: '/contact', page: 'inquiry', title: PAGE_TITLES.inquiry },
  { path: '/privacy', page: 'privacy', title: PAGE_TITLES.privacy },
  { path: '/applications', page: 'applications', title: PAGE_TITLES.applications },
  { path: '/terms-conditions', page: 'terms', title: PAGE_TITLES.terms },
  { path: '/group-companies', page: 'group-companies', title: PAGE_TITLES.groupCompanies },
  { path: '/gallery', page: 'gallery', title: PAGE_TITLES.gallery },
  { path: '/career', page: 'career', title: PAGE_TITLES.career },
  { path: '/certificates', page: 'certificates', title: PAGE_TITLES.certificates },
  { path: '/location', page: 'location', title: PAGE_TITLES.location },
  { path: '/research-and-develpoment', page: 'research', title: PAGE_TITLES.research },
  { path: kalpa.path, page: 'kalpa-composite', title: kalpa.name },
  { path: lanka.path, page: 'lanka-compsite', title: lanka.name },
  { path: '/error', page: 'error', title: PAGE_TITLES.error },
  // The shop's details page shows the first grade, or the grade its id names.
  { path: '/shop-details', page: 'shop-details', title: PAGE_TITLES.shopDetails, layout: 'third' },
  {
    path: '/shop-details/:id',
    page: 'shop-details',
    title: PAGE_TITLES.shopDetails,
    layout: 'third',
  },
  { path: '/cart', page: 'cart', title: PAGE_TITLES.cart, layout: 'third' },
  { path: '/checkout', page: 'checkout', title: PAGE_TITLES.checkout, layout: 'third' },
];

/** The route a path inside the hash shows, if any. */
export function siteRouteFor(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname));
}
