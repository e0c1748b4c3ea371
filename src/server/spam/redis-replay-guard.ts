import type { Redis } from 'ioredis';
import { createMemoryReplayGuard, type ReplayGuard } from './replay-guard';

// Sets the key to the holder unless it is set, and answers the holder it has either way.
const CLAIM = `
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return ARGV[1] end
return redis.call('get', KEYS[1])`;

/**
 * The replay guard in Redis, shared by every gateway instance, each key expiring with its
 * challenge or start token. While Redis is unreachable each instance remembers in its own
 * memory (a solution or token could then be used once per instance), logs one warning for the
 * outage, and goes back to Redis by itself; a submission is never held up by it.
 */
export function createRedisReplayGuard(
  redis: Redis,
  options: { keyPrefix?: string; log: (line: string) => void; now?: () => number },
): ReplayGuard {
  const prefix = options.keyPrefix ?? 'resin:proof';
  const now = options.now ?? Date.now;
  const local = createMemoryReplayGuard(now);
  let degraded = false;

  return {
    async claim(key, holder, expiresAt) {
      const ttlMs = Math.max(1, Math.ceil(expiresAt - now()));
      try {
        const current = (await redis.eval(CLAIM, 1, `${prefix}:${key}`, holder, ttlMs)) as
          string | null;
        if (degraded) {
          degraded = false;
          options.log(
            '[gateway] Redis is reachable again: used solutions and start tokens are shared again',
          );
        }
        return current === null || current === holder;
      } catch (err) {
        if (!degraded) {
          degraded = true;
          const reason = err instanceof Error ? err.message : String(err);
          options.log(
            `[gateway] WARNING: Redis is unreachable (${reason}); used proof-of-work solutions and start tokens are remembered per instance until it is back`,
          );
        }
        return local.claim(key, holder, expiresAt);
      }
    },
  };
}
