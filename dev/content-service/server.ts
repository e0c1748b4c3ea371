import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { GroqSyntaxError, evaluate, parse } from 'groq-js';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceError } from './errors';
import { renderListing } from './listing';
import { mutateBody, type StoredDocument } from './mutations';
import { DocumentStore } from './store';

export interface ContentServiceFaults {
  /** Wait this long before answering any API request. */
  delayMs?: number;
  /** Answer every API request with this status (and a Content Lake error body) without doing it. */
  status?: number;
  /** Answer every API request with 200 and a body that is not JSON, without doing it. */
  garbage?: boolean;
}

export interface ContentServiceOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 'localhost', as the stack. */
  hostname?: string;
  /** Folder of documents.json and files/, e.g. '.data/content'. */
  dataDir: string;
  /** Bearer token every API request needs, reads too: the dataset is private. */
  token: string;
  /** Exact origins a browser may call from; others get no CORS headers and a 403. */
  allowedOrigins: string[];
  /** Informational; appears in asset paths as on the Content Lake. */
  projectId?: string;
  /** The one dataset served; others are 404. Defaults to 'production'. */
  dataset?: string;
  faults?: ContentServiceFaults;
}

export interface ContentService {
  url: string;
  port: number;
  /** Changes the injected faults of a running service; `{}` turns them off. */
  setFaults(faults: ContentServiceFaults): void;
  /** Stops listening and waits for writes already accepted to reach the disk. */
  close(): Promise<void>;
}

const JSON_LIMIT = 1024 * 1024;
const ASSET_LIMIT = 10 * 1024 * 1024;
const API_VERSION = ':version{v(?:1|X|\\d{4}-\\d{2}-\\d{2})}';
/** From this API version on the Content Lake's default perspective hides drafts and versions. */
const PUBLISHED_BY_DEFAULT_SINCE = '2025-02-19';
const FILE_NAME = /^[0-9a-f]{40}\.[a-z0-9]{1,10}$/;
const CORS_HEADERS = 'Authorization, Content-Type, X-Sanity-Project-ID';

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
};
const EXTENSION_BY_MIME = Object.fromEntries(
  Object.entries(MIME_BY_EXTENSION).map(([extension, mime]) => [mime, extension]),
);

type Env = { Bindings: HttpBindings };

function errorResponse(c: Context, error: ServiceError, headers: Record<string, string> = {}) {
  return c.json(error.toBody(), error.status as 400, headers);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!presented) return false;
  // Hashing first gives equal lengths, so the comparison takes the same time for any guess.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4);
}

/** A Host other than a loopback name means a page that rebound its own DNS name to this machine. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(name)
  );
}

async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new ServiceError(413, 'requestEntityTooLarge', `Request body is larger than ${limit} bytes`);
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: Request): Promise<unknown> {
  const bytes = await readBody(request, JSON_LIMIT);
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new ServiceError(400, 'invalidJsonError', 'Request body is not valid JSON');
  }
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

function decodeParams(entries: Iterable<[string, string]>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of entries) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new ServiceError(
        400,
        'queryParseError',
        `Parameter ${key} is not valid JSON (parameters are JSON-encoded)`,
      );
    }
  }
  return params;
}

function visibleDocuments(
  documents: readonly StoredDocument[],
  perspective: string | undefined,
  apiVersion: string,
): readonly StoredDocument[] {
  const chosen =
    perspective ??
    (apiVersion === 'X' || apiVersion >= PUBLISHED_BY_DEFAULT_SINCE ? 'published' : 'raw');
  if (chosen === 'raw') return documents;
  if (chosen === 'published')
    return documents.filter(
      (document) => !document._id.startsWith('drafts.') && !document._id.startsWith('versions.'),
    );
  throw new ServiceError(
    400,
    'queryParseError',
    `Perspective "${chosen}" is not supported by the local content service (use "published" or "raw")`,
  );
}

function fileResponse(path: string, size: number, name: string): Response {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  // Only PDFs open inline: any other upload could be HTML or script that would then run on this
  // origin, where the submissions listing lives.
  const inline = extension === 'pdf';
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      'content-type': inline ? 'application/pdf' : 'application/octet-stream',
      'content-length': String(size),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
    },
  });
}

function normaliseHost(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::') return 'localhost';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

/**
 * A local stand-in for the part of Sanity's HTTP API the product uses, so that the real
 * @sanity/client (in the gateway, or in the browser in direct mode) talks to it unchanged.
 */
export async function startContentService(options: ContentServiceOptions): Promise<ContentService> {
  if (!options.token) throw new Error('startContentService: token must not be empty');
  const hostname = options.hostname ?? 'localhost';
  const dataset = options.dataset ?? 'production';
  const projectId = options.projectId ?? 'local';
  // Browsers send an origin without a path or trailing slash; accept the list written either way.
  const allowedOrigins = new Set(
    options.allowedOrigins.map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        return origin;
      }
    }),
  );
  const store = await DocumentStore.open(options.dataDir);
  let faults: ContentServiceFaults = { ...options.faults };
  let baseUrl = '';
  const closing = new AbortController();

  const app = new Hono<Env>();

  app.onError((error, c) => {
    if (error instanceof ServiceError) return errorResponse(c, error);
    console.error('content service:', error);
    return errorResponse(c, new ServiceError(500, 'internalError', 'Internal error'));
  });
  app.notFound((c) =>
    errorResponse(
      c,
      new ServiceError(404, 'notFound', `No route for ${c.req.method} ${c.req.path}`),
    ),
  );

  // CORS as the Content Lake does it: only listed origins get the headers, and a request that
  // names any other origin is refused outright rather than merely unreadable.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined) {
      if (c.req.method === 'OPTIONS') return c.body(null, 204);
      return next();
    }
    if (!allowedOrigins.has(origin)) {
      return errorResponse(
        c,
        new ServiceError(
          403,
          'corsOriginError',
          `The origin ${origin} is not allowed to call this content service (CORS)`,
        ),
      );
    }
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      c.header('Access-Control-Allow-Headers', CORS_HEADERS);
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    return next();
  });

  const loopbackOnly: MiddlewareHandler<Env> = async (c, next) => {
    const address = c.env.incoming.socket.remoteAddress;
    if (!isLoopbackAddress(address) || !isLoopbackHost(c.req.header('host')))
      return c.text('The submissions listing is only served to this machine.', 403);
    return next();
  };

  app.get('/', loopbackOnly, (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return c.html(renderListing(store.all(), (id) => store.get(id)));
  });

  // The listing's links: a browser following a link cannot send the bearer token.
  app.get('/resumes/:name', loopbackOnly, async (c) => {
    const name = c.req.param('name');
    if (!FILE_NAME.test(name)) return c.text('Not found', 404);
    const path = store.filePath(name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return c.text('No such stored file', 404);
    return fileResponse(path, info.size, name);
  });

  app.use('*', async (c, next) => {
    if (!tokenMatches(c.req.header('authorization'), options.token)) {
      const missing = c.req.header('authorization') === undefined;
      return errorResponse(
        c,
        new ServiceError(
          401,
          'unauthorized',
          missing
            ? 'Unauthorized - this dataset is private; send an Authorization: Bearer <token> header'
            : 'Unauthorized - the bearer token is not valid for this content service',
        ),
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    return next();
  });

  app.use('*', async (c, next) => {
    const current = faults;
    if (current.delayMs) {
      const stopped = await sleep(current.delayMs, false, { signal: closing.signal }).catch(
        () => true,
      );
      if (stopped) return errorResponse(c, new ServiceError(503, 'unavailable', 'Shutting down'));
    }
    if (current.garbage)
      return c.body('<html>upstream garbage {"result": [', 200, {
        'content-type': 'application/json',
      });
    if (current.status) {
      const status = current.status;
      return errorResponse(
        c,
        new ServiceError(status, 'injectedFault', `Injected fault: HTTP ${status}`),
        status === 429 || status === 503 ? { 'Retry-After': '1' } : {},
      );
    }
    return next();
  });

  const checkDataset = (name: string) => {
    if (name !== dataset) throw new ServiceError(404, 'notFound', `Dataset "${name}" not found`);
  };

  app.post(`/${API_VERSION}/data/mutate/:dataset`, async (c) => {
    checkDataset(c.req.param('dataset'));
    const parsed = mutateBody.safeParse(await readJson(c.req.raw));
    if (!parsed.success)
      throw new ServiceError(
        400,
        'validationError',
        `Malformed mutate body: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`,
      );
    const results = await store.transact(parsed.data.mutations, {
      dryRun: flag(c.req.query('dryRun')),
    });
    const returnDocuments = flag(c.req.query('returnDocuments'));
    return c.json({
      transactionId: parsed.data.transactionId ?? randomUUID(),
      results: results.map(({ id, operation, document }) =>
        returnDocuments && document ? { id, operation, document } : { id, operation },
      ),
      ...(flag(c.req.query('returnIds')) ? { documentIds: results.map(({ id }) => id) } : {}),
    });
  });

  const runQuery = async (
    c: Context<Env>,
    query: unknown,
    params: Record<string, unknown>,
    perspective: string | undefined,
  ) => {
    checkDataset(c.req.param('dataset') ?? '');
    if (typeof query !== 'string' || query.trim() === '')
      throw new ServiceError(400, 'queryParseError', 'The query parameter "query" is required');
    const started = performance.now();
    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const position = error instanceof GroqSyntaxError ? error.position : 0;
      throw new ServiceError(400, 'queryParseError', message, {
        query,
        start: position,
        end: Math.min(position + 1, query.length),
      });
    }
    const version = (c.req.param('version') ?? 'v1').slice(1);
    const documents = visibleDocuments(store.all(), perspective, version);
    let result: unknown;
    try {
      const value = await evaluate(tree, {
        dataset: documents,
        params,
        sanity: { projectId, dataset },
      });
      result = await value.get();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ServiceError(400, 'queryExecutionError', `GROQ query failed: ${message}`);
    }
    const ms = Math.round(performance.now() - started);
    return c.json(c.req.query('returnQuery') === 'false' ? { ms, result } : { ms, query, result });
  };

  app.get(`/${API_VERSION}/data/query/:dataset`, (c) => {
    const search = new URL(c.req.url).searchParams;
    return runQuery(
      c,
      search.get('query'),
      decodeParams(search),
      search.get('perspective') ?? undefined,
    );
  });

  app.post(`/${API_VERSION}/data/query/:dataset`, async (c) => {
    const body = (await readJson(c.req.raw)) as { query?: unknown; params?: unknown };
    const params =
      body.params && typeof body.params === 'object'
        ? (body.params as Record<string, unknown>)
        : {};
    const perspective =
      c.req.query('perspective') ?? (body as { perspective?: string }).perspective;
    return runQuery(c, body.query, params, perspective);
  });

  app.get(`/${API_VERSION}/data/doc/:dataset/:ids{.+}`, (c) => {
    checkDataset(c.req.param('dataset'));
    const ids = c.req
      .param('ids')
      .split(',')
      .map((id) => decodeURIComponent(id))
      .filter(Boolean);
    const documents: StoredDocument[] = [];
    const omitted: { id: string; reason: 'existence' }[] = [];
    for (const id of ids) {
      const document = store.get(id);
      if (document) documents.push(document);
      else omitted.push({ id, reason: 'existence' });
    }
    const excludeContent = flag(c.req.query('excludeContent'));
    return c.json({
      documents: excludeContent
        ? documents.map(({ _id, _type, _rev }) => ({ _id, _type, _rev }))
        : documents,
      ...(omitted.length > 0 ? { omitted } : {}),
    });
  });

  app.post(`/${API_VERSION}/assets/images/:dataset`, () => {
    throw new ServiceError(400, 'validationError', 'Only file assets are supported here');
  });

  app.post(`/${API_VERSION}/assets/files/:dataset`, async (c) => {
    checkDataset(c.req.param('dataset'));
    const bytes = await readBody(c.req.raw, ASSET_LIMIT);
    if (bytes.byteLength === 0)
      throw new ServiceError(400, 'validationError', 'The uploaded file is empty');
    const filename = c.req.query('filename')?.slice(0, 255) || undefined;
    const declaredMime = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const fromName = /\.([a-z0-9]{1,10})$/i.exec(filename ?? '')?.[1]?.toLowerCase();
    const extension = fromName ?? (declaredMime && EXTENSION_BY_MIME[declaredMime]) ?? 'bin';
    const mimeType =
      declaredMime && declaredMime !== 'application/octet-stream'
        ? declaredMime
        : (MIME_BY_EXTENSION[extension] ?? 'application/octet-stream');
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const name = `${sha1}.${extension}`;
    const path = `files/${projectId}/${dataset}/${name}`;
    await store.saveFile(name, bytes);
    const [result] = await store.transact([
      {
        createIfNotExists: {
          _id: `file-${sha1}-${extension}`,
          _type: 'sanity.fileAsset',
          assetId: sha1,
          extension,
          mimeType,
          originalFilename: filename ?? name,
          path,
          sha1hash: sha1,
          size: bytes.byteLength,
          uploadId: randomUUID(),
          url: `${baseUrl}/${path}`,
        },
      },
    ]);
    return c.json({ document: result?.document });
  });

  app.get('/files/:projectId/:dataset/:name', async (c) => {
    checkDataset(c.req.param('dataset'));
    const name = c.req.param('name');
    const info = FILE_NAME.test(name)
      ? await stat(store.filePath(name)).catch(() => undefined)
      : undefined;
    if (!info?.isFile()) throw new ServiceError(404, 'notFound', `File ${name} not found`);
    return fileResponse(store.filePath(name), info.size, name);
  });

  const { server, port } = await new Promise<{ server: ServerType; port: number }>(
    (resolve, reject) => {
      const server = serve(
        { fetch: app.fetch, port: options.port, hostname },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      server.once('error', reject);
    },
  );
  baseUrl = `http://${normaliseHost(hostname)}:${port}`;

  return {
    url: baseUrl,
    port,
    setFaults(next) {
      faults = { ...next };
    },
    async close() {
      closing.abort();
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await store.idle();
    },
  };
}
