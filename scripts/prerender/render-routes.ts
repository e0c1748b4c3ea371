// Writes every page of the site as its own HTML file at its clean path ('products/index.html'),
// the error page unknown addresses get (404.html), the sitemap and robots.txt. Pages are rendered
// through a server build of src/site/prerender.tsx, so a visitor, or a crawler without
// JavaScript, reads the whole page in the HTML.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { COMPANY } from '../../src/content/company';
import { robotsTxt, sitemapXml } from '../../src/site/seo/crawler-files';
import { headElements } from '../../src/site/seo/head-html';
import type { PageHead } from '../../src/site/seo/page-head';
import { notFoundMeta } from '../../src/site/seo/page-meta';
import { sitePages } from '../../src/site/seo/site-pages';
import { organization } from '../../src/site/seo/structured-data';
import { dealerDataPlugin } from '../dealer-data/dealer-data-plugin';
import { preloaderMarkup } from '../shell-html/shell-html-plugin';
import { firstPaintScript, readAppFiles } from '../route-preload/route-preload-plugin';
import { inlineStyle, pageDocument } from './page-document';

const run = promisify(execFile);

/** The address the site is published at, for canonical links, previews and the sitemap. */
export const siteUrl = () => process.env.SITE_URL ?? COMPANY.website;

/**
 * Runs in its own Node process: the build's module loader cannot import the server bundle.
 * Writes each page's body, and beside it its head (a page in another language loads its
 * words there, as only the bundle can).
 */
const RENDERER = `
import { writeFile } from 'node:fs/promises';
const [bundle, jobs, siteUrl] = process.argv.slice(1);
const { prerenderRoute, pageHead } = await import(bundle);
for (const job of JSON.parse(jobs)) {
  await writeFile(job.file, await prerenderRoute(job.path));
  if (job.head) await writeFile(job.head, JSON.stringify(await pageHead(job.path, siteUrl)));
}
`;

async function buildRenderer(root: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    // The dealer finder's map and place table, which its page imports.
    plugins: [dealerDataPlugin()],
    // One bundle with its own production React, whatever this process has loaded already.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': '"production"' },
    // Production JSX whatever NODE_ENV the calling process has (the tests run builds too).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      ssr: 'src/site/prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
    },
  });
  return pathToFileURL(join(outDir, 'prerender.js')).href;
}

/** The file a clean path is written to: '/' is index.html, '/products/' products/index.html. */
export function pageFile(path: string): string {
  return `${decodeURIComponent(path).replace(/^\//, '')}index.html`;
}

/** An address no page has, for the error page's rendering. */
const UNKNOWN_PATH = '/404/';

/**
 * Writes every page, 404.html, sitemap.xml and robots.txt into the built site. `filesFor`
 * gives a route's own files (chunks and stylesheets, paths inside the built site) by its
 * pattern; the stylesheets are inlined, the chunks preloaded when the app starts.
 */
export async function renderRoutes(
  distDir: string,
  root = process.cwd(),
  filesFor: (route: string) => string[] = () => [],
): Promise<number> {
  const work = join(resolve(root), 'node_modules/.prerender');
  // The build's outDir may be absolute (the tests build into a temporary folder).
  const site = resolve(root, distDir);
  const { app, template } = readAppFiles(await readFile(join(site, 'index.html'), 'utf8'));
  const pages = sitePages();
  const out = join(work, 'out');
  const jobs = [
    ...pages.map((page, index) => ({
      path: page.path,
      file: join(out, `${index}.html`),
      head: join(out, `${index}.json`),
    })),
    { path: UNKNOWN_PATH, file: join(out, '404.html') },
  ];
  const url = siteUrl();
  try {
    const bundle = await buildRenderer(resolve(root), work);
    await mkdir(out, { recursive: true });
    await run(
      process.execPath,
      ['--input-type=module', '-e', RENDERER, bundle, JSON.stringify(jobs), url],
      { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
    );
    const bodies = await Promise.all(jobs.map((job) => readFile(job.file, 'utf8')));
    const heads = await Promise.all(
      pages.map(async (_, index) => {
        const json = await readFile(join(out, `${index}.json`), 'utf8');
        return JSON.parse(json) as PageHead;
      }),
    );
    const script = await firstPaintScript();
    const styles = new Map<string, Promise<string>>();
    const styleOf = (sheet: string) => {
      const style =
        styles.get(sheet) ??
        readFile(join(site, sheet), 'utf8').then(
          // Each marked with its file, so the app, finding it in the page, does not fetch it.
          (css) => `<style data-href="${sheet}">${inlineStyle(css, sheet)}</style>`,
        );
      styles.set(sheet, style);
      return style;
    };
    const write = async (file: string, html: string) => {
      await mkdir(dirname(join(site, file)), { recursive: true });
      await writeFile(join(site, file), html);
    };
    const documentOf = async (route: string | undefined, body: string) => {
      const files = route ? filesFor(route) : [];
      return {
        styles: (await Promise.all(files.filter((f) => f.endsWith('.css')).map(styleOf))).join(''),
        app: {
          entry: app.entry,
          preload: [...app.preload, ...files.filter((f) => f.endsWith('.js'))],
        },
        script,
        body,
      };
    };
    await Promise.all(
      pages.map(async (page, index) => {
        const { documentTitle, head, lang, versions, loading } = heads[index]!;
        const parts = await documentOf(page.route.path, bodies[index] ?? '');
        // The inline script sends a visitor who chose another language to its version.
        const app = Object.keys(versions).length ? { ...parts.app, versions } : parts.app;
        await write(
          pageFile(page.path),
          pageDocument(template, {
            ...parts,
            app,
            documentTitle,
            head,
            lang,
            ...(loading ? { preloader: preloaderMarkup(loading) } : {}),
          }),
        );
      }),
    );
    const missing = notFoundMeta();
    const notFound = await documentOf(undefined, bodies.at(-1) ?? '');
    await write(
      '404.html',
      pageDocument(template, {
        ...notFound,
        documentTitle: missing.documentTitle,
        head: headElements(missing, [organization(url)], url),
        status: 404,
      }),
    );
    await write('sitemap.xml', sitemapXml(url));
    await write('robots.txt', robotsTxt(url));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return pages.length;
}
