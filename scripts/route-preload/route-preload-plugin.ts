import { readFileSync } from 'node:fs';
import { minify, transformWithOxc, type Plugin, type Rollup } from 'vite';
import { SITE_ROUTES } from '../../src/site/site-routes';
import type { FirstPaintApp } from '../../src/site/boot/first-paint';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const PAGE_MODULE = /\/src\/site\/pages\/([^/]+)\/\1-page\.tsx$/;
/** The alternate footer, which the shell loads lazily for the template-derived layouts. */
const ALT_FOOTER = /\/src\/site\/layout\/alt-footer\.tsx$/;
/** Longest wait for the page's pictures or its load event before the app is started anyway. */
const PICTURE_WAIT_MS = 3000;

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
}

function closure(byFile: Map<string, OutputChunk>, file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(byFile, dep, seen);
  return seen;
}

/**
 * For each route (by its pattern, '/application/:slug'), the files its page needs beyond what
 * the entry already loads: its chunks and their stylesheets, and on the template-derived
 * layouts the alternate footer's, which the page's HTML shows too.
 */
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
  const footer = all.find((c) => c.isDynamicEntry && ALT_FOOTER.test(c.facadeModuleId ?? ''));
  const filesOf = (chunk: OutputChunk) => {
    const files: string[] = [];
    for (const file of closure(byFile, chunk.fileName)) {
      if (base.has(file)) continue;
      files.push(file);
      const css = byFile.get(file)?.viteMetadata?.importedCss;
      if (css) files.push(...css);
    }
    return files;
  };
  const result: Record<string, string[]> = {};
  for (const route of SITE_ROUTES) {
    const chunk = pageChunks.get(route.page);
    if (!chunk) continue;
    const files = filesOf(chunk);
    if (footer && (route.layout ?? 'main') !== 'main') {
      files.push(...filesOf(footer).filter((file) => !files.includes(file)));
    }
    result[route.path] = files;
  }
  return result;
}

/** Where index.html keeps the app's files for the pages the build writes from it. */
const MARK = /<!--first-paint (\{.*?\})-->/;

/** The app's files index.html named, and the template without its marker. */
export function readAppFiles(template: string): { app: FirstPaintApp; template: string } {
  const found = MARK.exec(template);
  if (!found?.[1]) throw new Error('resin:route-preload: no first-paint mark in index.html');
  return { app: JSON.parse(found[1]) as FirstPaintApp, template: template.replace(MARK, '') };
}

/** The id of the element that holds a page's files for the inline script. */
export const APP_FILES_ID = 'app-files';

/**
 * The inline script of every page, compiled from src/site/boot/first-paint.ts: the same bytes
 * on every page (its page's files come in a JSON element beside it), so one hash allows it in
 * a Content-Security-Policy.
 */
export async function firstPaintScript(): Promise<string> {
  const source = new URL('../../src/site/boot/first-paint.ts', import.meta.url);
  const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source.pathname, {
    lang: 'ts',
  });
  const body = code.replace(/^export /gm, '');
  const call = `firstPaint(JSON.parse(document.getElementById(${JSON.stringify(APP_FILES_ID)}).textContent),${PICTURE_WAIT_MS});`;
  const { code: small, errors } = await minify(
    'first-paint.js',
    `(function(){${body}\n${call}})();`,
    { compress: true, mangle: true },
  );
  if (errors.length) throw new Error(`first-paint: ${JSON.stringify(errors)}`);
  return small.trim();
}

/**
 * index.html as the build writes it is the template of every page. This takes the app's entry
 * and the modules it imports at once out of it (each page's inline script starts them, once
 * the page has painted) and leaves their names in a marker where that script goes: before the
 * site's stylesheet, which would hold a script after it until loaded.
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'resin:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
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
        const app: FirstPaintApp = { entry: entry[1], preload };
        const sheet = stripped.indexOf('<link rel="stylesheet"');
        if (sheet < 0) throw new Error('resin:route-preload: no stylesheet link in index.html');
        return `${stripped.slice(0, sheet)}<!--first-paint ${JSON.stringify(app)}-->\n    ${stripped.slice(sheet)}`;
      },
    },
  };
}
