// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';

const contact = () => ({
  id: `contact.${randomUUID()}`,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
});

function post(gw: LocalGateway) {
  return fetch(`${gw.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contact()),
  });
}

const warnings = (gw: LocalGateway) => gw.logs.filter((line) => /WARNING: Redis/.test(line));

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(() => redis.close());

describe('rate limit shared through Redis', () => {
  it('counts two gateway instances against one limit, with 429 and Retry-After', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' };
    const runtime = { redisPrefix: `t-${randomUUID()}` };
    const a = await startLocalGateway({ env, runtime });
    const b = await startLocalGateway({ env, runtime, shareContentWith: a });
    try {
      expect((await post(a)).status).toBe(201);
      expect((await post(b)).status).toBe(201);
      expect((await post(a)).status).toBe(201);
      const limited = await post(b);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post(a)).status).toBe(429);
      expect(await a.reader.fetch('count(*[_type == "contact"])')).toBe(3);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('keeps accepting with one warning while Redis is down, then shares the limit again', async () => {
    const gw = await startLocalGateway({
      env: { REDIS_URL: redis.url, RATE_LIMIT_MAX: '1000' },
      runtime: { redisPrefix: `t-${randomUUID()}` },
    });
    try {
      expect((await post(gw)).status).toBe(201);
      expect(warnings(gw)).toHaveLength(0);

      await redis.kill();
      for (let i = 0; i < 5; i++) expect((await post(gw)).status).toBe(201);
      expect(warnings(gw)).toHaveLength(1);
      expect(warnings(gw)[0]).toMatch(/submissions are still accepted/);

      await redis.start();
      // The client reconnects by itself (at most every 2 s); the first request that reaches
      // Redis again logs it.
      await expect
        .poll(
          async () => {
            expect((await post(gw)).status).toBe(201);
            return gw.logs.some((line) => /reachable again/.test(line));
          },
          { timeout: 8_000, interval: 300 },
        )
        .toBe(true);
      expect(warnings(gw)).toHaveLength(1);
      expect(await gw.reader.fetch('count(*[_type == "contact"])')).toBeGreaterThanOrEqual(7);
    } finally {
      await gw.close();
    }
  });
});
