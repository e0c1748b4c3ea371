import { Hono } from 'hono';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { staticFiles } from '../static';

/** What the page tells the Studio before its code runs (studio/local-api.ts reads it). */
export interface LocalApiSettings {
  projectId: string;
  dataset: string;
  apiHost: string;
}

/**
 * A built Studio (`sanity build`, the same files a deploy gets), served as its host would: each
 * file as built, and every other address the Studio's own page, where its router takes over.
 * The page is told to use this service and its local sign-in; the files themselves hold no
 * token and no address of this machine.
 */
export function studioFiles(dir: string, settings: () => LocalApiSettings) {
  const root = resolve(dir);
  const files = staticFiles(root);
  const app = new Hono();
  const page = () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    // `<` escaped, so no value can close the script early.
    const json = JSON.stringify(settings()).replace(/</g, '\\u003c');
    return html.replace('<head>', `<head><script>window.__KALPA_LOCAL_API__=${json}</script>`);
  };
  app.get('*', async (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    const file = normalize(join(root, path));
    const isFile =
      file.startsWith(root + sep) &&
      !file.endsWith(`${sep}index.html`) &&
      existsSync(file) &&
      statSync(file).isFile();
    if (isFile) {
      const response = await files.fetch(c.req.raw);
      // The build names its files by their content: a name never gets other bytes.
      if (path.startsWith('/static/') && /-[\w-]{8}\.\w+$/.test(path))
        response.headers.set('cache-control', 'public, max-age=31536000, immutable');
      return response;
    }
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(page());
  });
  return app;
}
