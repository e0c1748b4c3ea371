import type { Plugin, Rollup } from 'vite';
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { HERO_SLIDES } from '../../src/content/home';
import { SITE_ROUTES } from '../../src/site/site-routes';

const PAGE_MODULE = /\/src\/site\/pages\/([^/]+)\/\1-page\.tsx$/;

/** The largest paint of a route, when it is a picture the page's code would only ask for late. */
const ROUTE_IMAGES: Record<string, string | undefined> = { '/': HERO_SLIDES[0]?.image.src };

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
  return result;
}

/** The inline script: reads the route from the hash and preloads that route's files. */
export function preloadScript(files: Record<string, string[]>): string {
  const list = [...new Set(Object.values(files).flat())];
  const table = Object.fromEntries(
    Object.entries(files).map(([path, fs]) => [path, fs.map((f) => list.indexOf(f))]),
  );
  return `(function(f,m){var p=location.hash.replace(/^#/,'').split(/[?#]/)[0].replace(/\\/+$/,'')||'/';(m[p]||[]).forEach(function(i){var h=f[i],l=document.createElement('link');if(/\\.js$/.test(h))l.rel='modulepreload';else if(/\\.css$/.test(h)){l.rel='preload';l.as='style';l.crossOrigin='';}else{l.rel='preload';l.as='image';}l.href=h;document.head.appendChild(l);});})(${JSON.stringify(list)},${JSON.stringify(table)});`;
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
        const script = preloadScript(routeFiles(ctx.bundle));
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}
