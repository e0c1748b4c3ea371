// @vitest-environment node
// How the gateway answers at the HTTP level: oversize bodies, origins, routes and methods, content
// service failures and the rate limit. What it stores is checked in gateway.test.ts.
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { RESUME_MAX_BYTES } from '../src/content/constants';
import { startLocalGateway } from '../testing/services/local-gateway';
import {
  answer,
  byId,
  contact,
  count,
  gw,
  PARTNER,
  pdfBytes,
  post,
  upload,
  startGatewayForFile,
  uuid,
} from '../testing/services/gateway-client';

startGatewayForFile();

describe('oversize bodies', () => {
  it('answers 413 for a 40 KB JSON body and stores nothing', async () => {
    const data = { ...contact(), padding: 'x'.repeat(40 * 1024) };
    const res = await answer(await post('/api/contact', data));
    expect(res).toEqual({ status: 413, body: { error: LIMIT_MESSAGES.bodyTooLarge } });
    expect(await byId(data.id)).toEqual([]);
  });

  it('answers 413 for a resume over 5 MB announced by Content-Length', async () => {
    const res = await answer(await upload(pdfBytes(RESUME_MAX_BYTES + 1)));
    expect(res).toEqual({ status: 413, body: { error: LIMIT_MESSAGES.resumeTooLarge } });
  });

  /** Streams `megabytes` MB of PDF without Content-Length; `sent()` is how many MB left so far. */
  function streamUpload(megabytes: number) {
    const chunk = pdfBytes(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= megabytes) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = fetch(`${gw.url}/api/resume?filename=big.pdf&submission=career.${uuid()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit);
    return { response, sent: () => sent };
  }

  it('answers 413 for a streamed resume without Content-Length once it passes 5 MB', async () => {
    const before = await count('sanity.fileAsset');
    // Would send 64 MB if the gateway read it all; it must answer after a little over 5 MB.
    const upload = streamUpload(64);
    const res = await upload.response;
    expect(res.status).toBe(413);
    expect(upload.sent()).toBeLessThan(20);
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.resumeTooLarge });
    expect(await count('sanity.fileAsset')).toBe(before);
  });

  it('lets the client read every 413 while it is still sending, never a broken connection', async () => {
    // A client still writing when the answer comes must get the answer, not EPIPE: the server
    // keeps reading (and dropping) the rest for a moment before it closes.
    for (let i = 0; i < 12; i += 1) {
      const res = await streamUpload(24).response;
      expect(res.status).toBe(413);
      await res.body?.cancel();
    }
  });

  it('accepts a resume of exactly 5 MB', async () => {
    const res = await upload(pdfBytes(RESUME_MAX_BYTES));
    expect(res.status).toBe(201);
  });
});

describe('origins and CORS', () => {
  it('answers 403 to an unknown origin and stores nothing', async () => {
    const data = contact();
    const res = await post('/api/contact', data, { origin: 'https://evil.example' });
    expect(await answer(res)).toEqual({
      status: 403,
      body: { error: LIMIT_MESSAGES.originNotAllowed },
    });
    expect(await byId(data.id)).toEqual([]);
  });

  it("answers 403 to a sandboxed page's 'null' origin", async () => {
    expect((await post('/api/contact', contact(), { origin: 'null' })).status).toBe(403);
  });

  it('accepts an allowed partner origin and lets its page read the answer', async () => {
    const res = await post('/api/contact', contact(), { origin: PARTNER });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it("accepts the site's own origin without listing it", async () => {
    const res = await post('/api/contact', contact(), { origin: gw.url });
    expect(res.status).toBe(201);
  });

  it('answers a preflight from an allowed origin with the methods and headers it may use', async () => {
    const res = await fetch(`${gw.url}/api/resume`, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
  });
});

describe('routes and methods', () => {
  it('answers 405 with Allow for GET on a submission route', async () => {
    const res = await fetch(`${gw.url}/api/contact`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.methodNotAllowed });
  });

  it('answers 404 for an unknown /api path', async () => {
    const res = await fetch(`${gw.url}/api/orders`, { method: 'POST' });
    expect(await answer(res)).toEqual({
      status: 404,
      body: { error: LIMIT_MESSAGES.unknownRoute },
    });
  });

  it('never lets an answer be cached', async () => {
    const res = await post('/api/contact', contact());
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('content service failures', () => {
  it.each([
    ['answers 500', { status: 500 }],
    ['answers 429', { status: 429 }],
    ['answers garbage', { garbage: true }],
  ])(
    'answers 502 with a message when the content service %s, storing nothing',
    async (_, fault) => {
      gw.service.setFaults(fault);
      const data = contact();
      const res = await answer(await post('/api/contact', data));
      expect(res).toEqual({ status: 502, body: { error: LIMIT_MESSAGES.serviceUnavailable } });
      gw.service.setFaults({});
      expect(await byId(data.id)).toEqual([]);
      // The failure, then the request's own line.
      expect(gw.logs.at(-2)).toMatch(/\[gateway\] ERROR: POST \/api\/contact: /);
    },
  );

  it('answers 502 for a failing resume upload and for a failing asset check', async () => {
    gw.service.setFaults({ status: 500 });
    expect((await upload(pdfBytes())).status).toBe(502);
    const res = await post('/api/career', {
      id: `career.${uuid()}`,
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      resumeAssetId: `file-${'c'.repeat(40)}-pdf`,
    });
    expect(res.status).toBe(502);
  });

  it('answers 502 within the timeout when the content service is slow, and a retry is stored once', async () => {
    // Every request that arrives while the service is slow, until each has been answered.
    let underWay = 0;
    let allAnswered!: () => void;
    const slowOnesAnswered = new Promise<void>((done) => (allAnswered = done));
    gw.service.setFaults({
      delayMs: 3000,
      onArrival: () => (underWay += 1),
      onAnswered: () => {
        underWay -= 1;
        if (underWay === 0) allAnswered();
      },
    });
    const data = contact();
    const started = Date.now();
    const res = await answer(await post('/api/contact', data));
    expect(res).toEqual({ status: 502, body: { error: LIMIT_MESSAGES.serviceUnavailable } });
    expect(Date.now() - started).toBeLessThan(2500);
    gw.service.setFaults({});
    // The slow write may still land after the gateway gave up; the retry must not duplicate it.
    expect((await post('/api/contact', data)).status).toBe(201);
    await slowOnesAnswered;
    expect(await byId(data.id)).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, then accepts again after the window', async () => {
    let now = 1_000_000;
    const limited = await startLocalGateway({
      env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' },
      options: { now: () => now },
    });
    try {
      const send = () =>
        fetch(`${limited.url}/api/contact`, {
          method: 'POST',
          // Without TRUST_PROXY a client cannot dodge the limit by inventing addresses.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${++n}` },
          body: JSON.stringify(contact()),
        });
      let n = 0;
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
      now += 20_000;
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('40');
      expect(await refused.json()).toEqual({ error: LIMIT_MESSAGES.rateLimitedFor(40) });
      expect(await limited.reader.fetch('count(*[_type == "contact"])')).toBe(3);
      now += 40_000;
      expect((await send()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('counts clients by X-Forwarded-For only when told to trust the proxy', async () => {
    const trusting = await startLocalGateway({
      env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' },
    });
    try {
      const send = (ip: string) =>
        fetch(`${trusting.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `1.1.1.1, ${ip}` },
          body: JSON.stringify(contact()),
        });
      expect((await send('10.0.0.1')).status).toBe(201);
      expect((await send('10.0.0.2')).status).toBe(201);
      expect((await send('10.0.0.1')).status).toBe(429);
    } finally {
      await trusting.close();
    }
  });
});

describe('content service down', () => {
  it('answers 502 with a message, never hangs, when nothing listens', async () => {
    const down = await startLocalGateway({ env: { CONTENT_TIMEOUT_MS: '2000' } });
    try {
      await down.service.close();
      const started = Date.now();
      const res = await fetch(`${down.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact()),
      });
      expect(await answer(res)).toEqual({
        status: 502,
        body: { error: LIMIT_MESSAGES.serviceUnavailable },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(down.logs.at(-2)).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});
