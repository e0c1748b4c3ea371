import type { Redis } from 'ioredis';
import {
  createMemoryPartnerQuota,
  dayOf,
  DAY_MS,
  hourOf,
  HOUR_MS,
  type CopyDelivery,
  type PartnerCopyLimit,
  type PartnerQuota,
} from './partner-limit';

// Answers a copy asked about before as before; else counts it against the hour's and the day's
// limits when both have room (sent), or not at all (held), and remembers the answer.
const DECIDE = `
local earlier = redis.call('get', KEYS[3])
if earlier then return {earlier, 1} end
local inHour = tonumber(redis.call('get', KEYS[1]) or '0')
local inDay = tonumber(redis.call('get', KEYS[2]) or '0')
local delivery = 'held'
if inHour < tonumber(ARGV[1]) and inDay < tonumber(ARGV[2]) then
  redis.call('incr', KEYS[1])
  redis.call('pexpire', KEYS[1], ARGV[3])
  redis.call('incr', KEYS[2])
  redis.call('pexpire', KEYS[2], ARGV[4])
  delivery = 'sent'
end
redis.call('set', KEYS[3], delivery, 'PX', ARGV[4])
return {delivery, 0}`;

/**
 * The partner limit in Redis, counted once for every gateway instance. While Redis is
 * unreachable each instance counts in its own memory (a partner could then get the limit's
 * copies once per instance), logs one warning for the outage, and goes back to Redis by itself.
 */
export function createRedisPartnerQuota(
  redis: Redis,
  limit: PartnerCopyLimit,
  options: { keyPrefix?: string; log: (line: string) => void },
): PartnerQuota {
  const prefix = options.keyPrefix ?? 'resin:partner-copies';
  const local = createMemoryPartnerQuota(limit);
  let degraded = false;

  return {
    async decide(partner, copyId, now) {
      try {
        const [delivery, again] = (await redis.eval(
          DECIDE,
          3,
          `${prefix}:${partner}:hour:${hourOf(now)}`,
          `${prefix}:${partner}:day:${dayOf(now)}`,
          `${prefix}:copy:${copyId}`,
          limit.perHour,
          limit.perDay,
          // Each count outlives its window by a little, so a late instance still finds it.
          2 * HOUR_MS,
          2 * DAY_MS,
        )) as [CopyDelivery, number];
        if (degraded) {
          degraded = false;
          options.log('[mail] Redis is reachable again: partner copies are counted in it again');
        }
        return { delivery, again: again === 1 };
      } catch (err) {
        if (!degraded) {
          degraded = true;
          const reason = err instanceof Error ? err.message : String(err);
          options.log(
            `[mail] WARNING: Redis is unreachable (${reason}); partner copies are counted per instance until it is back`,
          );
        }
        return local.decide(partner, copyId, now);
      }
    },
  };
}
