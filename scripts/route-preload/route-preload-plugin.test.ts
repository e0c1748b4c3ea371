// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { hashRouteTarget } from '../../src/content/site-paths';
import { hashTarget, LANGUAGE_KEY } from '../../src/site/boot/first-paint';
import { APP_FILES_ID, firstPaintScript, readAppFiles, routeFiles } from './route-preload-plugin';

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

const css = (file: string) =>
  ({
    importedCss: new Set([file]),
    importedAssets: new Set(),
  }) as Rollup.OutputChunk['viteMetadata'];

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
    viteMetadata: css('assets/products-page.css'),
  }),
  'assets/product-tabs.js': chunk('assets/product-tabs.js', {}),
  'assets/faq-page.js': chunk('assets/faq-page.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/src/site/pages/faq/faq-page.tsx',
    viteMetadata: css('assets/faq-page.css'),
  }),
  'assets/alt-footer.js': chunk('assets/alt-footer.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/src/site/layout/alt-footer.tsx',
    viteMetadata: css('assets/alt-footer.css'),
  }),
} as unknown as Rollup.OutputBundle;

const APP = { entry: 'assets/site.js', preload: ['assets/react.js'] };

/** A page at `url` with the inline script, as the build writes it; what it asked for. */
/** A page in a language, with its versions, and the language its visitor chose before. */
interface PageSetup {
  lang?: string;
  versions?: Record<string, string>;
  chosen?: string;
}

async function runFirstPaint(url: string, { lang = 'en', versions, chosen }: PageSetup = {}) {
  const script = await firstPaintScript();
  const app = versions ? { ...APP, versions } : APP;
  const dom = new JSDOM(
    `<!doctype html><html lang="${lang}"><head><base href="/"><script type="application/json" id="${APP_FILES_ID}">${JSON.stringify(app)}</script></head><body><img src="images/a.webp"><div id="root"><main>page</main></div></body></html>`,
    { url, runScripts: 'outside-only', pretendToBeVisual: true },
  );
  const { window } = dom;
  if (chosen) window.localStorage.setItem(LANGUAGE_KEY, chosen);
  const replaced: string[] = [];
  let stopped = false;
  // jsdom cannot navigate: the script sees a location and stop() that record where it sends
  // the visitor instead.
  Object.assign(window, {
    fakeLocation: {
      hash: new URL(url).hash,
      pathname: new URL(url).pathname,
      search: new URL(url).search,
      replace: (to: string) => replaced.push(to),
    },
    fakeStop: () => {
      stopped = true;
    },
  });
  window.HTMLImageElement.prototype.decode = () => Promise.resolve();
  window.eval(`(function (location, stop) {${script}})(fakeLocation, fakeStop);`);
  return { window, replaced, stopped: () => stopped };
}

describe("a page's own files", () => {
  it('are its chunks and CSS, not what the entry already loads', () => {
    expect(routeFiles(bundle)['/products']).toEqual([
      'assets/products-page.js',
      'assets/products-page.css',
      'assets/product-tabs.js',
    ]);
  });

  it('include the alternate footer on the template-derived layouts, whose HTML shows it', () => {
    expect(routeFiles(bundle)['/faq']).toEqual([
      'assets/faq-page.js',
      'assets/faq-page.css',
      'assets/alt-footer.js',
      'assets/alt-footer.css',
    ]);
  });

  it("are read back from index.html's marker", () => {
    const html = `<head><!--first-paint ${JSON.stringify(APP)}-->\n<link rel="stylesheet"></head>`;
    expect(readAppFiles(html)).toEqual({
      app: APP,
      template: '<head>\n<link rel="stylesheet"></head>',
    });
  });
});

describe('the inline script', () => {
  it.each([
    '#/',
    '#/products',
    '#/products#ortho',
    '#/blog?tag=Curing&page=2',
    '#//application/marine',
    '#/downloads/x.pdf',
    '#certificates',
    '',
  ])('takes %s where the router would', (hash) => {
    expect(hashTarget(hash)).toBe(hashRouteTarget(hash));
  });

  it('takes an old hash address to its clean path before anything else', async () => {
    const page = await runFirstPaint('http://localhost:3000/#/about-us#certificates');
    expect(page.stopped()).toBe(true);
    expect(page.replaced).toEqual(['http://localhost:3000/about-us/#certificates']);
    expect(page.window.document.head.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it.each([
    ['/?utm_source=x&utm_medium=y#/applications', '/applications/?utm_source=x&utm_medium=y'],
    ['/?utm_source=x#/about-us#certificates', '/about-us/?utm_source=x#certificates'],
    ['/?utm_campaign=dec#/blog?tag=Curing', '/blog/?utm_campaign=dec&tag=Curing'],
    ['/?utm_source=x#/application/marine', '/application/marine/?utm_source=x'],
    ['/?utm_source=x%20y#/hi/products', '/hi/products/?utm_source=x%20y'],
  ])('keeps the query of %s when it sends the visitor on', async (from, to) => {
    const page = await runFirstPaint(`http://localhost:3000${from}`);
    expect(page.stopped()).toBe(true);
    expect(page.replaced).toEqual([`http://localhost:3000${to}`]);
  });

  it('keeps the query of an old address that names this very page, and only changes the address', async () => {
    const page = await runFirstPaint('http://localhost:3000/?utm_source=x#/');
    expect(page.stopped()).toBe(false);
    expect(page.replaced).toEqual([]);
    expect(page.window.location.href).toBe('http://localhost:3000/?utm_source=x');
  });

  it('changes only the address when the old one names this very page', async () => {
    const page = await runFirstPaint('http://localhost:3000/#/');
    expect(page.stopped()).toBe(false);
    expect(page.replaced).toEqual([]);
    expect(page.window.location.href).toBe('http://localhost:3000/');
  });

  it('starts the app once the page has loaded and its pictures are painted, not before', async () => {
    const page = await runFirstPaint('http://localhost:3000/products/');
    const { document } = page.window;
    const started = () =>
      [...document.head.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src);
    // Still loading: nothing of the app yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.replaced).toEqual([]);
    if (document.readyState !== 'complete') {
      expect(started()).toEqual([]);
      await new Promise((resolve) => page.window.addEventListener('load', resolve));
    }
    const deadline = Date.now() + 5000;
    while (started().length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(started()).toEqual(['http://localhost:3000/assets/site.js']);
    expect([...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`)).toEqual([
      'modulepreload http://localhost:3000/assets/react.js',
    ]);
  });

  const VERSIONS = {
    en: '/products/',
    hi: '/hi/products/',
    mr: '/mr/products/',
    ta: '/ta/products/',
    si: '/si/products/',
  };

  it('sends a visitor who chose a language to its version of the page, before anything else', async () => {
    const page = await runFirstPaint('http://localhost:3000/products/?x=1#ortho', {
      versions: VERSIONS,
      chosen: 'ta',
    });
    expect(page.stopped()).toBe(true);
    expect(page.replaced).toEqual(['/ta/products/?x=1#ortho']);
    expect(page.window.document.head.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it.each([
    { case: 'an address in another language', url: '/hi/products/', lang: 'hi', chosen: 'ta' },
    { case: 'the choice of English', url: '/products/', lang: 'en', chosen: 'en' },
    { case: 'no choice', url: '/products/', lang: 'en', chosen: undefined },
    { case: 'a choice the page has no version in', url: '/products/', lang: 'en', chosen: 'fr' },
  ])('keeps the page for $case', async ({ url, lang, chosen }) => {
    const page = await runFirstPaint(`http://localhost:3000${url}`, {
      lang,
      versions: VERSIONS,
      ...(chosen ? { chosen } : {}),
    });
    expect(page.stopped()).toBe(false);
    expect(page.replaced).toEqual([]);
  });

  it('keeps a page in English only whatever the visitor chose', async () => {
    const page = await runFirstPaint('http://localhost:3000/about-us/', { chosen: 'hi' });
    expect(page.stopped()).toBe(false);
    expect(page.replaced).toEqual([]);
  });

  it('is the same on every page, so one hash allows it', async () => {
    expect(await firstPaintScript()).toBe(await firstPaintScript());
    expect(await firstPaintScript()).not.toMatch(/assets\//);
  });
});
