import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/theme.css';
import { loadPage } from './page-loader';
import { routePath } from './clean-router';
import { SiteRoutes } from './router';
import { siteRouteFor } from './site-routes';

const root = document.getElementById('root');
if (root) {
  // The server's error page for an unknown address says so on the root.
  const notFoundAt =
    root.dataset.status === '404' ? routePath(window.location.pathname) : undefined;
  const app = (
    <StrictMode>
      <SiteRoutes notFoundAt={notFoundAt} />
    </StrictMode>
  );
  // A page React could not adopt as it was (its HTML differs from what the app renders) is
  // rendered again by React; say so, as that page then costs twice and may move.
  const onRecoverableError = (error: unknown) => console.error(error);
  // The build wrote this address's page into #root: React adopts that HTML (hydration) rather
  // than building the page again. As a transition, React does it in small slices that leave the
  // main thread free between them, instead of one long task a slow phone cannot answer input
  // during. Without server HTML (a page opened from a file, a development server) it renders.
  const start = () =>
    startTransition(() => {
      if (root.firstElementChild) hydrateRoot(root, app, { onRecoverableError });
      else createRoot(root).render(app);
    });
  // The visited page's chunk is already on its way (the page preloads it): wait for it, so the
  // whole page is adopted in one pass rather than the shell first and the page later. A chunk
  // that fails starts anyway, and the page area shows the error.
  const route = notFoundAt ? undefined : siteRouteFor(window.location.pathname);
  if (route) loadPage(route.page).then(start, start);
  else start();
}
