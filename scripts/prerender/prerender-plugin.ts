import type { Plugin } from 'vite';
import { routeFiles } from '../route-preload/route-preload-plugin';
import { renderRoutes } from './render-routes';

/**
 * Writes each page of the site as HTML at its clean path once the bundle is written, with the
 * sitemap and robots.txt. Each page carries its own stylesheets (those beyond the site's), so
 * that one request brings everything the first paint needs.
 */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let files: Record<string, string[]> = {};
  return {
    name: 'resin:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    // Once written: by then the bundle has lost the chunks that held only CSS.
    writeBundle(_, bundle) {
      files = routeFiles(bundle);
    },
    async closeBundle() {
      const started = Date.now();
      const count = await renderRoutes(outDir, root, (route) => files[route] ?? []);
      this.info(`prerendered ${count} pages in ${Date.now() - started} ms`);
    },
  };
}
