import { createContext, use, useEffect, useState } from 'react';
import { Route, Router, Routes, useLocation } from 'react-router';
import { COMPANY } from '../content/company';
import { loadArea } from '../ui/i18n/areas';
import { useLang } from '../ui/i18n/language';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './layout/route-error';
import { loadedPage, loadPage } from './page-loader';
import {
  addressLanguage,
  CleanRouter,
  routePath,
  StaticLanguage,
  staticNavigator,
} from './clean-router';
import { areasOf } from './i18n/page-areas';
import { PageLanguage } from './i18n/page-language';
import { usePageTitle } from './i18n/site-words';
import { SITE_ROUTES, type SiteRoute } from './site-routes';

/**
 * Tells the first page that asks that it is the one the visitor arrived on, whose head the
 * server wrote, and every later one that it is not: one mark for the whole app, as the page
 * that renders next may be another component (a page after the error screen).
 */
interface Arrival {
  take(): boolean;
}

function arrivalMark(): Arrival {
  let first = true;
  return {
    take() {
      const arrival = first;
      first = false;
      return arrival;
    },
  };
}

const ArrivalContext = createContext<Arrival>(arrivalMark());

/**
 * The page's head after a navigation inside the app, or a change of language: the route's
 * title at once, then the page's own title, description, canonical address, language versions
 * and previews, from the same module the build wrote them with (loaded the first time it is
 * needed). The page the visitor arrived on already has its head from the server, so the first
 * render leaves it alone.
 */
function usePageHead(title: string, { onArrival = false } = {}) {
  const { pathname } = useLocation();
  const lang = useLang();
  const arrival = use(ArrivalContext);
  useEffect(() => {
    if (arrival.take() && !onArrival) return;
    document.title = `${title} | ${COMPANY.name}`;
    let current = true;
    // The address itself: the route's path with the language code of a page in another one.
    const address = window.location.pathname;
    import('./seo/apply-head').then(
      ({ applyPageHead }) => applyPageHead(address, () => current),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [arrival, title, pathname, lang, onArrival]);
}

function RoutePage({ route }: { route: SiteRoute }) {
  const lang = useLang();
  const title = usePageTitle(route);
  usePageHead(title);
  // The words the page shows start loading with its code rather than one area at a time as
  // its parts render (each call after the first returns the same loads).
  for (const area of areasOf(route, lang)) void loadArea(lang, area);
  // A page whose chunk has arrived renders in this same pass. Otherwise this suspends until it
  // comes; the router's navigations are transitions, so the page the visitor is on stays shown
  // meanwhile instead of a blank fallback.
  const Page = (loadedPage(route.page) ?? use(loadPage(route.page))).default;
  return (
    <PageLanguage route={route}>
      <Page variant={route.variant} />
    </PageLanguage>
  );
}

function NotFound() {
  // Also on arrival: the error screen names its status in the title as it mounts.
  usePageHead(usePageTitle(undefined), { onArrival: true });
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
 * The site in the browser, on clean paths. The site loads no data, so react-router's
 * declarative mode is enough: the data router's extra weight would only delay the first paint.
 */
export function SiteRoutes() {
  const [arrival] = useState(arrivalMark);
  useEffect(() => {
    // The page the build wrote ahead of time is now the app's: its buttons work. Tests (and
    // anyone curious) can tell the two apart by this mark.
    document.getElementById('root')?.setAttribute('data-app', 'ready');
  }, []);
  return (
    <CleanRouter>
      <ArrivalContext value={arrival}>
        <SiteApp />
      </ArrivalContext>
    </CleanRouter>
  );
}

/** The site as the build renders it for one address, with the links the browser will have. */
export function StaticSiteRoutes({ path }: { path: string }) {
  return (
    <StaticLanguage pathname={path}>
      <Router location={routePath(path)} navigator={staticNavigator(addressLanguage(path))} static>
        <SiteApp />
      </Router>
    </StaticLanguage>
  );
}
