// @vitest-environment node
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { BODY_TIMEOUT_MS } from '../src/server/routes/gateway-deps';
import { CONNECTION_TIMEOUTS } from '../src/server/node-server';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';

// Short timeouts keep the test quick; the production values are checked below.
const TIMEOUTS = { headersMs: 1_000, requestMs: 3_000, idleMs: 1_000 };
const BODY_MS = 1_500;

let gw: LocalGateway;
beforeAll(async () => {
  gw = await startLocalGateway({
    env: { RATE_LIMIT_MAX: '1000' },
    options: { bodyTimeoutMs: BODY_MS },
    timeouts: TIMEOUTS,
  });
});
afterAll(() => gw.close());

/** Opens a raw connection, sends `head`, then one byte every `everyMs`; resolves on close. */
function trickle(head: string, everyMs: number) {
  const port = Number(new URL(gw.url).port);
  const started = Date.now();
  return new Promise<{ answer: string; closedAfterMs: number }>((done) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.write('x'), everyMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      done({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('slow senders', () => {
  it('answers 408 to a body that trickles in and closes its connection', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 400\r\n\r\n{';
    const { answer, closedAfterMs } = await trickle(head, 500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(LIMIT_MESSAGES.tooSlow);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1_500);
  });

  it('answers 408 to a resume upload that trickles in', async () => {
    const head =
      `POST /api/resume?filename=cv.pdf&submission=career.${crypto.randomUUID()} HTTP/1.1\r\nHost: localhost\r\n` +
      'Content-Type: application/pdf\r\nContent-Length: 100000\r\n\r\n%PDF-';
    const { answer, closedAfterMs } = await trickle(head, 500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1_500);
  });

  it('closes a connection whose headers trickle in (Node answers 408)', async () => {
    const { answer, closedAfterMs } = await trickle('POST /api/contact HTTP/1.1\r\nX-A: ', 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1_500);
  });

  it('cuts off a slow sender within about 10 s in production', () => {
    expect(BODY_TIMEOUT_MS).toBeLessThan(CONNECTION_TIMEOUTS.requestMs);
    expect(CONNECTION_TIMEOUTS.requestMs).toBeLessThanOrEqual(10_000);
    expect(CONNECTION_TIMEOUTS.headersMs).toBeLessThanOrEqual(10_000);
    expect(CONNECTION_TIMEOUTS.idleMs).toBeLessThanOrEqual(10_000);
  });
});

describe('a reused id', () => {
  const contact = () => ({
    id: `contact.${crypto.randomUUID()}`,
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 90000 12345',
    message: 'Need 2 t of ortho resin',
    companyName: '',
  });
  const post = (body: unknown) =>
    fetch(`${gw.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 409 with a clear message for the same id with different content and keeps the first', async () => {
    const data = contact();
    expect((await post(data)).status).toBe(201);
    expect((await post(data)).status).toBe(201);
    const reused = await post({ ...data, message: 'again' });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ error: LIMIT_MESSAGES.idReused });
    const stored = await gw.reader.fetch<{ message: string }[]>('*[_id == $id]', { id: data.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).toBe(data.message);
  });
});

describe('resume file names', () => {
  it.each([
    ['CV-\u202egnp.exe.pdf', LIMIT_MESSAGES.directionControls(LIMIT_MESSAGES.resumeFileName)],
    ['CV\u2066.pdf', LIMIT_MESSAGES.directionControls(LIMIT_MESSAGES.resumeFileName)],
    ['CV\r\n.pdf', LIMIT_MESSAGES.controlCharacters(LIMIT_MESSAGES.resumeFileName)],
  ])('refuses %j with 400 and its message, storing nothing', async (name, message) => {
    const before = await gw.reader.fetch<number>('count(*[_type == "sanity.fileAsset"])');
    const res = await fetch(`${gw.url}/api/resume?filename=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, issues: [{ path: 'resume', message }] });
    expect(await gw.reader.fetch<number>('count(*[_type == "sanity.fileAsset"])')).toBe(before);
  });
});

describe('TRUST_PROXY without a proxy', () => {
  it('warns at start-up and when a request comes without X-Forwarded-For', async () => {
    const proxied = await startLocalGateway({ env: { TRUST_PROXY: 'true' } });
    try {
      expect(proxied.logs.join('\n')).toMatch(/WARNING: TRUST_PROXY=true/);
      // Each request has its own line; the warnings are what counts here.
      const warnings = () => proxied.logs.filter((line) => line.includes('WARNING'));
      const before = warnings().length;
      await fetch(`${proxied.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: '{}',
      });
      expect(warnings().length).toBe(before);
      await fetch(`${proxied.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(warnings().slice(before).join('\n')).toMatch(/without X-Forwarded-For/);
    } finally {
      await proxied.close();
    }
  });
});
