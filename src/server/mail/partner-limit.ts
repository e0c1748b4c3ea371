/*
 * The limit on the copies a partner's own addresses get. Which partner a lead came through is
 * known only from the request's Origin, which a script can set to anything, so anyone can make
 * leads a partner's. The limit bounds what that costs the partner: past so many copies an hour
 * or a day (whole UTC hours and days), its copies wait in a digest instead, while every lead is
 * still stored and mailed to staff.
 */

/** PARTNER_COPIES_PER_HOUR and PARTNER_COPIES_PER_DAY. */
export interface PartnerCopyLimit {
  perHour: number;
  perDay: number;
}

/** The limits when PARTNER_COPIES_PER_HOUR and PARTNER_COPIES_PER_DAY are not set. */
export const PARTNER_COPY_DEFAULTS: PartnerCopyLimit = { perHour: 10, perDay: 50 };

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The UTC hour and day a time falls in, counted from the epoch. */
export const hourOf = (t: number) => Math.floor(t / HOUR_MS);
export const dayOf = (t: number) => Math.floor(t / DAY_MS);

/** What becomes of one partner copy: sent on its own, or held for the partner's digest. */
export type CopyDelivery = 'sent' | 'held';

export interface PartnerQuota {
  /**
   * Counts copy `copyId` of `partner` at `now`: `sent` while the partner is under both limits,
   * else `held`. A copy asked about again (the same lead sent again) gets its first answer,
   * with `again`, and is not counted twice.
   */
  decide(
    partner: string,
    copyId: string,
    now: number,
  ): Promise<{ delivery: CopyDelivery; again: boolean }>;
}

/** Copies whose answer is remembered against counting a repeat twice (about a day's worth). */
const DECISIONS_REMEMBERED = 10_000;

/**
 * The limit in this process: a gateway without REDIS_URL, or the fallback of the Redis one
 * while Redis is unreachable. Only the current hour's and day's counts are kept.
 */
export function createMemoryPartnerQuota(limit: PartnerCopyLimit): PartnerQuota {
  const counts = new Map<string, number>();
  const decisions = new Map<string, CopyDelivery>();
  let hour = -1;

  return {
    decide(partner, copyId, now) {
      const earlier = decisions.get(copyId);
      if (earlier) return Promise.resolve({ delivery: earlier, again: true });
      if (hourOf(now) !== hour) {
        // A new hour: drop the counts of windows that are over.
        hour = hourOf(now);
        const current = [`h${hour}`, `d${dayOf(now)}`];
        for (const key of counts.keys()) {
          if (!current.some((window) => key.endsWith(`\n${window}`))) counts.delete(key);
        }
      }
      const hourKey = `${partner}\nh${hourOf(now)}`;
      const dayKey = `${partner}\nd${dayOf(now)}`;
      const [inHour, inDay] = [counts.get(hourKey) ?? 0, counts.get(dayKey) ?? 0];
      const delivery: CopyDelivery =
        inHour < limit.perHour && inDay < limit.perDay ? 'sent' : 'held';
      if (delivery === 'sent') {
        counts.set(hourKey, inHour + 1);
        counts.set(dayKey, inDay + 1);
      }
      decisions.set(copyId, delivery);
      // A Map iterates in insertion order: the first entry is the oldest.
      if (decisions.size > DECISIONS_REMEMBERED) {
        decisions.delete(decisions.keys().next().value as string);
      }
      return Promise.resolve({ delivery, again: false });
    },
  };
}
