import type { Context, MiddlewareHandler } from 'hono';
import type { StoredKind, SubmissionDocument } from '../../submissions/kind';
import type { GatewayConfig } from '../config';
import { createContentClient, type ContentClient } from '../content-client';
import { admission, clientAddresses, type ClientAddresses } from '../guard/admission';
import { consoleLogger, lineLogger, type OpsLogger } from '../ops/log-lines';
import type { GatewayMetrics } from '../ops/metrics';
import type { ReadinessCheck } from '../ops/operations-routes';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { createSpamDefence, type SpamDefence } from '../spam/spam-defence';
import type { ReplayGuard } from '../spam/replay-guard';
import { createMemoryUploadQuota, type UploadQuota } from '../uploads/upload-quota';
import { fail } from './fail';
import { submissionStore, type StoreSubmission } from './store-submission';

/** Longest a request body may take to arrive; a slower sender is answered 408. */
export const BODY_TIMEOUT_MS = 8_000;

/**
 * Challenges a client may fetch per submission it may send: a visitor opens several forms,
 * and a form fetches a new challenge when its last one expired.
 */
export const CHALLENGES_PER_SUBMISSION = 6;

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
  /**
   * Counts the bytes each client uploads in a day; defaults to this process's memory. The Node
   * entry points pass the Redis-backed one when REDIS_URL is set.
   */
  uploadQuota?: UploadQuota;
}

/**
 * What every route module of the gateway is built from, made once per gateway: a route module
 * is a function of this object that returns a Hono app.
 */
export interface GatewayDeps {
  config: GatewayConfig;
  /** The content service, through the write token. */
  content: ContentClient;
  spam: SpamDefence;
  now: () => number;
  /** The JSON log's lines for the operator; never anything a visitor typed. */
  log: (line: string) => void;
  logger: OpsLogger;
  /** Longest a request body may take to arrive. */
  bodyTimeoutMs: number;
  onStored: GatewayOptions['onStored'];
  clients: ClientAddresses;
  /**
   * The origin check and rate limit a route runs first, by the budget it spends: a submission
   * (the resume upload too), or a challenge.
   */
  admit: { submission: MiddlewareHandler; challenge: MiddlewareHandler };
  /** The daily quota of upload bytes per client. */
  uploads: UploadQuota;
  fail: typeof fail;
  /** Checks a submission's envelope, attachments and spam signals, stores it, tells staff. */
  storeSubmission: StoreSubmission;
}

export function gatewayDeps(config: GatewayConfig, options: GatewayOptions = {}): GatewayDeps {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger();
  const log = options.log ?? lineLogger(logger);
  const content = createContentClient(config);
  const spam = createSpamDefence(config.spamKey, {
    now,
    ...(options.replayGuard ? { replayGuard: options.replayGuard } : {}),
  });
  const clients = clientAddresses(config, options.clientAddress, log, now);
  const challengeBudget = {
    ...config.rateLimit,
    max: config.rateLimit.max * CHALLENGES_PER_SUBMISSION,
  };
  return {
    config,
    content,
    spam,
    now,
    log,
    logger,
    bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    onStored: options.onStored,
    clients,
    admit: {
      submission: admission(
        config,
        clients.key,
        options.rateLimiter ?? createRateLimiter(config.rateLimit, now),
      ),
      challenge: admission(
        config,
        clients.key,
        options.challengeLimiter ?? createRateLimiter(challengeBudget, now),
      ),
    },
    uploads: options.uploadQuota ?? createMemoryUploadQuota(config.uploadBytesPerDay),
    fail,
    storeSubmission: submissionStore({
      config,
      content,
      spam,
      now,
      log,
      onStored: options.onStored,
    }),
  };
}
