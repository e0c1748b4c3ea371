import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css';
import { loadPage } from './page-loader';
import { SiteRoutes } from './router';
import { siteRouteFor } from './site-routes';

const root = document.getElementById('root');
if (root) {
  // As a transition, React renders the first page in small slices that leave the main thread
  // free between them, instead of one long task a slow phone cannot answer input during.
  const render = () =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <SiteRoutes />
        </StrictMode>,
      ),
    );
  // The visited page's chunk is already on its way (index.html preloads it): wait for it and
  // render the whole page in one pass rather than the shell with a placeholder and then again.
  // A chunk that fails renders anyway, and the page area shows the error.
  const pathname = window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  const route = siteRouteFor(pathname);
  if (route) loadPage(route.page).then(render, render);
  else render();
}
