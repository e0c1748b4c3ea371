// The inline script at the top of every page's <head>. The build compiles this file as it is
// (it imports nothing: it runs before any module) and calls `firstPaint` with the page's files.
//
// The page's HTML already holds the whole page, so the first paint needs no script. This one
// does three things:
// - An old hash address ('/#/products', from a bookmark or a partner's link) is taken to its
//   clean path at once, before anything of the page it was sent to is fetched or painted, with
//   the query it came with ('/?utm_source=x#/applications' -> '/applications/?utm_source=x').
// - A visitor who chose a language on an earlier visit, arriving at the English address of a
//   page written in every language, is taken to the page in the chosen language, just as early.
//   An address in another language ('/hi/products/', a shared link, a search result) is kept.
// - The app's code is asked for only once the page's pictures have been painted, the browser
//   has reported its largest paint, and the page has loaded (at most `waitMs` either way): on
//   a slow line every byte the app pulls earlier
//   delays the largest paint, and on a slow phone its work would share the main thread with
//   that paint. The app then adopts the page in place.

/** The app's entry module and the modules it and the page import at once. */
export interface FirstPaintApp {
  entry: string;
  preload: string[];
  /** The page's address in each language ('hi' -> '/hi/products/'), for a page that has them. */
  versions?: Record<string, string>;
}

/** Where the site keeps the visitor's choice of language; the header's language choice writes it. */
export const LANGUAGE_KEY = 'kalpa-language';

/**
 * The version of this page in the language the visitor chose, for a page at its English address
 * (`lang` is the page's language).
 */
export function chosenVersion(app: FirstPaintApp, lang: string): string | undefined {
  if (lang !== 'en' || !app.versions) return undefined;
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused (a sandboxed frame, a strict privacy mode): no choice to follow.
  }
  if (!chosen || chosen === lang) return undefined;
  const version = app.versions[chosen];
  return typeof version === 'string' && Object.hasOwn(app.versions, chosen) ? version : undefined;
}

/**
 * The clean path an old hash address names, or undefined for an ordinary anchor: '#/products'
 * -> '/products/', '#/products#ortho' -> '/products/#ortho'. The same rule as the site's
 * router (src/content/site-paths.ts), written again here because this script runs alone.
 */
export function hashTarget(hash: string): string | undefined {
  if (hash.indexOf('#/') !== 0) return undefined;
  const route = hash.slice(1);
  const cut = route.search(/[?#]/);
  const path = (cut < 0 ? route : route.slice(0, cut)).replace(/\/{2,}/g, '/');
  const rest = cut < 0 ? '' : route.slice(cut);
  const last = path.slice(path.lastIndexOf('/') + 1);
  const slash = path.slice(-1) === '/' || last.indexOf('.') >= 0 ? '' : '/';
  return path + slash + rest;
}

/**
 * The address an old hash address is sent on to: the clean path `target` names, with the query
 * the address had before its hash first (`search`, a campaign link's utm_* parameters, which
 * the forms send with the lead) and then any query written inside the hash. `base` is the
 * site's root, where every clean path starts.
 */
export function hashDestination(target: string, search: string, base: string): URL {
  const url = new URL(target.slice(1), base);
  const queries = [search.slice(1), url.search.slice(1)].filter((query) => query !== '');
  url.search = queries.join('&');
  return url;
}

export function firstPaint(app: FirstPaintApp, waitMs: number, reportMs = 250): void {
  const target = hashTarget(location.hash);
  if (target !== undefined) {
    const url = hashDestination(target, location.search, document.baseURI);
    if (url.pathname !== location.pathname || url.search !== location.search) {
      // Stop this document where it is, so nothing more of it is fetched.
      stop();
      location.replace(url.href);
      return;
    }
    // The page asked for is this one ('/#/' on the home page): only the address changes.
    history.replaceState(history.state, '', url.href);
  }
  const version = chosenVersion(app, document.documentElement.lang);
  if (version !== undefined) {
    const url = new URL(version.slice(1), document.baseURI);
    if (url.pathname !== location.pathname) {
      stop();
      location.replace(url.pathname + location.search + location.hash);
      return;
    }
  }

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of app.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = new URL(href, document.baseURI).href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = new URL(app.entry, document.baseURI).href;
    document.head.appendChild(script);
  };
  const atMost = (promise: Promise<unknown>) =>
    Promise.race([promise, new Promise((done) => setTimeout(done, waitMs))]);
  const loaded = new Promise<void>((done) => {
    if (document.readyState === 'complete') done();
    else addEventListener('load', () => done());
  });
  const parsed = new Promise<void>((done) => {
    if (document.readyState !== 'loading') done();
    else document.addEventListener('DOMContentLoaded', () => done());
  });
  // A picture counts as painted once decoded and two frames later; lazy ones are below the fold.
  const painted = parsed.then(() =>
    Promise.all(
      Array.prototype.filter
        .call(document.images, (image: HTMLImageElement) => image.loading !== 'lazy')
        .map((image: HTMLImageElement) =>
          image.decode().then(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            () => undefined,
          ),
        ),
    ),
  );
  // The largest paint as the browser reports it. Its time is that frame's presentation, which
  // can come after the two frames waited for above: a request started before it counts towards
  // the largest paint in the browser's own measure, as if the page had needed it to paint. So
  // once the pictures are painted, the app waits until the largest paint reported is a picture,
  // or, where the largest paint is text and no picture will outdo it, `reportMs` at most.
  const types =
    typeof PerformanceObserver === 'undefined'
      ? undefined
      : PerformanceObserver.supportedEntryTypes;
  let pictureReported = !types || types.indexOf('largest-contentful-paint') < 0;
  let onPicture = () => {};
  if (!pictureReported) {
    new PerformanceObserver((list, observer) => {
      const entries = list.getEntries() as (PerformanceEntry & { url?: string })[];
      const latest = entries[entries.length - 1];
      pictureReported = !!latest && !!latest.url;
      if (!pictureReported) return;
      observer.disconnect();
      onPicture();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const reported = () =>
    new Promise<void>((done) => {
      if (pictureReported) return done();
      onPicture = done;
      setTimeout(done, reportMs);
    });
  atMost(Promise.all([loaded, painted]).then(reported)).then(() => {
    requestAnimationFrame(() => setTimeout(start, 0));
  }, start);
}
