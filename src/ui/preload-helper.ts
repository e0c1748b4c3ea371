// The module Vite calls around every lazy import of the built site:
// `__vitePreload(() => import('./page.js'), ['./react.js', './page.css'], import.meta.url)`.
// It asks at once for the chunk's own imports (as module preloads) and stylesheets, so they
// load alongside the chunk instead of after it, and waits for the stylesheets, so a page never
// shows unstyled. A link already in the document (written into the HTML, or added earlier) is
// not added again, nor a stylesheet the page already has inline as `<style data-href="…">`.
// A stylesheet that fails rejects the import, as the chunk itself failing would.
// Vite's own version does the same with fallbacks this site does not need (browsers without
// module preload, import maps, CSP nonces); this one is a third of its size. The partner embed
// has a smaller one of its own (src/embed/preload-modules.ts).
// The build serves this module in place of Vite's own; it imports nothing, because every lazy
// import goes through it.
const started: Record<string, Promise<unknown> | undefined> = {};

export function __vitePreload<T>(
  load: () => Promise<T>,
  deps: string[] | undefined,
  importerUrl: string,
): Promise<T> {
  if (!deps || !deps.length) return load();
  const links = document.getElementsByTagName('link');
  return Promise.all(
    deps.map(function (dep) {
      const href = new URL(dep, importerUrl).href;
      if (href in started) return started[href];
      const css = /\.css$/.test(href);
      for (let i = 0; i < links.length; i++) {
        const link = links[i]!;
        if (link.href === href && (!css || link.rel === 'stylesheet')) return;
      }
      if (css) {
        const inline = document.querySelectorAll('style[data-href]');
        for (let i = 0; i < inline.length; i++) {
          const file = inline[i]!.getAttribute('data-href') ?? '';
          if (new URL(file, document.baseURI).href === href) return;
        }
      }
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
      if (!css) return (started[href] = undefined);
      return (started[href] = new Promise(function (resolve, reject) {
        link.onload = () => resolve(undefined);
        link.onerror = function () {
          reject(new Error('Unable to preload CSS for ' + href));
        };
      }).finally(function () {
        started[href] = undefined;
      }));
    }),
  ).then(load);
}
