// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryUploadQuota, DAY_MS, quotaClient, secondsToNextDay } from './upload-quota';

const NOON = Date.UTC(2026, 10, 28, 12);

describe('the upload quota in memory', () => {
  it('takes bytes until the day is full, then answers the seconds to the next UTC day', async () => {
    const quota = createMemoryUploadQuota(1000);
    expect(await quota.take('a', 600, NOON)).toEqual({ ok: true });
    expect(await quota.fits('a', 400, NOON)).toEqual({ ok: true });
    expect(await quota.take('a', 401, NOON)).toEqual({ ok: false, retryAfterSeconds: 12 * 3600 });
    // A refused take counts nothing, and another client has its own day.
    expect(await quota.take('a', 400, NOON)).toEqual({ ok: true });
    expect(await quota.take('b', 1000, NOON)).toEqual({ ok: true });
    expect((await quota.fits('a', 1, NOON)).ok).toBe(false);
    // The next UTC day is whole again.
    expect(await quota.take('a', 1000, NOON + DAY_MS / 2)).toEqual({ ok: true });
  });

  it('gives back the bytes of an upload that was not stored', async () => {
    const quota = createMemoryUploadQuota(1000);
    await quota.take('a', 1000, NOON);
    await quota.giveBack('a', 300, NOON);
    expect(await quota.take('a', 300, NOON)).toEqual({ ok: true });
    expect((await quota.take('a', 1, NOON)).ok).toBe(false);
  });

  it('forgets the oldest client past the most it counts at once', async () => {
    const quota = createMemoryUploadQuota(10, 2);
    await quota.take('a', 10, NOON);
    await quota.take('b', 10, NOON);
    await quota.take('c', 10, NOON);
    expect((await quota.fits('a', 10, NOON)).ok).toBe(true);
    expect((await quota.fits('c', 1, NOON)).ok).toBe(false);
  });

  it('counts a client under a keyed hash of its address, never the address', async () => {
    const client = await quotaClient('secret-one', '203.0.113.7');
    expect(client).toMatch(/^[0-9a-f]{32}$/);
    expect(client).not.toContain('203');
    expect(await quotaClient('secret-one', '203.0.113.7')).toBe(client);
    expect(await quotaClient('secret-two', '203.0.113.7')).not.toBe(client);
  });

  it('waits at least a second at the very end of a day', () => {
    expect(secondsToNextDay(NOON + DAY_MS / 2 - 1)).toBe(1);
  });
});
