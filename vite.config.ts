import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloadPlugin } from './scripts/route-preload/route-preload-plugin';
import { shellHtmlPlugin } from './scripts/shell-html/shell-html-plugin';
import { fileURLToPath } from 'node:url';
import { downloadsPlugin } from './scripts/downloads/downloads-plugin';
import { prerenderPlugin } from './scripts/prerender/prerender-plugin';
import { preloadHelperPlugin } from './scripts/preload-helper/preload-helper-plugin';
import { embedBuildPlugin } from './scripts/embed-build/embed-build-plugin';
import { dealerDataPlugin } from './scripts/dealer-data/dealer-data-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// Direct mode writes from the browser with a token baked into the bundle; it must
// never be switched on by accident, so the build says so loudly.
function directModeWarning(): Plugin {
  return {
    name: 'direct-mode-warning',
    configResolved(config) {
      if (config.env.VITE_SUBMIT_MODE !== 'direct') return;
      const line = '!'.repeat(78);
      config.logger.warn(
        `\n${line}\n  VITE_SUBMIT_MODE=direct: the write token will be public in the browser bundle.\n` +
          `  Anyone can read every submission and change the dataset. Use the gateway instead.\n${line}\n`,
      );
    },
  };
}

// The site; the partner embed (the loader, at a fixed name partners point a script tag at, and
// the widgets) is built after it into the same folder, with chunks of its own (embedBuildPlugin).
export default defineConfig({
  base: './',
  plugins: [
    react(),
    preloadHelperPlugin(),
    dealerDataPlugin(),
    directModeWarning(),
    downloadsPlugin(),
    routePreloadPlugin(),
    shellHtmlPlugin(),
    prerenderPlugin(),
    embedBuildPlugin(),
  ],
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The bench and the size budgets read the chunk graph from here.
    manifest: true,
    rollupOptions: {
      input: { site: `${root}index.html` },
      // React in a chunk of its own, which the entry and every page share.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
