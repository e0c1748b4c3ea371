/**
 * Remembers which submission used each proof-of-work solution and each start token, for as long
 * as it could be sent, so neither can be used for a second submission. The same submission sent
 * again (a retry after a lost answer or a failed store, with the same id) may use them again.
 */
export interface ReplayGuard {
  /**
   * Records `holder` (the submission id) as the user of `key` (the solved challenge, or the
   * start token's claim) until `expiresAt`. True when the key was free or already held by the
   * same holder.
   */
  claim(key: string, holder: string, expiresAt: number): Promise<boolean>;
}

/** Keys remembered at once in memory; past it the oldest is forgotten. */
export const MAX_REMEMBERED_SOLUTIONS = 100_000;

interface Expiry {
  key: string;
  expiresAt: number;
}

/** A binary min-heap of expiry times: the next key to forget is always at the top. */
function expiryHeap() {
  const items: Expiry[] = [];
  const before = (a: number, b: number) => items[a]!.expiresAt < items[b]!.expiresAt;
  const swap = (a: number, b: number) => ([items[a], items[b]] = [items[b]!, items[a]!]);
  return {
    push(item: Expiry) {
      items.push(item);
      for (let i = items.length - 1; i > 0 && before(i, (i - 1) >> 1); i = (i - 1) >> 1) {
        swap(i, (i - 1) >> 1);
      }
    },
    peek: (): Expiry | undefined => items[0],
    pop() {
      const last = items.pop();
      if (items.length === 0 || !last) return;
      items[0] = last;
      for (let i = 0; ;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let least = i;
        if (l < items.length && before(l, least)) least = l;
        if (r < items.length && before(r, least)) least = r;
        if (least === i) return;
        swap(i, least);
        i = least;
      }
    },
  };
}

/**
 * The guard in this process: one gateway instance, or the fallback of the Redis guard while
 * Redis is unreachable. Entries are dropped once they have expired, a few per claim from a heap
 * ordered by expiry (tokens and proofs live for different times, so the order they came in is
 * not the order they expire in), and memory is bounded by `maxKeys`.
 */
export function createMemoryReplayGuard(
  now: () => number = Date.now,
  maxKeys: number = MAX_REMEMBERED_SOLUTIONS,
): ReplayGuard & { size(): number } {
  const held = new Map<string, { holder: string; expiresAt: number }>();
  const expiries = expiryHeap();

  function forgetExpired(t: number) {
    for (let checked = 0; checked < 4; checked++) {
      const next = expiries.peek();
      if (!next || next.expiresAt > t) return;
      expiries.pop();
      // A key evicted for room, or held again since, has an entry of its own (or none).
      if (held.get(next.key)?.expiresAt === next.expiresAt) held.delete(next.key);
    }
  }

  return {
    claim(key, holder, expiresAt) {
      const t = now();
      forgetExpired(t);
      const entry = held.get(key);
      if (entry && entry.expiresAt > t) return Promise.resolve(entry.holder === holder);
      if (!entry && held.size >= maxKeys) {
        // A Map iterates in insertion order: the first key is the oldest.
        const oldest = held.keys().next();
        if (!oldest.done) held.delete(oldest.value);
      }
      held.delete(key);
      held.set(key, { holder, expiresAt });
      expiries.push({ key, expiresAt });
      return Promise.resolve(true);
    },
    size: () => held.size,
  };
}
