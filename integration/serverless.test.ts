// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContentService, type ContentService } from '../dev/content-service/server';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { contentReader } from '../testing/services/reader';
import { TEST_SPAM_KEY } from '../testing/services/spam-proof';

const contact = () => ({
  id: `contact.${crypto.randomUUID()}`,
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  message: 'Hello',
});

const request = (body: unknown) =>
  new Request('https://kalpa.example/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://kalpa.example' },
    body: JSON.stringify(body),
  });

let service: ContentService;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'resin-serverless-'));
  service = await startContentService({
    port: 0,
    dataDir,
    token: 'edge-token',
    allowedOrigins: [],
  });
});
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers 500 and logs the missing variable by name while unconfigured', async () => {
  vi.resetModules();
  vi.stubEnv('SANITY_TOKEN', '');
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { default: handler } = await import('../src/server/serverless');
  const res = await handler.fetch(request(contact()), { SANITY_PROJECT_ID: 'kalpa' });
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.notConfigured });
  expect(String(logged.mock.calls[0]?.[0])).toContain('SANITY_TOKEN');
  logged.mockRestore();
  vi.unstubAllEnvs();
});

it('stores a submission through the fetch handler with env bindings as configuration', async () => {
  vi.resetModules();
  const { default: handler } = await import('../src/server/serverless');
  const data = contact();
  const res = await handler.fetch(request(data), {
    SANITY_PROJECT_ID: 'kalpa',
    SANITY_TOKEN: 'edge-token',
    SANITY_API_HOST: service.url,
    ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
  });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ id: data.id });
  const stored = await contentReader(service.url, 'edge-token').getDocument(data.id);
  // A script sends no proof of work: stored all the same, marked as spam.
  expect(stored).toMatchObject({
    _type: 'contact',
    name: 'Asha',
    status: 'spam',
    spamReasons: ['no-start-token', 'no-proof'],
    source: { origin: 'https://kalpa.example' },
  });
});
