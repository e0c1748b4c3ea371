import type { ComponentType } from 'react';
import { createHashRouter, data, type RouteObject } from 'react-router';
import { PAGE_TITLES } from '../content/messages';
import { COMPANY } from '../content/company';
import { SiteLayout, type RouteHandle } from './layout/site-layout';
import { RouteError } from './layout/route-error';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own chunk, loaded when its route is first visited. */
function page(path: string | null, load: () => PageModule, title: string): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await load()).default });
  return path === null ? { index: true, handle, lazy } : { path, handle, lazy };
}

const home = () => import('./pages/home/home-page');
const about = () => import('./pages/about/about-page');
const products = () => import('./pages/products/products-page');
const applications = () => import('./pages/applications/applications-page');
const inquiry = () => import('./pages/inquiry/inquiry-page');
const career = () => import('./pages/career/career-page');
const gallery = () => import('./pages/gallery/gallery-page');
const certificates = () => import('./pages/certificates/certificates-page');
const location = () => import('./pages/location/location-page');
const research = () => import('./pages/research/research-page');
const groupCompanies = () => import('./pages/group-companies/group-companies-page');
const kalpaComposite = () => import('./pages/kalpa-composite/kalpa-composite-page');
const lankaCompsite = () => import('./pages/lanka-compsite/lanka-compsite-page');
const privacy = () => import('./pages/privacy/privacy-page');
const terms = () => import('./pages/terms/terms-page');
const errorPage = () => import('./pages/error/error-page');

const [kalpa, lanka] = COMPANY.sisterCompanies;

/** Reserves the page's room while the first page's chunk loads, so the footer never jumps. */
function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: SiteLayout,
    // Only if the shell itself fails; page errors show inside the shell (below).
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteError,
        HydrateFallback: PageFallback,
        children: [
          page(null, home, PAGE_TITLES.home),
          page('/products', products, PAGE_TITLES.products),
          // SPEC 2.2: /shop is the products screen and /contact the inquiry screen.
          page('/shop', products, PAGE_TITLES.products),
          page('/about-us', about, PAGE_TITLES.about),
          page('/inquiry', inquiry, PAGE_TITLES.inquiry),
          page('/contact', inquiry, PAGE_TITLES.inquiry),
          page('/privacy', privacy, PAGE_TITLES.privacy),
          page('/applications', applications, PAGE_TITLES.applications),
          page('/terms-conditions', terms, PAGE_TITLES.terms),
          page('/group-companies', groupCompanies, PAGE_TITLES.groupCompanies),
          page('/gallery', gallery, PAGE_TITLES.gallery),
          page('/career', career, PAGE_TITLES.career),
          page('/certificates', certificates, PAGE_TITLES.certificates),
          page('/location', location, PAGE_TITLES.location),
          page('/research-and-develpoment', research, PAGE_TITLES.research),
          page(kalpa.path, kalpaComposite, kalpa.name),
          page(lanka.path, lankaCompsite, lanka.name),
          page('/error', errorPage, PAGE_TITLES.error),
          {
            path: '*',
            handle: { title: PAGE_TITLES.error } satisfies RouteHandle,
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

export function createSiteRouter() {
  return createHashRouter(routes);
}
