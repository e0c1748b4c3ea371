// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../dev/content-service/server';
import { freePort } from '../testing/services/free-port';
import { startGatewayProcess } from '../testing/services/gateway-process';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';
import { TEST_SPAM_KEY } from '../testing/services/spam-proof';

// The gateway's own process (src/server/main.ts) in front of a content service this test stops
// and starts again on the same port and data, as an outage and a recovery.
const TOKEN = 'readiness-token';
let dataDir: string;
let port: number;
let service: ContentService | undefined;
let redis: TestRedis;

const startService = async () => {
  service = await startContentService({ port, dataDir, token: TOKEN, allowedOrigins: [] });
};
const stopService = async () => {
  await service?.close();
  service = undefined;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'resin-readiness-'));
  port = await freePort();
  await startService();
  redis = await startTestRedis();
});
afterAll(async () => {
  await stopService();
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  SANITY_PROJECT_ID: 'test',
  SANITY_TOKEN: TOKEN,
  SANITY_API_HOST: `http://localhost:${port}`,
  ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
  ...extra,
});

async function readiness(url: string) {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('health and readiness', () => {
  it('/healthz answers 200 while the process runs', async () => {
    const gateway = await startGatewayProcess(env());
    try {
      const res = await fetch(`${gateway.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      // Even while what it depends on is down: the process itself is fine.
      await stopService();
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    } finally {
      await gateway.close();
      if (!service) await startService();
    }
  });

  it('/readyz goes to 503 naming the content service when it stops, and back to 200', async () => {
    const gateway = await startGatewayProcess(env());
    try {
      expect(await readiness(gateway.url)).toEqual({
        status: 200,
        body: { status: 'ready', down: [], checks: { content: 'up' } },
      });
      await stopService();
      expect(await readiness(gateway.url)).toEqual({
        status: 503,
        body: { status: 'not ready', down: ['content'], checks: { content: 'down' } },
      });
      await startService();
      expect((await readiness(gateway.url)).status).toBe(200);
    } finally {
      await gateway.close();
      if (!service) await startService();
    }
  });

  it('/readyz names the content service when it refuses the token', async () => {
    const gateway = await startGatewayProcess(env({ SANITY_TOKEN: 'not-the-token' }));
    try {
      expect(await readiness(gateway.url)).toMatchObject({
        status: 503,
        body: { down: ['content'] },
      });
    } finally {
      await gateway.close();
    }
  });

  it('with REDIS_URL, /readyz goes to 503 naming Redis while it is down, and back', async () => {
    const gateway = await startGatewayProcess(env({ REDIS_URL: redis.url }));
    try {
      expect(await readiness(gateway.url)).toEqual({
        status: 200,
        body: { status: 'ready', down: [], checks: { content: 'up', redis: 'up' } },
      });
      await redis.kill();
      expect(await readiness(gateway.url)).toEqual({
        status: 503,
        body: { status: 'not ready', down: ['redis'], checks: { content: 'up', redis: 'down' } },
      });
      await redis.start();
      // The connection comes back by itself within its reconnect delay (2 s at most).
      await expect.poll(async () => (await readiness(gateway.url)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
