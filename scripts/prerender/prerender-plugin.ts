import type { Plugin } from 'vite';
import { renderRoutes } from './render-routes';

/**
 * Writes each route's page as HTML next to the built site once the bundle is written, so the
 * inline script of index.html can show a page before the app's script has run.
 */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'resin:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async closeBundle() {
      const started = Date.now();
      const count = await renderRoutes(outDir, root);
      this.info(`prerendered ${count} pages in ${Date.now() - started} ms`);
    },
  };
}
