// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
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

/** Runs the inline script in a fresh window at `hash`, and lists what it asked for. */
async function preloadedFor(
  hash: string,
  files: Record<string, string[]>,
  pages: Record<string, [string, string]> = {},
  width = 390,
) {
  const dom = new JSDOM('<!doctype html><div id="root"></div>', {
    url: `http://localhost:3000/${hash}`,
    runScripts: 'outside-only',
  });
  const { window } = dom;
  const fetched: string[] = [];
  Object.assign(window, {
    fetch: vi.fn((url: string) => {
      fetched.push(url);
      const page = '<style data-href="assets/products-page.css">main{}</style><main>page</main>';
      return Promise.resolve({ ok: true, text: () => Promise.resolve(page) });
    }),
    matchMedia: (query: string) => ({ matches: /max-width/.test(query) && width <= 1200 }),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
  });
  // Links never load in this window: say they did, as a browser would.
  const append = window.document.head.appendChild.bind(window.document.head);
  window.document.head.appendChild = <T extends Node>(node: T): T => {
    const result = append(node);
    if (node instanceof window.HTMLLinkElement)
      setTimeout(() => node.onload?.(new window.Event('load')), 0);
    return result;
  };
  window.eval(
    preloadScript(files, pages, { entry: 'assets/site.js', preload: ['assets/react.js'] }),
  );
  // The script works through a chain of timers (fetch, stylesheet load, frame) before it adds
  // the app's script: wait for that, however slow the machine, rather than a fixed time.
  const head = window.document.head;
  const deadline = Date.now() + 5000;
  while (!head.querySelector('script') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    links: [...head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`),
    scripts: [...head.querySelectorAll('script')].map((s) => s.src),
    fetched,
    root: window.document.getElementById('root')?.innerHTML,
    styles: [...head.querySelectorAll('style')].map((s) => s.getAttribute('data-href')),
    title: window.document.title,
  };
}

describe('route preload', () => {
  it("lists a page's own chunks and CSS, not what the entry already loads", () => {
    expect(routeFiles(bundle)['/products']).toEqual([
      'assets/products-page.js',
      'assets/products-page.css',
      'assets/product-tabs.js',
    ]);
  });

  it('preloads the visited route read from the hash, ignoring an anchor and a trailing slash, then starts the app', async () => {
    const files = routeFiles(bundle);
    const visit = await preloadedFor('#/products/#tab', files);
    expect(visit.links).toEqual([
      'preload http://localhost:3000/assets/products-page.css',
      'modulepreload http://localhost:3000/assets/react.js',
      'modulepreload http://localhost:3000/assets/products-page.js',
      'modulepreload http://localhost:3000/assets/product-tabs.js',
    ]);
    expect(visit.scripts).toEqual(['http://localhost:3000/assets/site.js']);
    expect(visit.fetched).toEqual([]);
    const unknown = await preloadedFor('#/no-such-page', files);
    expect(unknown.links).toEqual(['modulepreload http://localhost:3000/assets/react.js']);
    expect(unknown.scripts).toEqual(['http://localhost:3000/assets/site.js']);
  });

  it('shows a prerendered page for the window width before it starts the app', async () => {
    // The page's HTML carries its own stylesheets, so the build lists none for it.
    const files = { '/products': ['assets/products-page.js', 'assets/product-tabs.js'] };
    const pages = { '/products': ['products', 'Products | Kalpa Resins'] as [string, string] };
    const phone = await preloadedFor('#/products', files, pages, 390);
    expect(phone.fetched).toEqual(['prerender/products.narrow.html']);
    expect(phone.links).toEqual([
      'modulepreload http://localhost:3000/assets/react.js',
      'modulepreload http://localhost:3000/assets/products-page.js',
      'modulepreload http://localhost:3000/assets/product-tabs.js',
    ]);
    // Its inline stylesheets move to the head, where they stay when the app replaces the page.
    expect(phone.root).toBe('<main>page</main>');
    expect(phone.styles).toEqual(['assets/products-page.css']);
    expect(phone.title).toBe('Products | Kalpa Resins');
    expect(phone.scripts).toEqual(['http://localhost:3000/assets/site.js']);
    const desktop = await preloadedFor('#/products', files, pages, 1366);
    expect(desktop.fetched).toEqual(['prerender/products.wide.html']);
  });
});
