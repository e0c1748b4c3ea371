import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { loadPage } from './page-loader';
import { routePath } from './clean-router';
import { StaticSiteRoutes } from './router';
import { siteRouteFor } from './site-routes';

export { pageHead } from './seo/page-head';

/**
 * The HTML of the page at a clean path, as the build writes it into that path's index.html:
 * the whole page, readable without a script, which the app then adopts in the browser
 * (hydration). One HTML serves every window width: what depends on the window is rendered
 * for both and settled by CSS until the app runs. The page's chunk is loaded first, so the
 * page renders in one pass as in the browser. An address no route has renders the error page
 * the server answers unknown addresses with. A page in another language ('/hi/products/') is
 * rendered in it: its words are loaded as the render asks for them, before the HTML is done.
 */
export async function prerenderRoute(path: string): Promise<string> {
  const route = siteRouteFor(routePath(path));
  if (route) await loadPage(route.page);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticSiteRoutes path={path} />
    </StrictMode>,
    // One piece of HTML: React would otherwise move a large page out of its boundary and swap
    // it in with a script, and the page must read whole without scripts.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // A page that throws here would be shown as an empty fallback until its script runs: the
  // build fails instead, naming the route and the error.
  if (errors.length > 0) {
    const reason = errors[0] instanceof Error ? (errors[0].stack ?? errors[0].message) : errors[0];
    throw new Error(`Prerendering ${path} failed: ${String(reason)}`);
  }
  return html;
}
