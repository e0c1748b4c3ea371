import type { Redis } from 'ioredis';
import type { MailJob, Outbox } from './outbox';

/** How long a sent id is remembered, so a replayed submission does not mail staff again. */
const SENT_TTL_SECONDS = 7 * 24 * 60 * 60;

// Adds the job unless it is waiting (in the hash) or was sent (its marker key exists).
const ADD = `
if redis.call('exists', KEYS[3]) == 1 or redis.call('hexists', KEYS[1], ARGV[1]) == 1 then
  return 0
end
redis.call('hset', KEYS[1], ARGV[1], ARGV[2])
redis.call('zadd', KEYS[2], ARGV[3], ARGV[1])
return 1`;

// Adds a copy to a waiting digest, or starts the digest with it, unless it was sent. The job's
// JSON is read and written whole (cjson), a digest's copies bounded by ARGV[5].
const COLLECT = `
if redis.call('exists', KEYS[3]) == 1 then return 0 end
local raw = redis.call('hget', KEYS[1], ARGV[1])
local job
if raw then
  job = cjson.decode(raw)
else
  job = cjson.decode(ARGV[2])
  job.digest.copies = {}
  job.digest.more = 0
  redis.call('zadd', KEYS[2], ARGV[4], ARGV[1])
end
if #job.digest.copies < tonumber(ARGV[5]) then
  table.insert(job.digest.copies, cjson.decode(ARGV[3]))
else
  job.digest.more = job.digest.more + 1
end
redis.call('hset', KEYS[1], ARGV[1], cjson.encode(job))
return 1`;

// Takes the earliest due job and pushes its due time past the lease in one step, so two
// gateway instances polling at once never both get it.
const CLAIM = `
local ids = redis.call('zrangebyscore', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, 1)
if #ids == 0 then return false end
local job = redis.call('hget', KEYS[1], ids[1])
if not job then
  redis.call('zrem', KEYS[2], ids[1])
  return false
end
redis.call('zadd', KEYS[2], ARGV[1] + ARGV[2], ids[1])
return job`;

/**
 * The outbox in Redis, shared by every gateway instance and kept across restarts: a hash of
 * jobs by document id and a sorted set of their ids by due time (a claimed job's due time is
 * its lease's end; a digest's, the end of its hour, until which copies are added to it).
 */
export function createRedisOutbox(redis: Redis, prefix = 'resin:outbox'): Outbox {
  const jobsKey = `${prefix}:jobs`;
  const dueKey = `${prefix}:due`;
  const sentKey = (id: string) => `${prefix}:sent:${id}`;

  return {
    async add(job, now) {
      await redis.eval(ADD, 3, jobsKey, dueKey, sentKey(job.id), job.id, JSON.stringify(job), now);
    },
    async collect(job, copy, dueAt, maxCopies) {
      const keys = [jobsKey, dueKey, sentKey(job.id)];
      const added = await redis.eval(
        COLLECT,
        3,
        ...keys,
        job.id,
        JSON.stringify(job),
        JSON.stringify(copy),
        dueAt,
        maxCopies,
      );
      return added === 1;
    },
    async claim(now, leaseMs) {
      const raw = (await redis.eval(CLAIM, 2, jobsKey, dueKey, now, leaseMs)) as string | null;
      return raw ? (JSON.parse(raw) as MailJob) : undefined;
    },
    async done(id) {
      await redis
        .multi()
        .zrem(dueKey, id)
        .hdel(jobsKey, id)
        .set(sentKey(id), '1', 'EX', SENT_TTL_SECONDS)
        .exec();
    },
    async retryAt(job, dueAt) {
      await redis
        .multi()
        .hset(jobsKey, job.id, JSON.stringify(job))
        .zadd(dueKey, dueAt, job.id)
        .exec();
    },
    async drop(id) {
      await redis.multi().zrem(dueKey, id).hdel(jobsKey, id).exec();
    },
    size: () => redis.hlen(jobsKey),
  };
}
