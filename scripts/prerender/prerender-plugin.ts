import type { Plugin } from 'vite';
import { routeFiles } from '../route-preload/route-preload-plugin';
import { renderRoutes } from './render-routes';

/**
 * Writes each route's page as HTML next to the built site once the bundle is written, so the
 * inline script of index.html can show a page before the app's script has run. Each page's HTML
 * carries its own stylesheets (those beyond the site's), so that one request brings everything
 * the first paint needs.
 */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let sheets: Record<string, string[]> = {};
  return {
    name: 'resin:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_, bundle) {
      sheets = Object.fromEntries(
        Object.entries(routeFiles(bundle)).map(([path, files]) => [
          path,
          files.filter((file) => file.endsWith('.css')),
        ]),
      );
    },
    async closeBundle() {
      const started = Date.now();
      const count = await renderRoutes(outDir, root, (path) => sheets[path] ?? []);
      this.info(`prerendered ${count} pages in ${Date.now() - started} ms`);
    },
  };
}
