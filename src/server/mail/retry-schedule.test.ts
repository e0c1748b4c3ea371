// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_POLICY } from './retry-schedule';

/** Every retry time of the real policy, from a first failure at 0 until it gives up. */
function schedule(): number[] {
  const times: number[] = [];
  let now = 0;
  for (let failures = 1; ; failures++) {
    const at = nextAttemptAt(failures, 0, now);
    if (at === undefined) return times;
    times.push(at);
    now = at;
  }
}

describe('retry schedule of staff mail', () => {
  it('retries first within about 5 s, then waits longer each time', () => {
    const times = schedule();
    expect(times[0]).toBeLessThanOrEqual(5_000);
    const gaps = times.map((t, i) => t - (times[i - 1] ?? 0));
    for (let i = 1; i < gaps.length; i++) {
      expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1] ?? 0);
    }
    expect(Math.max(...gaps)).toBe(RETRY_POLICY.maxDelayMs);
  });

  it('keeps retrying for at least 30 minutes, and gives up in the end', () => {
    const times = schedule();
    expect(times.at(-1)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(times.at(-1)).toBeLessThanOrEqual(RETRY_POLICY.giveUpAfterMs);
    // A mail server back after 30 minutes is tried again within the longest gap.
    expect(times.some((t) => t >= 30 * 60_000 && t <= 30 * 60_000 + RETRY_POLICY.maxDelayMs)).toBe(
      true,
    );
  });

  it('follows a shorter policy, as tests use', () => {
    const policy = { firstDelayMs: 100, factor: 2, maxDelayMs: 300, giveUpAfterMs: 1_000 };
    expect(nextAttemptAt(1, 0, 0, policy)).toBe(100);
    expect(nextAttemptAt(2, 0, 100, policy)).toBe(300);
    expect(nextAttemptAt(3, 0, 300, policy)).toBe(600);
    expect(nextAttemptAt(4, 0, 900, policy)).toBeUndefined();
  });
});
