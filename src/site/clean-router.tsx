import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  Router,
  type Location,
  type Navigator,
  type To,
} from 'react-router';
import { cleanPath, hashRouteTarget } from '../content/site-paths';
import { usePlainLinks } from './plain-links';

/**
 * The path as the app's routes and pages read it: without the clean path's trailing slash
 * ('/products/' -> '/products'), as the routes are named.
 */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** A link's address as the site writes it: the clean path, with its slash. */
export function cleanHref(to: To): string {
  return cleanPath(typeof to === 'string' ? to : createPath(to));
}

/** The router's navigator for the server's rendering: links only, nothing to go to. */
export function staticNavigator(): Navigator {
  const nowhere = () => {
    throw new Error('The prerendered page cannot navigate');
  };
  return { createHref: cleanHref, go: nowhere, push: nowhere, replace: nowhere };
}

/**
 * The site's router in the browser, on clean paths in the address bar ('/products/').
 *
 * - Every link and navigation ends its path with a slash, the address the build wrote the
 *   page's HTML under, so a reload or a shared address opens the same page.
 * - An old hash address ('#/products', from a bookmark or a partner's link, or set by a script
 *   on a page already open) is taken to its clean path in place of the hash entry.
 * - The app reads the path as its routes name it, without the slash.
 * - While React adopts the server's HTML it sees the location as the server did, the path
 *   alone: the server never sees '?page=2' or '#isophthalic'. The query and anchor arrive in
 *   the render right after, so a page that reads them adjusts once it is interactive.
 * - Navigations are transitions, so the page on screen stays while the next one's code loads.
 */
export function CleanRouter({ children }: { children: ReactNode }) {
  const history = useMemo(() => createBrowserHistory({ window, v5Compat: true }), []);
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [adopted, setAdopted] = useState(false);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: cleanHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, pushed) => history.push(cleanHref(to), pushed),
      replace: (to, replaced) => history.replace(cleanHref(to), replaced),
    }),
    [history],
  );

  useLayoutEffect(
    () =>
      history.listen((update) => {
        const target = hashRouteTarget(update.location.hash);
        if (target !== undefined) {
          history.replace(target);
          return;
        }
        startTransition(() => setState(update));
      }),
    [history],
  );

  useEffect(() => {
    startTransition(() => setAdopted(true));
  }, []);
  // Here rather than as a component beside the pages: the tree inside the router must be the
  // server's, or the ids React makes (useId) would differ from those in the server's HTML.
  usePlainLinks(navigator);

  const { location } = state;
  const shown = useMemo<Location>(() => {
    const pathname = routePath(location.pathname);
    const whole = adopted || (location.hash === '' && location.search === '');
    return whole ? { ...location, pathname } : { ...location, pathname, hash: '', search: '' };
  }, [location, adopted]);
  return (
    <Router location={shown} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
