import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { routePath } from './clean-router';
import { LANGUAGE_KEY } from './boot/first-paint';
import { loadPage } from './page-loader';
import { prerenderRoute } from './prerender';
import { SiteRoutes } from './router';
import { siteRouteFor } from './site-routes';

/**
 * The browser adopts the server's HTML only where its first render is the same to the byte:
 * the same elements, attributes and the ids React makes (useId), which it does not correct
 * when adopting. So the app, rendered as the browser first renders it, must give the HTML the
 * build wrote.
 */
async function firstRenderInBrowser(path: string): Promise<string> {
  window.history.replaceState(null, '', path);
  const route = siteRouteFor(routePath(path));
  if (route) await loadPage(route.page);
  const { prelude } = await prerender(
    <StrictMode>
      <SiteRoutes />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe("the app's first render in the browser", () => {
  it.each([
    '/',
    '/products/',
    '/blog-left/',
    '/application/marine/',
    '/about-us/',
    '/career/',
    '/inquiry/isophthalic/',
  ])('is the HTML the build wrote for %s', async (path) => {
    const server = await prerenderRoute(path);
    expect(server).toContain('<h1');
    expect(await firstRenderInBrowser(path)).toBe(server);
  });

  it.each([
    '/hi/',
    '/ta/products/isophthalic/',
    '/si/career/',
    '/mr/privacy/',
    '/hi/contact/',
    '/ta/inquiry/marine/',
  ])('is the HTML the build wrote for %s, in its language', async (path) => {
    const server = await prerenderRoute(path);
    expect(server).toContain('<h1');
    expect(await firstRenderInBrowser(path)).toBe(server);
  });

  it('frames a page in English only as the server did, before the chosen language', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'ta');
    const server = await prerenderRoute('/about-us/');
    expect(await firstRenderInBrowser('/about-us/')).toBe(server);
  });

  it('ignores the query and anchor the server never sees, until adopted', async () => {
    const server = await prerenderRoute('/blog/');
    expect(await firstRenderInBrowser('/blog/?page=2#top')).toBe(server);
  });
});
