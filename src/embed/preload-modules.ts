// The partner embed's version of the module Vite calls around every lazy import:
// `__vitePreload(() => import('./widget.js'), ['./react.js', …], import.meta.url)`. It asks at
// once for the chunk's own imports, as module preloads, so they load alongside the chunk instead
// of one after another. The embed has no stylesheets (each widget writes its styles into its
// own shadow root), so unlike the site's helper (src/ui/preload-helper.ts) it neither loads nor
// waits for one; the embed's build fails if a stylesheet ever appears in it. It is the first code
// every partner page runs, so it is kept to this.
// The build serves this module in place of Vite's own; it imports nothing, because every lazy
// import goes through it.
const asked = new Set<string>();

export function __vitePreload<T>(
  load: () => Promise<T>,
  deps: string[] | undefined,
  importerUrl: string,
): Promise<T> {
  for (const dep of deps ?? []) {
    const href = new URL(dep, importerUrl).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
}
