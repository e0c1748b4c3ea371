import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// One build serves the site and the partner embed: the chunks (React above all) are shared,
// so a page that has both loads React once. The loader keeps a fixed, unhashed name because
// partner pages point a script tag at it.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The bench and the size budgets read the chunk graph from here.
    manifest: true,
    rollupOptions: {
      input: {
        site: `${root}index.html`,
        'resin-widgets': `${root}src/widgets/embed/resin-widgets.ts`,
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'resin-widgets' ? 'embed/resin-widgets.js' : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
