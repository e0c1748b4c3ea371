/**
 * Remembers which submission used each proof-of-work solution, for as long as the solution
 * could be sent, so a solution cannot be used for a second submission. The same submission
 * sent again (a retry after a lost answer or a failed store, with the same id) may use it again.
 */
export interface ReplayGuard {
  /**
   * Records `holder` (the submission id) as the user of `key` (the solved challenge) until
   * `expiresAt`. True when the key was free or already held by the same holder.
   */
  claim(key: string, holder: string, expiresAt: number): Promise<boolean>;
}

/** Solutions remembered at once in memory; past it the oldest is forgotten. */
export const MAX_REMEMBERED_SOLUTIONS = 100_000;

/**
 * The guard in this process: one gateway instance, or the fallback of the Redis guard while
 * Redis is unreachable. Entries are dropped once their challenge has expired (a few per
 * claim, so each claim costs O(1)), and memory is bounded by `maxKeys`.
 */
export function createMemoryReplayGuard(
  now: () => number = Date.now,
  maxKeys: number = MAX_REMEMBERED_SOLUTIONS,
): ReplayGuard & { size(): number } {
  const held = new Map<string, { holder: string; expiresAt: number }>();

  // A Map iterates in insertion order; expiry times follow it closely (every challenge lives
  // equally long), so the expired ones are found at the front.
  function forgetExpired(t: number) {
    let checked = 0;
    for (const [key, entry] of held) {
      if (checked++ >= 4 || entry.expiresAt > t) return;
      held.delete(key);
    }
  }

  return {
    claim(key, holder, expiresAt) {
      const t = now();
      forgetExpired(t);
      const entry = held.get(key);
      if (entry && entry.expiresAt > t) return Promise.resolve(entry.holder === holder);
      if (!entry && held.size >= maxKeys) {
        const oldest = held.keys().next();
        if (!oldest.done) held.delete(oldest.value);
      }
      held.set(key, { holder, expiresAt });
      return Promise.resolve(true);
    },
    size: () => held.size,
  };
}
