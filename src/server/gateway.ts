import { Hono, type Context } from 'hono';
import { MESSAGES } from '../content/messages';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { RESUME_MAX_BYTES } from '../content/constants';
import type { FieldIssue } from '../submissions/validate';
import { resumeAssetId } from '../submissions/career';
import { hiddenCharacterProblem } from '../submissions/fields';
import { SUBMISSION_KINDS } from '../submissions/all-kinds';
import type { StoredKind, SubmissionDocument } from '../submissions/kind';
import type { GatewayConfig } from './config';
import { createContentClient, ContentServiceError } from './content-client';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { readBody } from './body';
import { sanitizeFilename } from './filename';
import { readSubmission } from './json-body';
import { sameContent } from './same-content';
import { proxyHeaderWatch } from './proxy-warning';
import { publishedReviewRoute } from './published-reviews';

/** Longest a request body may take to arrive; a slower sender is answered 408. */
export const BODY_TIMEOUT_MS = 8_000;

export interface GatewayOptions {
  /**
   * The connecting client's address, from the runtime (e.g. the Node socket). Used for the
   * rate limit unless `trustProxy` is on and X-Forwarded-For is present.
   */
  clientAddress?: (c: Context) => string | undefined;
  /** Where content-service failures are reported (they never reach the visitor verbatim). */
  log?: (message: string) => void;
  now?: () => number;
  /**
   * Counts submissions per client; defaults to an in-memory limit of `config.rateLimit`. The
   * Node entry points pass the Redis-backed one when REDIS_URL is set.
   */
  rateLimiter?: RateLimiter;
  /**
   * Told of each submission once it is stored (and of a replay of the same content, since the
   * first answer may never have arrived): the staff notification. Not awaited, so it can never
   * delay or fail the visitor's answer; it must not throw.
   */
  onStored?: (kind: StoredKind, document: SubmissionDocument) => void;
  /** Longest a request body may take to arrive; default BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
}

/** The resume upload, the one route that takes a file rather than a submission. */
const RESUME_ROUTE = '/api/resume';
const ROUTES: readonly string[] = [...SUBMISSION_KINDS.map((kind) => kind.route), RESUME_ROUTE];

type ErrorStatus = 400 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 429 | 502;

/**
 * The submission gateway: the only place that holds the write token, so a visitor's browser
 * never can read or change the dataset. Written on web-standard Request/Response through Hono,
 * so the same app runs in the Node server and as a serverless fetch handler. Each kind of
 * submission in src/submissions gets its route here.
 */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Hono {
  const app = new Hono();
  const content = createContentClient(config);
  const limiter = options.rateLimiter ?? createRateLimiter(config.rateLimit, options.now);
  const log = options.log ?? ((m: string) => console.error(m));
  const allowed = new Set(config.allowedOrigins);
  const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const proxyWatch = config.trustProxy ? proxyHeaderWatch(log, options.now) : undefined;

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
      proxyWatch?.missingHeader();
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
    const verdict = await limiter.hit(clientKey(c));
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, LIMIT_MESSAGES.rateLimitedFor(verdict.retryAfterSeconds));
    }
    return next();
  });

  async function store(c: Context, kind: StoredKind, doc: SubmissionDocument): Promise<Response> {
    try {
      const { created } = await content.createIfNotExists(doc);
      if (!created) {
        // Same id as a stored submission: a retry of it is fine, other content under it is not
        // (it would be silently dropped), as with idempotency keys elsewhere.
        const stored = await content.getDocument(doc._id);
        if (stored && !sameContent(doc, stored)) {
          return fail(c, 409, LIMIT_MESSAGES.idReused);
        }
      }
    } catch (err) {
      return serviceFailure(c, err);
    }
    try {
      options.onStored?.(kind, doc);
    } catch (err) {
      // The submission is stored; a failing notification must not turn that into an error.
      log(`[gateway] ${c.req.path}: notification of ${doc._id} failed: ${String(err)}`);
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
    const nameProblem = hiddenCharacterProblem(
      c.req.query('filename') ?? '',
      LIMIT_MESSAGES.resumeFileName,
    );
    if (nameProblem) {
      return fail(c, 400, nameProblem, { issues: [{ path: 'resume', message: nameProblem }] });
    }
    const body = await readBody(c.req.raw, RESUME_MAX_BYTES, {
      requirePdf: true,
      deadlineMs: bodyTimeoutMs,
    });
    if (!body.ok) {
      if (body.problem === 'too-slow') {
        c.header('Connection', 'close');
        return fail(c, 408, LIMIT_MESSAGES.tooSlow);
      }
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
      const input = await readSubmission(c.req.raw, kind.schema, bodyTimeoutMs);
      if (!input.ok) {
        // A sender that trickles is not waited for any longer, on this request or the next.
        if (input.status === 408) c.header('Connection', 'close');
        return fail(c, input.status, input.error, input.issues ? { issues: input.issues } : {});
      }
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
      return store(c, kind as StoredKind, kind.toDocument(input.data));
    });
  }
  for (const kind of SUBMISSION_KINDS) route(kind);
  publishedReviewRoute(app, config, log);

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
