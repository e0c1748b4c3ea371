import type { Redis } from 'ioredis';
import {
  createMemoryUploadQuota,
  dayOf,
  DAY_MS,
  secondsToNextDay,
  type QuotaVerdict,
  type UploadQuota,
} from './upload-quota';

// Whether ARGV[1] more bytes fit the day's count within ARGV[2]: 1 or 0. With ARGV[4] set they
// are also counted when they fit, the count then outliving its day by ARGV[3] ms.
const TAKE = `
local used = tonumber(redis.call('get', KEYS[1]) or '0')
local bytes = tonumber(ARGV[1])
if used + bytes > tonumber(ARGV[2]) then return 0 end
if ARGV[4] == '1' then
  redis.call('incrby', KEYS[1], bytes)
  redis.call('pexpire', KEYS[1], ARGV[3])
end
return 1`;

/**
 * The upload quota in Redis, counted once for every gateway instance. While Redis is unreachable
 * each instance counts in its own memory (a client could then upload the quota once per
 * instance), logs one warning for the outage, and goes back to Redis by itself.
 */
export function createRedisUploadQuota(
  redis: Redis,
  bytesPerDay: number,
  options: { keyPrefix?: string; log: (line: string) => void },
): UploadQuota {
  const prefix = options.keyPrefix ?? 'resin:upload-bytes';
  const local = createMemoryUploadQuota(bytesPerDay);
  let degraded = false;
  const key = (client: string, now: number) => `${prefix}:${dayOf(now)}:${client}`;

  async function shared<T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      if (degraded) {
        degraded = false;
        options.log('[gateway] Redis is reachable again: upload bytes are counted in it again');
      }
      return result;
    } catch (err) {
      if (!degraded) {
        degraded = true;
        const reason = err instanceof Error ? err.message : String(err);
        options.log(
          `[gateway] WARNING: Redis is unreachable (${reason}); upload bytes are counted per instance until it is back`,
        );
      }
      return fallback();
    }
  }

  async function ask(
    client: string,
    bytes: number,
    now: number,
    count: boolean,
  ): Promise<QuotaVerdict> {
    // The count outlives its day by a little, so a late instance still finds it.
    const fits = await redis.eval(
      TAKE,
      1,
      key(client, now),
      bytes,
      bytesPerDay,
      2 * DAY_MS,
      count ? '1' : '0',
    );
    return fits === 1 ? { ok: true } : { ok: false, retryAfterSeconds: secondsToNextDay(now) };
  }

  return {
    fits: (client, bytes, now) =>
      shared(
        () => ask(client, bytes, now, false),
        () => local.fits(client, bytes, now),
      ),
    take: (client, bytes, now) =>
      shared(
        () => ask(client, bytes, now, true),
        () => local.take(client, bytes, now),
      ),
    giveBack: (client, bytes, now) =>
      shared(
        async () => {
          await redis.decrby(key(client, now), bytes);
        },
        () => local.giveBack(client, bytes, now),
      ),
  };
}
