/** When a notification that could not be sent is tried again, and when it is given up. */
export interface RetryPolicy {
  /** Wait before the first retry. */
  firstDelayMs: number;
  /** Each later wait is this many times the one before... */
  factor: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** No retry is scheduled later than this after the first failure. */
  giveUpAfterMs: number;
}

/**
 * First retry after 4 s (so within about 5 s with the outbox's one-second poll), then 8, 16,
 * 32 s and so on up to 5 minutes between tries, for 2 hours: a mail server that is down or
 * refusing for half an hour still gets every notification.
 */
export const RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 4_000,
  factor: 2,
  maxDelayMs: 5 * 60_000,
  giveUpAfterMs: 2 * 60 * 60_000,
};

/**
 * When to try again after the `failures`-th failed attempt (1 for the first), given when the
 * first failure happened; undefined means give up.
 */
export function nextAttemptAt(
  failures: number,
  firstFailedAt: number,
  now: number,
  policy: RetryPolicy = RETRY_POLICY,
): number | undefined {
  const delay = Math.min(
    policy.maxDelayMs,
    policy.firstDelayMs * policy.factor ** Math.max(0, failures - 1),
  );
  const at = now + delay;
  return at - firstFailedAt <= policy.giveUpAfterMs ? at : undefined;
}
