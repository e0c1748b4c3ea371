import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { test, type OpenPage } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { readDocument } from '../testing/browser/stored';
import { startTestStack, type TestStack } from '../testing/services/stack';
import { MESSAGES } from '../src/content/messages';
import { LIMIT_MESSAGES } from '../src/content/field-messages';

// The browser submit client, bundled on its own so a page on any origin can load it: these
// tests drive the real client in Chromium (XMLHttpRequest upload progress, CORS, exposed
// headers) against the real gateway, which jsdom cannot show.
const CLIENT_PATH = '/__submit-client.js';
let clientCode: string;

async function bundleClient(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: 'testing/browser/submit-client-entry.ts',
        formats: ['es'],
        fileName: 'submit-client',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry || entry.type !== 'chunk') throw new Error('submit client did not bundle');
  return entry.code;
}

let stranger: { server: ServerType; url: string };

beforeAll(async () => {
  clientCode = await bundleClient();
  // A page on an origin nobody allowed: same machine, so no private-network rules interfere.
  stranger = await new Promise((done) => {
    const server = serve(
      {
        fetch: () =>
          new Response('<!doctype html><html lang="en"><title>Elsewhere</title></html>', {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
        hostname: '127.0.0.1',
        port: 0,
      },
      (info: AddressInfo) => done({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
});

afterAll(async () => {
  await new Promise<void>((done) => stranger?.server.close(() => done()));
});

/** Opens a page on `origin` that has the submit client on `window.submitClient`. */
async function pageOn(
  openPage: OpenPage,
  origin: string,
): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage();
  await watched.page.route(`${origin}${CLIENT_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: clientCode }),
  );
  // A real response from that origin's server (a 404 will do): a page Playwright made up
  // itself would not count as this machine, and Chromium would block its calls to localhost.
  await watched.page.goto(`${origin}/__blank`);
  // A string, so the test runner does not rewrite the import() for Node.
  await watched.page.evaluate(`import('${CLIENT_PATH}').then((m) => { window.submitClient = m; })`);
  return watched;
}

interface ClientError {
  status: number;
  toast: string;
  detail?: string;
  retryAfterSeconds?: number;
}

describe('a partner page on an allowed origin', () => {
  test('uploads a 4 MB resume with progress events, then sends the application', async ({
    openPage,
  }) => {
    const siteUrl = inject('siteUrl');
    const { page } = await pageOn(openPage, inject('partnerUrl'));
    // On loopback 4 MB goes up in one step; a slow uplink is what a visitor's progress bar is for.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    const result = await page.evaluate(async (apiBase) => {
      type Client = typeof import('../testing/browser/submit-client-entry');
      const client = (window as unknown as { submitClient: Client }).submitClient;
      const bytes = new Uint8Array(4 * 1024 * 1024);
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      const file = new File([bytes], 'Asha Patil CV.pdf', { type: 'application/pdf' });
      const progress: number[] = [];
      const career = client.careerKind;
      const id = client.newSubmissionId(career);
      const { assetId } = await client.uploadResume(file, {
        apiBase,
        submission: id,
        onProgress: (f) => progress.push(f),
      });
      await client.send(
        career,
        {
          id,
          name: 'Asha Patil',
          email: 'asha@example.com',
          phone: '98765 43210',
          message: '',
          resumeAssetId: assetId,
        },
        { apiBase },
      );
      return { assetId, id, progress };
    }, siteUrl);

    expect(result.progress.some((f) => f > 0 && f < 1)).toBe(true);
    expect(result.progress.at(-1)).toBe(1);
    expect(result.progress).toEqual([...result.progress].sort((a, b) => a - b));
    expect(await readDocument(result.assetId)).toMatchObject({
      mimeType: 'application/pdf',
      size: 4 * 1024 * 1024,
    });
    expect(await readDocument(result.id)).toMatchObject({
      _type: 'career',
      resume: { asset: { _ref: result.assetId } },
    });
  });
});

describe('a page on an origin that is not allowed', () => {
  test('gets a readable 403 that says why, and nothing is stored', async ({ openPage }) => {
    const { page } = await pageOn(openPage, stranger.url);
    const outcome = await page.evaluate(async (apiBase) => {
      type Client = typeof import('../testing/browser/submit-client-entry');
      const client = (window as unknown as { submitClient: Client }).submitClient;
      const contact = client.contactKind;
      const id = client.newSubmissionId(contact);
      try {
        await client.send(
          contact,
          {
            id,
            name: 'X',
            email: 'x@example.com',
            phone: '1234567',
            message: 'm',
            companyName: '',
          },
          { apiBase },
        );
        return { id, error: null };
      } catch (e) {
        const { status, toast, detail } = e as ClientError;
        return { id, error: { status, toast, detail } };
      }
    }, inject('siteUrl'));
    expect(outcome.error).toEqual({
      status: 403,
      toast: MESSAGES.sendFailed,
      detail: LIMIT_MESSAGES.originNotAllowed,
    });
    expect(await readDocument(outcome.id)).toBeUndefined();
  });
});

describe('rate limit seen from a partner page', () => {
  let own: TestStack;
  beforeAll(async () => {
    own = await startTestStack({ partner: true, env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => own?.close());

  test('tells the visitor how long to wait (Retry-After is readable cross-origin)', async ({
    openPage,
  }) => {
    const { page } = await pageOn(openPage, own.partnerUrl ?? '');
    const errors = await page.evaluate(async (apiBase) => {
      type Client = typeof import('../testing/browser/submit-client-entry');
      const client = (window as unknown as { submitClient: Client }).submitClient;
      const contact = client.contactKind;
      const out: (ClientError | null)[] = [];
      for (let i = 0; i < 3; i++) {
        try {
          await client.send(
            contact,
            {
              id: client.newSubmissionId(contact),
              name: 'Asha',
              email: 'asha@example.com',
              phone: '1234567',
              message: 'm',
              companyName: '',
            },
            { apiBase },
          );
          out.push(null);
        } catch (e) {
          const { status, toast, detail, retryAfterSeconds } = e as ClientError;
          out.push({ status, toast, detail, retryAfterSeconds });
        }
      }
      return out;
    }, own.siteUrl);
    expect(errors.slice(0, 2)).toEqual([null, null]);
    const limited = errors[2];
    expect(limited?.status).toBe(429);
    expect(limited?.toast).toBe(MESSAGES.sendFailed);
    expect(limited?.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited?.detail).toBe(LIMIT_MESSAGES.rateLimitedFor(limited?.retryAfterSeconds ?? 0));
  });
});
