import { use, useEffect } from 'react';
import { HashRouter, Route, Routes } from 'react-router';
import { COMPANY } from '../content/company';
import { PAGE_TITLES } from '../content/site-text';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './layout/route-error';
import { loadedPage, loadPage } from './page-loader';
import { SITE_ROUTES, type SiteRoute } from './site-routes';

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${COMPANY.name}`;
  }, [title]);
}

function RoutePage({ route }: { route: SiteRoute }) {
  useDocumentTitle(route.title);
  // A page whose chunk has arrived renders in this same pass. Otherwise this suspends until it
  // comes; the router's navigations are transitions, so the page the visitor is on stays shown
  // meanwhile instead of a blank fallback.
  const Page = (loadedPage(route.page) ?? use(loadPage(route.page))).default;
  return <Page variant={route.variant} />;
}

function NotFound() {
  useDocumentTitle(PAGE_TITLES.error);
  return <RouteError status={404} statusText="Not Found" />;
}

/** The site's pages inside its shell, for whichever router holds the location. */
export function SiteApp() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {SITE_ROUTES.map((route) =>
          route.path === '/' ? (
            <Route key={route.path} index element={<RoutePage route={route} />} />
          ) : (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The site in the browser: react-router's declarative mode on the URL's hash. The site loads no
 * data, so the data router's extra weight would only delay the first paint.
 */
export function SiteRoutes() {
  useEffect(() => {
    // The page the build wrote ahead of time is now the app's: its buttons work. Tests (and
    // anyone curious) can tell the two apart by this mark.
    document.getElementById('root')?.setAttribute('data-app', 'ready');
  }, []);
  return (
    <HashRouter>
      <SiteApp />
    </HashRouter>
  );
}
