import type { Redis } from 'ioredis';
import type { GatewayConfig } from './config';
import { CHALLENGES_PER_SUBMISSION, type GatewayOptions } from './routes/gateway-deps';
import { connectRedis, redactedUrl, redisReady } from './redis-client';
import { createSharedRateLimiter } from './shared-rate-limit';
import { openFileOutbox } from './mail/file-outbox';
import { createRedisOutbox } from './mail/redis-outbox';
import { createNotifier, type Notifier } from './mail/notifier';
import { createRedisPartnerQuota } from './mail/redis-partner-limit';
import type { RetryPolicy } from './mail/retry-schedule';
import { smtpSender } from './mail/smtp-transport';
import { dealerIdOf } from '../submissions/envelope-summary';
import { createGatewayMetrics, type GatewayMetrics } from './ops/metrics';
import { createRedisReplayGuard } from './spam/redis-replay-guard';
import { createRedisUploadQuota } from './uploads/redis-upload-quota';

export interface NodeRuntimeOptions {
  log: (line: string) => void;
  /** Key prefix in Redis; tests give each run its own. Default `resin`. */
  redisPrefix?: string;
  /** Retry schedule of the mail outbox; tests use a short one. */
  retryPolicy?: RetryPolicy;
  /** How often the outbox looks for due jobs. */
  pollMs?: number;
  /** The mail's clock (partner limits and digests); tests move it. */
  now?: () => number;
}

export interface NodeRuntime {
  /**
   * The pieces the gateway takes: shared limits and used solutions, the staff notification, the
   * figures of /metrics and what /readyz checks besides the content service.
   */
  gatewayOptions: Pick<
    GatewayOptions,
    | 'rateLimiter'
    | 'challengeLimiter'
    | 'replayGuard'
    | 'uploadQuota'
    | 'onStored'
    | 'metrics'
    | 'readiness'
  >;
  notifier: Notifier | undefined;
  metrics: GatewayMetrics;
  /**
   * Stops the outbox (waiting at most `graceMs` for mail being queued or sent; what is not sent
   * stays in Redis or in OUTBOX_DIR) and closes the connections.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * The gateway's Node-only parts, built from its configuration: the figures of /metrics; with
 * REDIS_URL rate limits, used proof-of-work solutions and start tokens, upload bytes and
 * partners' copies counted once for every instance, and the outbox in Redis; with SMTP_URL and NOTIFY_TO a mail
 * to staff for each stored submission (and a copy to the partner a lead came through, within
 * its limit, else in its digest), waiting in Redis or, without it (or while it is
 * unreachable), in the folder OUTBOX_DIR, so a stop or a restart loses none. Without them the
 * gateway's in-memory limits and memory of solutions apply and no mail is sent.
 */
export async function startNodeRuntime(
  config: GatewayConfig,
  options: NodeRuntimeOptions,
): Promise<NodeRuntime> {
  const prefix = options.redisPrefix ?? 'resin';
  const metrics = createGatewayMetrics({ partners: config.partners.map((p) => p.name) });
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = connectRedis(config.redisUrl);
    if (!(await redisReady(redis))) {
      options.log(
        `[gateway] WARNING: Redis at ${redactedUrl(config.redisUrl)} is not reachable yet; counting and queueing in this process until it is`,
      );
    }
  }
  const rateLimiter = redis
    ? createSharedRateLimiter(redis, config.rateLimit, {
        keyPrefix: `${prefix}:rate`,
        log: options.log,
      })
    : undefined;

  const shared = redis
    ? {
        challengeLimiter: createSharedRateLimiter(
          redis,
          { ...config.rateLimit, max: config.rateLimit.max * CHALLENGES_PER_SUBMISSION },
          { keyPrefix: `${prefix}:challenge-rate`, log: options.log },
        ),
        replayGuard: createRedisReplayGuard(redis, {
          keyPrefix: `${prefix}:proof`,
          log: options.log,
        }),
        uploadQuota: createRedisUploadQuota(redis, config.uploadBytesPerDay, {
          keyPrefix: `${prefix}:upload-bytes`,
          log: options.log,
        }),
      }
    : {};

  let notifier: Notifier | undefined;
  let closeSender = () => undefined as void;
  if (config.mail) {
    const sender = smtpSender(config.mail.smtpUrl);
    closeSender = sender.close;
    const folder = await openFileOutbox(config.outboxDir, options.log);
    notifier = createNotifier({
      mail: config.mail,
      ...(redis
        ? { outbox: createRedisOutbox(redis, `${prefix}:outbox`), fallback: folder }
        : { outbox: folder }),
      async send(mail) {
        try {
          await sender.send(mail);
        } catch (err) {
          metrics.mailAttempt(false);
          throw err;
        }
        metrics.mailAttempt(true);
      },
      log: options.log,
      partners: config.partners,
      partnerLimit: config.partnerCopies,
      ...(redis
        ? {
            partnerQuota: createRedisPartnerQuota(redis, config.partnerCopies, {
              keyPrefix: `${prefix}:partner-copies`,
              log: options.log,
            }),
          }
        : {}),
      onPartnerCopy: (partner, delivery) => metrics.partnerCopy(partner, delivery),
      onDigestSent: (partner) => metrics.partnerDigest(partner),
      ...(options.now ? { now: options.now } : {}),
      ...(options.retryPolicy ? { policy: options.retryPolicy } : {}),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
  }
  const active = notifier;
  if (active) metrics.watchOutbox(() => active.pending());
  const connection = redis;

  return {
    gatewayOptions: {
      ...(rateLimiter ? { rateLimiter } : {}),
      ...shared,
      // Every stored submission but spam: counted by the dealer it was sent to, and mailed.
      onStored: (kind, document) => {
        const dealer = dealerIdOf(document);
        if (dealer !== undefined) metrics.dealerLead(kind.name, dealer);
        active?.notify(kind, document);
      },
      metrics,
      readiness: connection
        ? [{ name: 'redis', check: async () => (await connection.ping()) === 'PONG' }]
        : [],
    },
    notifier,
    metrics,
    async close(graceMs) {
      await notifier?.stop(graceMs);
      const unsent = (await notifier?.pending()) ?? 0;
      if (unsent > 0) {
        options.log(
          `[mail] ${unsent} notification(s) not sent yet wait in ${redis ? `Redis (or ${config.outboxDir})` : config.outboxDir} and go out after the next start`,
        );
      }
      closeSender();
      redis?.disconnect();
    },
  };
}
