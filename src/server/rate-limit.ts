/**
 * Fixed-window counter per client. In memory on purpose: one gateway process is enough for a
 * brochure site's form traffic, and a serverless platform's own limits sit in front of it.
 */
export interface RateLimiter {
  /** Counts one request; answers how long to wait when the client is over its budget. */
  hit(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createRateLimiter(
  limit: { max: number; windowMs: number },
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  // Keeps memory bounded under a flood of distinct addresses.
  const MAX_KEYS = 10_000;

  function prune(t: number) {
    for (const [key, w] of windows) if (t - w.start >= limit.windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= limit.windowMs) {
        if (!w && windows.size >= MAX_KEYS) prune(t);
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= limit.max) return { ok: true };
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((w.start + limit.windowMs - t) / 1000)),
      };
    },
  };
}
