import { SITE_ROUTES } from '../../src/site/site-routes';

/**
 * The widths pages are rendered at ahead of time: the header turns into the compact menu at
 * 1200 px and below, so a narrow and a wide rendering cover every window.
 */
export const PRERENDER_WIDTHS = { narrow: 390, wide: 1366 } as const;
export const NARROW_QUERY = '(max-width: 1200px)';

/** Every route without parameters, with the file name its HTML is written under. */
export function prerenderedRoutes(): { path: string; name: string; title: string }[] {
  return SITE_ROUTES.filter((route) => !route.path.includes(':')).map((route) => ({
    path: route.path,
    name: route.path === '/' ? 'index' : route.path.slice(1).replace(/[^a-z0-9-]+/gi, '_'),
    title: route.title,
  }));
}
