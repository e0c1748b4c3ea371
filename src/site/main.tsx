import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/theme.css';
import { loadAreas } from '../ui/i18n/areas';
import { addressLanguage, routePath } from './clean-router';
import { areasOf } from './i18n/page-areas';
import { loadPage } from './page-loader';
import { SiteRoutes } from './router';
import { siteRouteFor } from './site-routes';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <SiteRoutes />
    </StrictMode>
  );
  // The server answers an address it has no page for with its error page (status 404), marked
  // on the root. The app renders what it shows there in its place: the same error, or a
  // route's own notice ('Application not found' and the list of applications).
  const notFound = root.dataset.status === '404';
  // A page React could not adopt as it was (its HTML differs from what the app renders) is
  // rendered again by React; say so, as that page then costs twice and may move.
  const onRecoverableError = (error: unknown, info?: { componentStack?: string }) =>
    console.error(error, info?.componentStack);
  // The build wrote this address's page into #root: React adopts that HTML (hydration) rather
  // than building the page again. As a transition, React does it in small slices that leave the
  // main thread free between them, instead of one long task a slow phone cannot answer input
  // during. Without server HTML (a page opened from a file, a development server) it renders.
  const start = () =>
    startTransition(() => {
      if (root.firstElementChild && !notFound) hydrateRoot(root, app, { onRecoverableError });
      else {
        root.replaceChildren();
        createRoot(root).render(app);
      }
    });
  // The visited page's chunk is already on its way (the page preloads it): wait for it, and for
  // the words of a page in another language, so the whole page is adopted in one pass rather
  // than the shell first and the page later. A chunk that fails starts anyway, and the page
  // area shows the error; words that fail leave their English.
  const { pathname } = window.location;
  const route = siteRouteFor(routePath(pathname));
  const lang = addressLanguage(pathname) ?? 'en';
  const words = loadAreas(lang, areasOf(route, lang));
  if (route) Promise.all([loadPage(route.page), words]).then(start, start);
  else words.then(start, start);
}
