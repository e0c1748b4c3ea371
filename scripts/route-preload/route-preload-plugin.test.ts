import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadScript, routeFiles } from './route-preload-plugin';

function chunk(fileName: string, extra: Partial<Rollup.OutputChunk>): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
    ...extra,
  } as unknown as Rollup.OutputChunk;
}

const bundle = {
  'assets/site.js': chunk('assets/site.js', {
    name: 'site',
    isEntry: true,
    imports: ['assets/react.js'],
  }),
  'assets/react.js': chunk('assets/react.js', {}),
  'assets/products-page.js': chunk('assets/products-page.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/src/site/pages/products/products-page.tsx',
    imports: ['assets/react.js', 'assets/product-tabs.js'],
    viteMetadata: {
      importedCss: new Set(['assets/products-page.css']),
      importedAssets: new Set(),
    } as Rollup.OutputChunk['viteMetadata'],
  }),
  'assets/product-tabs.js': chunk('assets/product-tabs.js', {}),
} as unknown as Rollup.OutputBundle;

function preloadedFor(hash: string, files: Record<string, string[]>) {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', `/${hash}`);
  new Function(preloadScript(files))();
  return [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`);
}

describe('route preload', () => {
  it("lists a page's own chunks and CSS, not what the entry already loads", () => {
    expect(routeFiles(bundle)['/products']).toEqual([
      'assets/products-page.js',
      'assets/products-page.css',
      'assets/product-tabs.js',
    ]);
  });

  it('preloads the visited route read from the hash, ignoring an anchor and a trailing slash', () => {
    const files = routeFiles(bundle);
    const links = preloadedFor('#/products/#tab', files);
    expect(links).toEqual([
      'modulepreload http://localhost:3000/assets/products-page.js',
      'preload http://localhost:3000/assets/products-page.css',
      'modulepreload http://localhost:3000/assets/product-tabs.js',
    ]);
    expect(preloadedFor('#/no-such-page', files)).toEqual([]);
  });
});
