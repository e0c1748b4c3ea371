/*
 * The daily quota of upload bytes per client address (UPLOAD_BYTES_PER_DAY). Uploads need a
 * budget of their own besides the rate limit: at its pace one address could otherwise store
 * some 70 GB of PDFs a day. A day is a whole UTC day; what a client uploaded is counted under a
 * keyed hash of its address, so the counts (kept a day, in Redis with REDIS_URL) hold no address.
 */

export const DAY_MS = 24 * 60 * 60_000;

/** The UTC day a time falls in, counted from the epoch. */
export const dayOf = (t: number) => Math.floor(t / DAY_MS);

/** Seconds from `now` until the next UTC day, when a client's quota is whole again. */
export const secondsToNextDay = (now: number) =>
  Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

export type QuotaVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface UploadQuota {
  /** Whether `bytes` more would fit in `client`'s quota today; counts nothing. */
  fits(client: string, bytes: number, now: number): Promise<QuotaVerdict>;
  /** Counts `bytes` against `client`'s quota today, unless they do not fit (then nothing). */
  take(client: string, bytes: number, now: number): Promise<QuotaVerdict>;
  /** Gives back bytes taken for an upload that was then not stored. */
  giveBack(client: string, bytes: number, now: number): Promise<void>;
}

/** Client addresses counted at once in memory; past it the oldest count is forgotten. */
export const MAX_COUNTED_CLIENTS = 10_000;

/**
 * The quota in this process: a gateway without REDIS_URL, or the fallback of the Redis one while
 * Redis is unreachable. Only the current day's counts are kept.
 */
export function createMemoryUploadQuota(
  bytesPerDay: number,
  maxClients: number = MAX_COUNTED_CLIENTS,
): UploadQuota {
  const used = new Map<string, number>();
  let day = -1;
  const today = (now: number) => {
    if (dayOf(now) !== day) {
      day = dayOf(now);
      used.clear();
    }
    return used;
  };
  const verdict = (client: string, bytes: number, now: number): QuotaVerdict =>
    (today(now).get(client) ?? 0) + bytes <= bytesPerDay
      ? { ok: true }
      : { ok: false, retryAfterSeconds: secondsToNextDay(now) };
  return {
    fits: (client, bytes, now) => Promise.resolve(verdict(client, bytes, now)),
    take(client, bytes, now) {
      const answer = verdict(client, bytes, now);
      if (answer.ok) {
        const counts = today(now);
        if (!counts.has(client) && counts.size >= maxClients) {
          // A Map iterates in insertion order: the first key is the oldest.
          counts.delete(counts.keys().next().value as string);
        }
        counts.set(client, (counts.get(client) ?? 0) + bytes);
      }
      return Promise.resolve(answer);
    },
    giveBack(client, bytes, now) {
      const counts = today(now);
      const left = (counts.get(client) ?? 0) - bytes;
      if (left > 0) counts.set(client, left);
      else counts.delete(client);
      return Promise.resolve();
    },
  };
}

const encoder = new TextEncoder();

/**
 * What a client is counted under: an HMAC of its address with the gateway's secret, so neither
 * Redis nor memory keeps the address itself for the day. Web Crypto, as on serverless platforms.
 */
export async function quotaClient(secret: string, address: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`upload-quota:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(address)));
  return Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
