// Renders every route's page to HTML at build time, through a server build of
// src/site/prerender.tsx, so that the browser can paint a page before its script has run.
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
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

/** Writes `prerender/<name>.<width>.html` into the built site for every prerendered route. */
export async function renderRoutes(distDir: string, root = process.cwd()): Promise<number> {
  const work = join(resolve(root), 'node_modules/.prerender');
  // The build's outDir may be absolute (the tests build into a temporary folder).
  const target = resolve(root, distDir, 'prerender');
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
  return jobs.length;
}
