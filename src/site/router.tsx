import type { ComponentType } from 'react';
import { createHashRouter, data, type RouteObject } from 'react-router';
import { PAGE_TITLES } from '../content/messages';
import { SiteLayout, type RouteHandle } from './layout/site-layout';
import { RouteError } from './layout/route-error';
import { SITE_ROUTES, type SiteRoute } from './site-routes';

type PageModule = { default: ComponentType };

// Each page is its own chunk, loaded when its route is first visited.
const PAGE_MODULES = import.meta.glob<PageModule>('./pages/*/*-page.tsx');

function page({ path, page: name, title }: SiteRoute): RouteObject {
  const load = PAGE_MODULES[`./pages/${name}/${name}-page.tsx`];
  if (!load) throw new Error(`No page module for ${name}`);
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await load()).default });
  return path === '/' ? { index: true, handle, lazy } : { path, handle, lazy };
}

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
          ...SITE_ROUTES.map(page),
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
