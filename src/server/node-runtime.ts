import type { Redis } from 'ioredis';
import type { GatewayConfig } from './config';
import { CHALLENGES_PER_SUBMISSION, type GatewayOptions } from './gateway';
import { connectRedis, redactedUrl, redisReady } from './redis-client';
import { createSharedRateLimiter } from './shared-rate-limit';
import { createMemoryOutbox } from './mail/outbox';
import { createRedisOutbox } from './mail/redis-outbox';
import { createNotifier, type Notifier } from './mail/notifier';
import type { RetryPolicy } from './mail/retry-schedule';
import { smtpSender } from './mail/smtp-transport';
import { createRedisReplayGuard } from './spam/redis-replay-guard';

export interface NodeRuntimeOptions {
  log: (line: string) => void;
  /** Key prefix in Redis; tests give each run its own. Default `resin`. */
  redisPrefix?: string;
  /** Retry schedule of the mail outbox; tests use a short one. */
  retryPolicy?: RetryPolicy;
  /** How often the outbox looks for due jobs. */
  pollMs?: number;
}

export interface NodeRuntime {
  /** The pieces the gateway takes: shared limits and used solutions, the staff notification. */
  gatewayOptions: Pick<
    GatewayOptions,
    'rateLimiter' | 'challengeLimiter' | 'replayGuard' | 'onStored'
  >;
  notifier: Notifier | undefined;
  close(): Promise<void>;
}

/**
 * The gateway's Node-only parts, built from its configuration: with REDIS_URL rate limits and
 * used proof-of-work solutions shared by every instance, and an outbox kept across restarts;
 * with SMTP_URL and NOTIFY_TO a mail to staff for each stored submission (and a copy to the
 * partner a lead came through). Without them, nothing starts: the gateway's in-memory limits
 * and memory of solutions apply and no mail is sent.
 */
export async function startNodeRuntime(
  config: GatewayConfig,
  options: NodeRuntimeOptions,
): Promise<NodeRuntime> {
  const prefix = options.redisPrefix ?? 'resin';
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
      }
    : {};

  let notifier: Notifier | undefined;
  let closeSender = () => undefined as void;
  if (config.mail) {
    const sender = smtpSender(config.mail.smtpUrl);
    closeSender = sender.close;
    notifier = createNotifier({
      mail: config.mail,
      outbox: redis ? createRedisOutbox(redis, `${prefix}:outbox`) : createMemoryOutbox(),
      send: sender.send,
      log: options.log,
      partners: config.partners,
      ...(options.retryPolicy ? { policy: options.retryPolicy } : {}),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
  }
  const active = notifier;

  return {
    gatewayOptions: {
      ...(rateLimiter ? { rateLimiter } : {}),
      ...shared,
      ...(active ? { onStored: (kind, document) => active.notify(kind, document) } : {}),
    },
    notifier,
    async close() {
      const unsent = redis ? 0 : ((await notifier?.pending()) ?? 0);
      await notifier?.stop();
      if (unsent > 0) {
        // Without REDIS_URL the outbox lives in this process.
        options.log(
          `[mail] WARNING: ${unsent} notification(s) had not gone out and are lost with this process (REDIS_URL keeps them across restarts); their submissions are stored`,
        );
      }
      closeSender();
      redis?.disconnect();
    },
  };
}
