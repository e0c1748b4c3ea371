import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import { LIMIT_MESSAGES, MESSAGES } from '../content/messages';
import { RESUME_MAX_BYTES } from '../content/constants';
import { validate, type FieldIssue } from '../submissions/validate';
import { resumeAssetId } from '../submissions/career';
import { SUBMISSION_KINDS } from '../submissions/all-kinds';
import type { StoredKind } from '../submissions/kind';
import type { GatewayConfig } from './config';
import { createContentClient, ContentServiceError } from './content-client';
import { createRateLimiter } from './rate-limit';
import { readBody } from './body';
import { sanitizeFilename } from './filename';

/** JSON submissions are a few short fields; 32 KB leaves room for a 5000-character message. */
export const JSON_MAX_BYTES = 32 * 1024;

export interface GatewayOptions {
  /**
   * The connecting client's address, from the runtime (e.g. the Node socket). Used for the
   * rate limit unless `trustProxy` is on and X-Forwarded-For is present.
   */
  clientAddress?: (c: Context) => string | undefined;
  /** Where content-service failures are reported (they never reach the visitor verbatim). */
  log?: (message: string) => void;
  now?: () => number;
}

/** The resume upload, the one route that takes a file rather than a submission. */
const RESUME_ROUTE = '/api/resume';
const ROUTES: readonly string[] = [...SUBMISSION_KINDS.map((kind) => kind.route), RESUME_ROUTE];

type ErrorStatus = 400 | 403 | 404 | 405 | 413 | 415 | 429 | 502;

/**
 * The submission gateway: the only place that holds the write token, so a visitor's browser
 * never can read or change the dataset. Written on web-standard Request/Response through Hono,
 * so the same app runs in the Node server and as a serverless fetch handler. Each kind of
 * submission in src/submissions gets its route here.
 */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Hono {
  const app = new Hono();
  const content = createContentClient(config);
  const limiter = createRateLimiter(config.rateLimit, options.now);
  const log = options.log ?? ((m: string) => console.error(m));
  const allowed = new Set(config.allowedOrigins);

  const fail = (
    c: Context,
    status: ErrorStatus,
    error: string,
    extra: { issues?: FieldIssue[] } = {},
  ) => c.json({ error, ...extra }, status);

  function requestHost(c: Context): string {
    const forwarded = config.trustProxy ? c.req.header('x-forwarded-host') : undefined;
    return forwarded?.split(',')[0]?.trim() || new URL(c.req.url).host;
  }

  function originAllowed(c: Context, origin: string): boolean {
    if (allowed.has(origin)) return true;
    try {
      // The site's own pages: same host as the gateway, whatever scheme a TLS proxy saw.
      return new URL(origin).host === requestHost(c);
    } catch {
      return false; // 'null' from sandboxed frames and file:// pages
    }
  }

  function clientKey(c: Context): string {
    if (config.trustProxy) {
      // The nearest proxy appends the address it saw; entries to its left are the client's claims.
      const hops = c.req.header('x-forwarded-for')?.split(',');
      const last = hops?.[hops.length - 1]?.trim();
      if (last) return last;
    }
    return options.clientAddress?.(c) ?? 'unknown';
  }

  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    const origin = c.req.header('origin');
    if (origin) {
      // CORS headers let a page read our answer, including a 403 that says why; whether a
      // write happens is decided by the Origin check below, never by the browser.
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
      c.header('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (c.req.method === 'OPTIONS') {
      if (!ROUTES.includes(c.req.path)) return next();
      c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (c.req.method !== 'POST' || !ROUTES.includes(c.req.path)) {
      return next();
    }
    // Browsers always send Origin on a POST; requests without it (curl, server-to-server)
    // cannot carry a visitor's ambient authority, so they pass but are still rate limited.
    if (origin && !originAllowed(c, origin)) return fail(c, 403, LIMIT_MESSAGES.originNotAllowed);
    const verdict = limiter.hit(clientKey(c));
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, LIMIT_MESSAGES.rateLimitedFor(verdict.retryAfterSeconds));
    }
    return next();
  });

  async function readJson<T>(
    c: Context,
    schema: z.ZodMiniType<T>,
  ): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return { ok: false, response: fail(c, 415, LIMIT_MESSAGES.notJson) };
    }
    const body = await readBody(c.req.raw, JSON_MAX_BYTES);
    if (!body.ok) {
      return { ok: false, response: fail(c, 413, LIMIT_MESSAGES.bodyTooLarge) };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes));
    } catch {
      return { ok: false, response: fail(c, 400, LIMIT_MESSAGES.invalidJson, { issues: [] }) };
    }
    const result = validate(schema, parsed);
    if (!result.ok) {
      return { ok: false, response: fail(c, 400, result.message, { issues: result.issues }) };
    }
    return { ok: true, data: result.data };
  }

  async function store(
    c: Context,
    doc: { _id: string; _type: string } & Record<string, unknown>,
  ): Promise<Response> {
    try {
      await content.createIfNotExists(doc);
    } catch (err) {
      return serviceFailure(c, err);
    }
    return c.json({ id: doc._id }, 201);
  }

  function serviceFailure(c: Context, err: unknown): Response {
    log(
      `[gateway] ${c.req.method} ${c.req.path}: ${err instanceof ContentServiceError ? err.message : String(err)}`,
    );
    return fail(c, 502, LIMIT_MESSAGES.serviceUnavailable);
  }

  app.post(RESUME_ROUTE, async (c) => {
    const body = await readBody(c.req.raw, RESUME_MAX_BYTES, { requirePdf: true });
    if (!body.ok) {
      // No 'Connection: close' here: closing at once resets a client still sending, which then
      // never sees this answer. The Node adapter drops the rest for up to 500 ms, then closes.
      return body.problem === 'too-large'
        ? fail(c, 413, LIMIT_MESSAGES.resumeTooLarge)
        : fail(c, 415, MESSAGES.pdfOnly);
    }
    try {
      const { assetId } = await content.uploadPdf(
        body.bytes,
        sanitizeFilename(c.req.query('filename')),
      );
      if (!resumeAssetId.safeParse(assetId).success) {
        throw new ContentServiceError(`upload resume: unexpected asset id ${assetId}`);
      }
      return c.json({ assetId }, 201);
    } catch (err) {
      return serviceFailure(c, err);
    }
  });

  // Only PDFs that went through the upload route may be referenced: a forged or foreign id
  // would otherwise attach any stored file (or nothing) to the submission.
  async function attachmentsStored(ids: readonly string[]): Promise<boolean> {
    for (const id of ids) {
      const asset = await content.getAsset(id);
      if (!asset || asset._type !== 'sanity.fileAsset' || asset.mimeType !== 'application/pdf') {
        return false;
      }
    }
    return true;
  }

  function route<S extends { id: string }>(kind: StoredKind<S>) {
    app.post(kind.route, async (c) => {
      const input = await readJson(c, kind.schema);
      if (!input.ok) return input.response;
      const attachments = kind.attachments?.(input.data) ?? [];
      if (attachments.length > 0) {
        let stored: boolean;
        try {
          stored = await attachmentsStored(attachments);
        } catch (err) {
          return serviceFailure(c, err);
        }
        if (!stored) {
          return fail(c, 400, LIMIT_MESSAGES.invalidResume, {
            issues: [{ path: 'resumeAssetId', message: LIMIT_MESSAGES.invalidResume }],
          });
        }
      }
      return store(c, kind.toDocument(input.data));
    });
  }
  for (const kind of SUBMISSION_KINDS) route(kind);

  app.all('/api/*', (c) => {
    if (ROUTES.includes(c.req.path)) {
      c.header('Allow', 'POST, OPTIONS');
      return fail(c, 405, LIMIT_MESSAGES.methodNotAllowed);
    }
    return fail(c, 404, LIMIT_MESSAGES.unknownRoute);
  });

  app.onError((err, c) => {
    log(`[gateway] ${c.req.method} ${c.req.path}: unexpected ${String(err)}`);
    return c.json({ error: LIMIT_MESSAGES.serviceUnavailable }, 500);
  });

  return app;
}
