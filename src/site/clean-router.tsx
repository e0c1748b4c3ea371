import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
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
import { cleanPath, hashRouteTarget, localizedPath, splitLanguage } from '../content/site-paths';
import { loadAreas } from '../ui/i18n/areas';
import { LanguageProvider, type Lang } from '../ui/i18n/language';
import { areasOf } from './i18n/page-areas';
import { SiteLanguageContext, type SiteLanguage } from './i18n/site-language';
import { storedLanguage, storeLanguage } from './i18n/stored-language';
import { usePlainLinks } from './plain-links';
import { hasVersions, siteRouteFor } from './site-routes';

/**
 * The path as the app's routes and pages read it: without the language code and the clean
 * path's trailing slash ('/hi/products/' -> '/products'), as the routes are named.
 */
export function routePath(pathname: string): string {
  const { path } = splitLanguage(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * A link's address as the site writes it in `lang`: the clean path, with its slash, under the
 * language's code when the page has a version in it ('/products' in Hindi: '/hi/products/').
 */
export function cleanHref(to: To, lang: Lang = 'en'): string {
  const href = cleanPath(typeof to === 'string' ? to : createPath(to));
  if (lang === 'en' || !href.startsWith('/')) return href;
  const pathname = href.split(/[?#]/)[0] ?? href;
  return hasVersions(siteRouteFor(pathname)) ? localizedPath(href, lang) : href;
}

/**
 * The language an address decides: the one its code names ('/hi/products/'), English for a
 * page with versions at its English path, none for a page in English only (or no page), which
 * the shell frames in the visitor's language.
 */
export function addressLanguage(pathname: string): Lang | undefined {
  const { language, path } = splitLanguage(pathname);
  if (language) return language;
  return hasVersions(siteRouteFor(path)) ? 'en' : undefined;
}

/**
 * The page at `pathname` in another language, for a link that works without the app: its own
 * version, the page itself in English, or else that language's home page.
 */
export function languageHref(pathname: string, lang: Lang): string {
  const { path } = splitLanguage(pathname);
  if (hasVersions(siteRouteFor(path))) return localizedPath(path, lang);
  return lang === 'en' ? path : localizedPath('/', lang);
}

/** The router's navigator for the server's rendering: links only, nothing to go to. */
export function staticNavigator(lang: Lang = 'en'): Navigator {
  const nowhere = () => {
    throw new Error('The prerendered page cannot navigate');
  };
  return { createHref: (to) => cleanHref(to, lang), go: nowhere, push: nowhere, replace: nowhere };
}

/**
 * The language context and language of the page the build renders at `pathname`: the same
 * providers as the browser's router, so the two trees match when the app adopts the page.
 */
export function StaticLanguage({ pathname, children }: { pathname: string; children: ReactNode }) {
  const lang = addressLanguage(pathname) ?? 'en';
  const value: SiteLanguage = {
    lang,
    hrefIn: (target) => languageHref(pathname, target),
    choose: () => undefined,
  };
  return (
    <SiteLanguageContext value={value}>
      <LanguageProvider lang={lang}>{children}</LanguageProvider>
    </SiteLanguageContext>
  );
}

/**
 * The site's router in the browser, on clean paths in the address bar ('/products/').
 *
 * - Every link and navigation ends its path with a slash, the address the build wrote the
 *   page's HTML under, so a reload or a shared address opens the same page.
 * - An old hash address ('#/products', from a bookmark or a partner's link, or set by a script
 *   on a page already open) is taken to its clean path in place of the hash entry.
 * - The app reads the path as its routes name it, without the language code and the slash.
 * - While React adopts the server's HTML it sees the location as the server did, the path
 *   alone: the server never sees '?page=2' or '#isophthalic'. The query and anchor arrive in
 *   the render right after, so a page that reads them adjusts once it is interactive.
 * - Navigations are transitions, so the page on screen stays while the next one's code loads.
 * - The address decides the language ('/hi/products/' is Hindi, '/products/' English); a page
 *   in English only is framed in the language of the last page that named one, or the
 *   visitor's stored choice. Links go to the pages' versions in that language.
 */
export function CleanRouter({ children }: { children: ReactNode }) {
  const history = useMemo(() => createBrowserHistory({ window, v5Compat: true }), []);
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [adopted, setAdopted] = useState(false);
  // What a page in English only is framed in; as on the server until the page is adopted.
  const [framing, setFraming] = useState<Lang>(
    () => addressLanguage(history.location.pathname) ?? 'en',
  );
  const { location } = state;
  const lang = addressLanguage(location.pathname) ?? framing;
  const langRef = useRef(lang);
  useLayoutEffect(() => {
    langRef.current = lang;
    document.documentElement.lang = lang;
  }, [lang]);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => cleanHref(to, lang),
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, pushed) => history.push(cleanHref(to, lang), pushed),
      replace: (to, replaced) => history.replace(cleanHref(to, lang), replaced),
    }),
    [history, lang],
  );

  useLayoutEffect(
    () =>
      history.listen((update) => {
        const target = hashRouteTarget(update.location.hash);
        if (target !== undefined) {
          history.replace(cleanHref(target, langRef.current));
          return;
        }
        const { pathname, search, hash } = update.location;
        const { language, path } = splitLanguage(pathname);
        const route = siteRouteFor(path);
        if (language && route && !hasVersions(route)) {
          // A page in English only has no address under a language code: it is shown at its
          // own, framed in the language the address named.
          startTransition(() => setFraming(language));
          history.replace(`${path}${search}${hash}`);
          return;
        }
        const named = addressLanguage(pathname);
        startTransition(() => {
          setState(update);
          if (named) setFraming(named);
        });
      }),
    [history],
  );

  useEffect(() => {
    startTransition(() => setAdopted(true));
    // A page in English only, opened by a visitor who chose another language before: its
    // shell speaks that language once its words are here. (A page with versions was sent to
    // the chosen one by the page's first script, before anything was painted.)
    const stored = storedLanguage();
    const { pathname } = history.location;
    if (!stored || stored === 'en' || addressLanguage(pathname) !== undefined) return;
    void loadAreas(stored, areasOf(siteRouteFor(routePath(pathname)), stored)).then(() =>
      startTransition(() => setFraming(stored)),
    );
  }, [history]);

  const choose = useCallback(
    (next: Lang) => {
      storeLanguage(next);
      const { pathname, search, hash } = history.location;
      const { path } = splitLanguage(pathname);
      const route = siteRouteFor(path);
      // The words first, so the page changes language in one step.
      void loadAreas(next, areasOf(route, next)).then(() => {
        if (!hasVersions(route)) {
          startTransition(() => setFraming(next));
          return;
        }
        const target = localizedPath(path, next);
        if (target !== pathname) history.push(`${target}${search}${hash}`);
      });
    },
    [history],
  );
  const siteLanguage = useMemo<SiteLanguage>(
    () => ({ lang, hrefIn: (target) => languageHref(location.pathname, target), choose }),
    [lang, location.pathname, choose],
  );

  // Here rather than as a component beside the pages: the tree inside the router must be the
  // server's, or the ids React makes (useId) would differ from those in the server's HTML.
  usePlainLinks(navigator);

  const shown = useMemo<Location>(() => {
    const pathname = routePath(location.pathname);
    const whole = adopted || (location.hash === '' && location.search === '');
    return whole ? { ...location, pathname } : { ...location, pathname, hash: '', search: '' };
  }, [location, adopted]);
  return (
    <SiteLanguageContext value={siteLanguage}>
      <LanguageProvider lang={lang}>
        <Router location={shown} navigationType={state.action} navigator={navigator}>
          {children}
        </Router>
      </LanguageProvider>
    </SiteLanguageContext>
  );
}
