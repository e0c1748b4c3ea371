import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { HERO_SLIDES } from '../../src/content/home';
import { COMPANY } from '../../src/content/company';
import { ABOUT } from '../../src/content/media';
import { APPLICATIONS } from '../../src/content/applications';
import { PRELOADER_MS } from '../../src/content/constants';
import { SITE_ROUTES } from '../../src/site/site-routes';
import { NARROW_QUERY, prerenderedRoutes } from '../prerender/prerender-routes';

const PAGE_MODULE = /\/src\/site\/pages\/([^/]+)\/\1-page\.tsx$/;

/** The largest paint of a route, when it is a picture the page's code would only ask for late. */
const ROUTE_IMAGES: Record<string, string | undefined> = {
  '/': HERO_SLIDES[0]?.image.src,
  '/about-us': ABOUT.image.src,
  // The first application's card, at the top of the list at every width.
  '/applications': APPLICATIONS[0]?.src.src,
};

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
}

function closure(byFile: Map<string, OutputChunk>, file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(byFile, dep, seen);
  return seen;
}

/** For each route, the files its page needs beyond what the entry already loads. */
export function routeFiles(bundle: OutputBundle): Record<string, string[]> {
  const all = chunks(bundle);
  const byFile = new Map(all.map((c) => [c.fileName, c]));
  // The site's entry is named after its input in vite.config.ts.
  const entry = all.find((c) => c.isEntry && c.name === 'site');
  const base = entry ? closure(byFile, entry.fileName) : new Set<string>();
  const pageChunks = new Map<string, OutputChunk>();
  for (const c of all) {
    const name = c.facadeModuleId?.match(PAGE_MODULE)?.[1];
    if (name && c.isDynamicEntry) pageChunks.set(name, c);
  }
  const result: Record<string, string[]> = {};
  for (const route of SITE_ROUTES) {
    const chunk = pageChunks.get(route.page);
    if (!chunk) continue;
    const files: string[] = [];
    for (const file of closure(byFile, chunk.fileName)) {
      if (base.has(file)) continue;
      files.push(file);
      const css = byFile.get(file)?.viteMetadata?.importedCss;
      if (css) files.push(...css);
    }
    const image = ROUTE_IMAGES[route.path];
    if (image) files.push(image);
    result[route.path] = files;
  }
  // A page written ahead of time for one value of a route with a parameter needs the same files.
  for (const route of prerenderedRoutes()) {
    const files = result[route.pattern];
    if (route.path !== route.pattern && files) result[route.path] = files;
  }
  return result;
}

/** A route whose page the build also wrote as HTML: its file name and the page's title. */
export type PrerenderedPages = Record<string, readonly [name: string, title: string]>;

/** The app's entry module and the modules it imports at once, which the inline script starts. */
export interface AppFiles {
  entry: string;
  preload: string[];
}

const RUNTIME = readFileSync(new URL('./first-paint.js', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n')
  .replace(/\n\s*/g, '')
  .replace(/;$/, '');

/** The inline script for the built files of each route and the routes written as HTML. */
export function preloadScript(
  files: Record<string, string[]>,
  pages: PrerenderedPages = {},
  app: AppFiles = { entry: 'assets/site.js', preload: [] },
  narrowQuery = '(max-width: 1200px)',
  preloaderMs = 200,
): string {
  const list = [...new Set(Object.values(files).flat())];
  const table = Object.fromEntries(
    Object.entries(files).map(([path, fs]) => [path, fs.map((f) => list.indexOf(f))]),
  );
  const args = [list, table, pages, narrowQuery, preloaderMs, app].map((a) => JSON.stringify(a));
  return `${RUNTIME.replace(/\n\s*/g, '')}(${args.join(',')});`;
}

/**
 * Pages are lazy chunks, so without help the browser learns of the visited page's code only
 * after the entry has run: a second round trip before anything of the page can paint. This
 * writes a tiny inline script into index.html that asks for the visited route's chunks, CSS
 * and largest picture at once, in parallel with the entry.
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'resin:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const pages: PrerenderedPages = Object.fromEntries(
          prerenderedRoutes().map((route) => [
            route.path,
            [route.name, `${route.title} | ${COMPANY.name}`] as const,
          ]),
        );
        // The app's entry and its static imports leave the HTML: the inline script starts them.
        const entry = /<script type="module" crossorigin src="\.\/([^"]+)"><\/script>\s*/.exec(
          html,
        );
        if (!entry?.[1]) throw new Error('resin:route-preload: no entry script in index.html');
        const preload: string[] = [];
        const stripped = html
          .replace(entry[0], '')
          .replace(
            /<link rel="modulepreload" crossorigin href="\.\/([^"]+)">\s*/g,
            (_, href: string) => {
              preload.push(href);
              return '';
            },
          );
        const app = { entry: entry[1], preload };
        // A page written as HTML brings its own stylesheets inline.
        const files = Object.fromEntries(
          Object.entries(routeFiles(ctx.bundle)).map(([path, list]) => [
            path,
            pages[path] ? list.filter((file) => !file.endsWith('.css')) : list,
          ]),
        );
        const script = preloadScript(files, pages, app, NARROW_QUERY, PRELOADER_MS);
        // Before the site's stylesheet: a script after a stylesheet that is still loading waits
        // for it, and this one has the page's own requests to start.
        const sheet = stripped.indexOf('<link rel="stylesheet"');
        if (sheet < 0) throw new Error('resin:route-preload: no stylesheet link in index.html');
        return `${stripped.slice(0, sheet)}<script>${script}</script>\n    ${stripped.slice(sheet)}`;
      },
    },
  };
}
