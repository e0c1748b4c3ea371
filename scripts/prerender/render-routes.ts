// Renders every route's page to HTML at build time, through a server build of
// src/site/prerender.tsx, so that the browser can paint a page before its script has run.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { PRERENDER_WIDTHS, prerenderedRoutes } from './prerender-routes';

const run = promisify(execFile);

/** Runs in its own Node process: the build's module loader cannot import the server bundle. */
const RENDERER = `
import { writeFile } from 'node:fs/promises';
const [bundle, jobs] = process.argv.slice(1);
const { prerenderRoute } = await import(bundle);
for (const job of JSON.parse(jobs)) await writeFile(job.file, await prerenderRoute(job.path, job.width));
`;

async function buildRenderer(root: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
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

/**
 * A stylesheet's text for a `<style>` element in the page: the `url()`s it holds are relative to
 * the stylesheet's own place in the built site, and become relative to the site's root, where
 * the page is shown.
 */
export function inlineStyle(css: string, sheet: string): string {
  const from = new URL(sheet, 'http://site/');
  return css
    .replace(/url\((['"]?)(?![a-z]+:|#|\/)([^'")]+)\1\)/gi, (_, quote: string, ref: string) => {
      const target = new URL(ref, from);
      return `url(${quote}${target.pathname.slice(1)}${target.search}${target.hash}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
}

/**
 * Writes `prerender/<name>.<width>.html` into the built site for every prerendered route, each
 * starting with the route's own stylesheets (`sheetsFor`, paths inside the built site) inlined,
 * one `<style data-href="assets/….css">` each.
 */
export async function renderRoutes(
  distDir: string,
  root = process.cwd(),
  sheetsFor: (path: string) => string[] = () => [],
): Promise<number> {
  const work = join(resolve(root), 'node_modules/.prerender');
  // The build's outDir may be absolute (the tests build into a temporary folder).
  const site = resolve(root, distDir);
  const target = join(site, 'prerender');
  await mkdir(target, { recursive: true });
  const jobs = prerenderedRoutes().flatMap(({ path, name }) =>
    Object.entries(PRERENDER_WIDTHS).map(([key, width]) => ({
      path,
      width,
      file: join(target, `${name}.${key}.html`),
    })),
  );
  try {
    const bundle = await buildRenderer(resolve(root), work);
    await run(
      process.execPath,
      ['--input-type=module', '-e', RENDERER, bundle, JSON.stringify(jobs)],
      {
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const styles = new Map<string, Promise<string>>();
  const styleOf = (sheet: string) => {
    const style =
      styles.get(sheet) ??
      readFile(join(site, sheet), 'utf8').then((css) => inlineStyle(css, sheet));
    styles.set(sheet, style);
    return style;
  };
  await Promise.all(
    jobs.map(async (job) => {
      const sheets = sheetsFor(job.path);
      if (!sheets.length) return;
      // Each marked with its file, so the app, finding it in the page, does not fetch the file.
      const inline = await Promise.all(
        sheets.map(async (sheet) => `<style data-href="${sheet}">${await styleOf(sheet)}</style>`),
      );
      await writeFile(job.file, `${inline.join('')}${await readFile(job.file, 'utf8')}`);
    }),
  );
  return jobs.length;
}
