import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setPrerenderWidth } from './components/use-media-query';
import { loadPage } from './page-loader';
import { SiteApp } from './router';
import { siteRouteFor } from './site-routes';

/**
 * The HTML a route's page renders to, written by the build so that a visitor's browser paints
 * the page before its script has run; the script then renders the same page in its place.
 * The page's chunk is loaded first, so the page renders in one pass as in the browser.
 */
export async function prerenderRoute(path: string, width: number): Promise<string> {
  const route = siteRouteFor(path);
  if (route) await loadPage(route.page);
  setPrerenderWidth(width);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <SiteApp />
      </StaticRouter>
    </StrictMode>,
    // One piece of HTML: React would otherwise move a large page out of its boundary and swap
    // it in with a script, which a page inserted as HTML never runs.
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
    throw new Error(`Prerendering ${path} at ${width} px failed: ${String(reason)}`);
  }
  // The site's router keeps its paths in the URL's hash: a link clicked before the script has
  // run must go to the same page the script would show.
  return html.replace(/ href="\/(?!\/)/g, ' href="#/');
}
