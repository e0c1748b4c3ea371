/** The answer for one request: go ahead, or wait this many seconds. */
export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts submissions per client. The gateway awaits `hit`, so a limiter may keep its counts in
 * another process (Redis) as well as in memory.
 */
export interface RateLimiter {
  /** Counts one request; answers how long to wait when the client is over its budget. */
  hit(key: string): RateVerdict | Promise<RateVerdict>;
}

/** Client addresses whose windows are kept at once; past it the oldest window is forgotten. */
export const MAX_TRACKED_CLIENTS = 10_000;

/**
 * Fixed-window counter per client, in memory: one gateway process, or the fallback of the
 * shared limit while Redis is unreachable.
 *
 * Besides the map, a queue holds the windows in the order they started, so the oldest is always
 * at its head: each request drops at most two expired windows from the head, and at the cap
 * forgets the oldest one. Every request costs O(1), however many addresses a flood uses, and
 * memory stays bounded by `maxKeys`. (A Map's own order is not enough: V8 leaves a hole for
 * each deleted entry, and reading the first entry skips all of them.)
 */
export function createRateLimiter(
  limit: { max: number; windowMs: number },
  now: () => number = Date.now,
  maxKeys: number = MAX_TRACKED_CLIENTS,
): RateLimiter & { size(): number } {
  const windows = new Map<string, { start: number; count: number }>();
  let queue: { key: string; start: number }[] = [];
  let head = 0;

  // A queue entry whose key has since started a new window (or was dropped) is stale.
  const live = (entry: { key: string; start: number }) =>
    windows.get(entry.key)?.start === entry.start;

  function shift() {
    head += 1;
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  }

  function dropExpired(t: number) {
    let dropped = 0;
    while (head < queue.length) {
      const entry = queue[head] as { key: string; start: number };
      if (!live(entry)) {
        shift(); // each entry is shifted once, so skipping stale ones is O(1) amortised
      } else if (dropped < 2 && t - entry.start >= limit.windowMs) {
        windows.delete(entry.key);
        shift();
        dropped += 1;
      } else {
        return;
      }
    }
  }

  function forgetOldest() {
    while (head < queue.length) {
      const entry = queue[head] as { key: string; start: number };
      shift();
      if (live(entry)) {
        windows.delete(entry.key);
        return;
      }
    }
  }

  return {
    hit(key) {
      const t = now();
      dropExpired(t);
      let w = windows.get(key);
      if (!w || t - w.start >= limit.windowMs) {
        if (!w && windows.size >= maxKeys) forgetOldest();
        w = { start: t, count: 0 };
        windows.set(key, w);
        queue.push({ key, start: t });
      }
      w.count += 1;
      if (w.count <= limit.max) return { ok: true };
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((w.start + limit.windowMs - t) / 1000)),
      };
    },
    size: () => windows.size,
  };
}
