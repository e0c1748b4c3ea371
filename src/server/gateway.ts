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
import { sameSubmission } from './same-content';
import { proxyHeaderWatch } from './proxy-warning';
import { consoleLogger, lineLogger, type OpsLogger } from './ops/log-lines';
import type { GatewayMetrics } from './ops/metrics';
import { operationsRoutes, type ReadinessCheck } from './ops/operations-routes';
import { requestTelemetry } from './ops/request-telemetry';
import { markSubmission } from './ops/submission-outcome';
import { GATEWAY_HEADERS } from './security-headers/policies';
import { EXTRAS_MESSAGES, SPAM_DEFENCE } from '../content/submission-extras';
import { partnerOf } from './partners';
import { gatewayFields } from './submission-extras';
import { createSpamDefence } from './spam/spam-defence';
import type { ReplayGuard } from './spam/replay-guard';
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
  /** The JSON log: one line per request, and `log`'s messages unless `log` is given. */
  logger?: OpsLogger;
  /** The figures /metrics serves (the Node runtime's); without them /metrics is 404. */
  metrics?: GatewayMetrics;
  /** What /readyz checks besides the content service (Redis, when configured). */
  readiness?: ReadinessCheck[];
  /** True once the process is stopping: /readyz answers 503 and connections close. */
  stopping?: () => boolean;
  /**
   * Remembers used proof-of-work solutions; defaults to this process's memory. The Node entry
   * points pass the Redis-backed one when REDIS_URL is set.
   */
  replayGuard?: ReplayGuard;
  /**
   * Counts challenge requests per client; defaults to an in-memory limit of
   * CHALLENGES_PER_SUBMISSION times the submission limit.
   */
  challengeLimiter?: RateLimiter;
}

/**
 * Challenges a client may fetch per submission it may send: a visitor opens several forms,
 * and a form fetches a new challenge when its last one expired.
 */
export const CHALLENGES_PER_SUBMISSION = 6;

/** The resume upload, the one route that takes a file rather than a submission. */
const RESUME_ROUTE = '/api/resume';
const ROUTES: readonly string[] = [...SUBMISSION_KINDS.map((kind) => kind.route), RESUME_ROUTE];
const KIND_OF_ROUTE = new Map(SUBMISSION_KINDS.map((kind) => [kind.route, kind.name]));
const CHALLENGE_ROUTE = SPAM_DEFENCE.challengeRoute;

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
  const logger = options.logger ?? consoleLogger();
  const log = options.log ?? lineLogger(logger);
  const stopping = options.stopping ?? (() => false);
  const allowed = new Set([...config.allowedOrigins, ...config.partners.flatMap((p) => p.origins)]);
  const now = options.now ?? Date.now;
  const spam = createSpamDefence(config.spamKey, {
    now,
    ...(options.replayGuard ? { replayGuard: options.replayGuard } : {}),
  });
  const challengeLimiter =
    options.challengeLimiter ??
    createRateLimiter(
      { ...config.rateLimit, max: config.rateLimit.max * CHALLENGES_PER_SUBMISSION },
      options.now,
    );
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

  // The nearest proxy appends the address it saw; entries to its left are the client's claims.
  function forwardedClient(c: Context): string | undefined {
    const hops = c.req.header('x-forwarded-for')?.split(',');
    return hops?.[hops.length - 1]?.trim() || undefined;
  }

  function clientKey(c: Context): string {
    if (config.trustProxy) {
      const last = forwardedClient(c);
      if (last) return last;
      proxyWatch?.missingHeader();
    }
    return options.clientAddress?.(c) ?? 'unknown';
  }

  app.use(
    '/api/*',
    requestTelemetry({
      logger,
      metrics: options.metrics,
      routes: [...ROUTES, CHALLENGE_ROUTE],
      kinds: KIND_OF_ROUTE,
      stopping,
    }),
  );
  app.route(
    '/',
    operationsRoutes({
      checks: [{ name: 'content', check: () => content.reachable() }, ...(options.readiness ?? [])],
      stopping,
      metrics: options.metrics,
      metricsAllow: config.metricsAllow,
      // Behind a proxy (TRUST_PROXY) the proxy's own address would let every outsider in.
      clientAddress: (c) =>
        (config.trustProxy ? forwardedClient(c) : undefined) ?? options.clientAddress?.(c),
    }),
  );

  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(GATEWAY_HEADERS)) c.header(name, value);
    const origin = c.req.header('origin');
    if (origin) {
      // CORS headers let a page read our answer, including a 403 that says why; whether a
      // write happens is decided by the Origin check below, never by the browser.
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
      c.header('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (c.req.method === 'OPTIONS') {
      const challenge = c.req.path === CHALLENGE_ROUTE;
      if (!challenge && !ROUTES.includes(c.req.path)) return next();
      c.header('Access-Control-Allow-Methods', challenge ? 'GET, OPTIONS' : 'POST, OPTIONS');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    // Fetching a challenge has its own budget: it must not use up the visitor's submissions.
    const challenge = c.req.method === 'GET' && c.req.path === CHALLENGE_ROUTE;
    if (!challenge && (c.req.method !== 'POST' || !ROUTES.includes(c.req.path))) {
      return next();
    }
    // Browsers always send Origin on a POST; requests without it (curl, server-to-server)
    // cannot carry a visitor's ambient authority, so they pass but are still rate limited.
    // (Browsers leave it out of a GET from the same origin.)
    if (origin && !originAllowed(c, origin)) return fail(c, 403, LIMIT_MESSAGES.originNotAllowed);
    const verdict = await (challenge ? challengeLimiter : limiter).hit(clientKey(c));
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, LIMIT_MESSAGES.rateLimitedFor(verdict.retryAfterSeconds));
    }
    return next();
  });

  async function store(c: Context, kind: StoredKind, doc: SubmissionDocument): Promise<Response> {
    let kept: SubmissionDocument = doc;
    try {
      const { created } = await content.createIfNotExists(doc);
      if (!created) {
        // Same id as a stored submission: a retry of it is fine, other content under it is not
        // (it would be silently dropped), as with idempotency keys elsewhere.
        const stored = await content.getDocument(doc._id);
        if (stored && !sameSubmission(doc, stored)) {
          return fail(c, 409, LIMIT_MESSAGES.idReused);
        }
        // Staff hear of what was stored first: a retry does not turn spam into a lead or back.
        if (stored) kept = { ...stored, _id: doc._id, _type: doc._type };
      }
    } catch (err) {
      return serviceFailure(c, err);
    }
    // Answered 201 like a lead, so only this mark tells the figures and the log it was spam.
    if (kept.status === 'spam') markSubmission(c, 'spam');
    try {
      // Spam is stored for the record but mails nobody.
      if (kept.status !== 'spam') options.onStored?.(kind, kept);
    } catch (err) {
      // The submission is stored; a failing notification must not turn that into an error.
      log(`[gateway] ERROR: ${c.req.path}: notification of ${doc._id} failed: ${String(err)}`);
    }
    return c.json({ id: doc._id }, 201);
  }

  function serviceFailure(c: Context, err: unknown): Response {
    log(
      `[gateway] ERROR: ${c.req.method} ${c.req.path}: ${err instanceof ContentServiceError ? err.message : String(err)}`,
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
      const origin = c.req.header('origin');
      const extras = await gatewayFields(kind.name, input.body, {
        origin,
        partner: partnerOf(config.partners, origin),
        at: new Date(now()),
      });
      if (!extras.ok) return fail(c, 400, extras.error, { issues: extras.issues });
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
      // Never refused: a submission failing a spam signal is stored and answered like any other,
      // so a person taken for a script loses nothing and a script learns nothing.
      const reasons = await spam.judge(input.body as Record<string, unknown>, input.data.id);
      return store(c, kind as StoredKind, {
        ...kind.toDocument(input.data),
        ...extras.fields,
        status: reasons.length > 0 ? 'spam' : 'new',
        ...(reasons.length > 0 ? { spamReasons: reasons } : {}),
      });
    });
  }
  for (const kind of SUBMISSION_KINDS) route(kind);
  publishedReviewRoute(app, config, log);

  app.get(CHALLENGE_ROUTE, async (c) => c.json(await spam.challenge(c.req.query())));

  app.all('/api/*', (c) => {
    if (c.req.path === CHALLENGE_ROUTE) {
      c.header('Allow', 'GET, OPTIONS');
      return fail(c, 405, EXTRAS_MESSAGES.challengeOnly);
    }
    if (ROUTES.includes(c.req.path)) {
      c.header('Allow', 'POST, OPTIONS');
      return fail(c, 405, LIMIT_MESSAGES.methodNotAllowed);
    }
    return fail(c, 404, LIMIT_MESSAGES.unknownRoute);
  });

  app.onError((err, c) => {
    log(`[gateway] ERROR: ${c.req.method} ${c.req.path}: unexpected ${String(err)}`);
    return c.json({ error: LIMIT_MESSAGES.serviceUnavailable }, 500);
  });

  return app;
}
