import { Hono } from 'hono';
import { basePath } from 'hono/route';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Files whose text compresses; pictures, PDFs and fonts are compressed already. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
/** Smaller files gain less from compression than the header costs. */
const COMPRESS_FROM = 1024;
const brotli = promisify(brotliCompress);
const brotliAt = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * A text file's Brotli form, made once per version of the file. The first request gets a quick
 * one (quality 5, about a millisecond for a page); the smallest (quality 11, some tens of
 * milliseconds) is made beside it, off the event loop, and served from then on. A page's HTML
 * is then a fifth smaller than gzip makes it, which keeps most pages within the first round
 * trip of a new connection.
 */
function brotliCache() {
  const cache = new Map<string, { stamp: string; body: Buffer }>();
  return (file: string, stamp: string): Buffer => {
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.body;
    const text = readFileSync(file);
    const quick = brotliCompressSync(text, brotliAt(5, text.length));
    cache.set(file, { stamp, body: quick });
    brotli(text, brotliAt(11, text.length)).then(
      (best) => {
        if (cache.get(file)?.stamp === stamp) cache.set(file, { stamp, body: best });
      },
      () => undefined,
    );
    return quick;
  };
}

/** Whether the request's Accept-Encoding takes Brotli (and does not refuse it with q=0). */
function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.trim().split(';');
    if (name?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export interface StaticOptions {
  /** The file a folder's address serves; index.html unless named. */
  index?: string;
  /** Headers an HTML file is served with, made from its text (e.g. a policy with its hashes). */
  htmlHeaders?: (html: string) => Record<string, string>;
  /**
   * The page an address with no file gets, with status 404 (the site's 404.html); without it,
   * a bare 404.
   */
  notFound?: string;
}

/**
 * Serves a folder of built files as a static host does: a folder's address without its
 * trailing slash is redirected to it ('/products' -> '/products/', where the page's file is),
 * and an address with no file gets the site's error page with status 404. Hashed files under
 * assets/ are cached for a year; everything else is revalidated so a new deploy is seen at once.
 * Text files go out in Brotli to a browser that accepts it.
 */
export function staticFiles(dir: string, options: StaticOptions = {}) {
  const root = resolve(dir);
  const app = new Hono();
  // An HTML file's headers, made again only when the file changed (a rebuild while serving).
  const htmlCache = new Map<string, { stamp: string; headers: Record<string, string> }>();
  function headersOfHtml(file: string): Record<string, string> {
    if (!options.htmlHeaders || extname(file) !== '.html') return {};
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const cached = htmlCache.get(file);
    if (cached?.stamp === stamp) return cached.headers;
    const headers = options.htmlHeaders(readFileSync(file, 'utf8'));
    htmlCache.set(file, { stamp, headers });
    return headers;
  }
  const brotliOf = brotliCache();
  app.get('*', (c) => {
    // Mounted under a prefix (`app.route('/demo', ...)`), the folder maps to what follows it.
    const mount = basePath(c).replace(/\/$/, '');
    const fullPath = decodeURIComponent(new URL(c.req.url).pathname);
    const urlPath = fullPath.startsWith(mount) ? fullPath.slice(mount.length) || '/' : fullPath;
    let file = normalize(join(root, urlPath));
    if (file !== root && !file.startsWith(root + sep)) return c.notFound();
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!fullPath.endsWith('/')) {
        const url = new URL(c.req.url);
        return c.redirect(`${url.pathname}/${url.search}`, 301);
      }
      file = join(file, options.index ?? 'index.html');
    }
    let status = 200;
    if (!existsSync(file) || !statSync(file).isFile()) {
      const page = options.notFound ? join(root, options.notFound) : undefined;
      if (!page || !existsSync(page)) return c.notFound();
      file = page;
      status = 404;
    }
    const { size, mtimeMs } = statSync(file);
    const headers = new Headers({
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(size),
      'x-content-type-options': 'nosniff',
      'cache-control': /[\\/]assets[\\/]/.test(file)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    for (const [name, value] of Object.entries(headersOfHtml(file))) headers.set(name, value);
    // Partner pages load the embed loader and its chunks as cross-origin module scripts, which
    // need CORS. They are public files fetched without credentials, so any origin may read
    // them; which origins may submit is the gateway's decision (ALLOWED_ORIGINS).
    if (/^\/(embed|assets)\//.test(urlPath)) headers.set('access-control-allow-origin', '*');
    const text = TEXT.has(extname(file)) && size >= COMPRESS_FROM;
    // Text is sent in Brotli to a browser that takes it; others get gzip from the server's
    // compression, which leaves an answer that is already encoded alone.
    if (text) headers.set('vary', 'accept-encoding');
    if (text && acceptsBrotli(c.req.header('accept-encoding'))) {
      const encoded = brotliOf(file, `${mtimeMs}:${size}`);
      headers.set('content-encoding', 'br');
      headers.set('content-length', String(encoded.length));
      return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(encoded), {
        status,
        headers,
      });
    }
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
    return new Response(c.req.method === 'HEAD' ? null : body, { status, headers });
  });
  return app;
}
