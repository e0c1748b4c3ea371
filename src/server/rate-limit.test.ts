// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('in-memory rate limit', () => {
  it('allows max hits per window, then answers the seconds to wait', () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => t);
    expect(limiter.hit('a')).toEqual({ ok: true });
    expect(limiter.hit('a')).toEqual({ ok: true });
    t = 15_000;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b')).toEqual({ ok: true });
    t = 60_000;
    expect(limiter.hit('a')).toEqual({ ok: true });
  });

  it('keeps at most maxKeys windows under a flood of distinct addresses', () => {
    const t = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => t, 1_000);
    for (let i = 0; i < 50_000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size()).toBe(1_000);
    // The newest clients are still counted.
    expect(limiter.hit('10.0.195.79')).toMatchObject({ ok: false });
  });

  it('forgets expired windows as requests come, without waiting for the cap', () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 }, () => t);
    for (let i = 0; i < 500; i++) limiter.hit(`a${i}`);
    t = 5_000;
    for (let i = 0; i < 500; i++) limiter.hit(`b${i}`);
    expect(limiter.size()).toBe(500);
  });

  it('costs the same per request at the cap as with an empty map (no scan of the map)', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => 0, 20_000);
    for (let i = 0; i < 20_000; i++) limiter.hit(`warm${i}`);
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) limiter.hit(`flood${i}`);
    const perHitMs = (performance.now() - started) / 100_000;
    // A scan of 20,000 entries per hit would take well over 0.1 ms.
    expect(perHitMs).toBeLessThan(0.05);
    expect(limiter.size()).toBe(20_000);
  });
});
