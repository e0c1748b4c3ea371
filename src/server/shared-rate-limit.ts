import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter, type RateLimiter, type RateVerdict } from './rate-limit';

export interface SharedLimitOptions {
  /** Prefix of the counters' keys; instances that share a limit use the same one. */
  keyPrefix?: string;
  log: (line: string) => void;
  now?: () => number;
}

/**
 * One limit for every gateway instance, counted in Redis with the same fixed window as the
 * in-memory limiter (a window shorter than a second counts as one second: Redis expires keys
 * in whole seconds).
 *
 * A lead is worth more than a perfect count: while Redis is unreachable each instance counts
 * in its own memory, logs one warning for the whole outage, and goes back to the shared count
 * by itself on the first request that reaches Redis again.
 */
export function createSharedRateLimiter(
  redis: Redis,
  limit: { max: number; windowMs: number },
  options: SharedLimitOptions,
): RateLimiter {
  const shared = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.keyPrefix ?? 'resin:rate',
    points: limit.max,
    duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
    // While disconnected, fail at once instead of waiting on a command that cannot run.
    rejectIfRedisNotReady: true,
  });
  const local = createRateLimiter(limit, options.now);
  let degraded = false;

  function reachable() {
    if (!degraded) return;
    degraded = false;
    options.log('[gateway] Redis is reachable again: the rate limit is shared again');
  }

  return {
    async hit(key): Promise<RateVerdict> {
      try {
        await shared.consume(key);
        reachable();
        return { ok: true };
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          reachable();
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
        }
        if (!degraded) {
          degraded = true;
          const reason = err instanceof Error ? err.message : String(err);
          options.log(
            `[gateway] WARNING: Redis is unreachable (${reason}); submissions are still accepted and counted per instance until it is back`,
          );
        }
        return local.hit(key);
      }
    },
  };
}
