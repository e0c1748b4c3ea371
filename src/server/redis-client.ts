import { Redis } from 'ioredis';

/**
 * A Redis connection for the gateway's shared rate limit and mail outbox (Node-compatible
 * runtimes only). Commands fail fast instead of queueing while Redis is away, so a visitor
 * never waits on it: the limiter falls back to memory and the outbox to the process, and the
 * client keeps reconnecting in the background (at most every 2 s) so both recover by themselves.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2_000),
  });
  // Connection errors are reported once by whoever depends on Redis (the limiter's warning);
  // without a listener ioredis would print every reconnect attempt.
  redis.on('error', () => undefined);
  return redis;
}

/** Waits until the connection is ready, or `ms` passed; either way the gateway can start. */
export function redisReady(redis: Redis, ms = 2_000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => finish(false), ms);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      done(ready);
    }
    redis.once('ready', onReady);
  });
}

/** A URL fit for a log line: the password, if any, is left out. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
