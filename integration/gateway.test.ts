// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, LIMIT_MESSAGES, MESSAGES } from '../src/content/messages';
import { RESUME_MESSAGES } from '../src/content/file-picker';
import { REACH_MESSAGES } from '../src/content/reach-messages';
import { RESUME_MAX_BYTES } from '../src/content/constants';
import { startLocalGateway, type LocalGateway } from '../dev/testing/local-gateway';

const PARTNER = 'https://dealer.example';
const uuid = () => crypto.randomUUID();
const pdfBytes = (size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return bytes;
};

const contact = () => ({
  id: `contact.${uuid()}`,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
  companyName: 'Patil Composites',
});
const inquiry = () => ({
  id: `application.${uuid()}`,
  name: 'Ravi',
  phone: 'call after 5',
  companyName: 'Lanka Compsite',
  message: 'Quote for 500 kg',
  applicationName: 'Vaccum Infusion',
});

let gw: LocalGateway;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(gw.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function upload(
  bytes: Uint8Array<ArrayBuffer>,
  filename = 'cv.pdf',
  headers: Record<string, string> = {},
) {
  return fetch(`${gw.url}/api/resume?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', ...headers },
    body: bytes,
  });
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const count = (type: string) => gw.reader.fetch<number>('count(*[_type == $type])', { type });
const byId = (id: string) => gw.reader.fetch<unknown[]>('*[_id == $id]', { id });

beforeAll(async () => {
  gw = await startLocalGateway({
    env: { ALLOWED_ORIGINS: PARTNER, RATE_LIMIT_MAX: '1000', CONTENT_TIMEOUT_MS: '800' },
  });
});
afterAll(() => gw.close());
beforeEach(() => gw.service.setFaults({}));

describe('successful submissions', () => {
  it('stores a contact message with its published fields under the browser-made id', async () => {
    const data = contact();
    const res = await answer(await post('/api/contact', data));
    expect(res).toEqual({ status: 201, body: { id: data.id } });
    const { id, ...fields } = data;
    expect(await gw.reader.getDocument(id)).toMatchObject({ _id: id, _type: 'contact', ...fields });
  });

  it("stores a product inquiry as _type 'application' and accepts any phone text", async () => {
    const data = inquiry();
    expect((await post('/api/inquiry', data)).status).toBe(201);
    const { id, ...fields } = data;
    expect(await gw.reader.getDocument(id)).toMatchObject({ _type: 'application', ...fields });
  });

  it('stores an uploaded resume and a career application that references it', async () => {
    const up = await answer(await upload(pdfBytes(), '../../etc/Asha CV <final>.pdf'));
    expect(up.status).toBe(201);
    const assetId = String(up.body.assetId);
    expect(assetId).toMatch(/^file-[0-9a-f]{40}-pdf$/);
    const asset = await gw.reader.getDocument(assetId);
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      mimeType: 'application/pdf',
      originalFilename: 'Asha CV -final.pdf',
    });

    const id = `career.${uuid()}`;
    const res = await answer(
      await post('/api/career', {
        id,
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        resumeAssetId: assetId,
      }),
    );
    expect(res).toEqual({ status: 201, body: { id } });
    expect(await gw.reader.getDocument(id)).toMatchObject({
      _type: 'career',
      name: 'Asha',
      message: '',
      resume: { _type: 'file', asset: { _type: 'reference', _ref: assetId } },
    });
  });

  it('stores a retried submission once and answers 201 with the same id both times', async () => {
    const data = contact();
    const first = await answer(await post('/api/contact', data));
    const second = await answer(await post('/api/contact', data));
    expect(first).toEqual({ status: 201, body: { id: data.id } });
    expect(second).toEqual(first);
    const stored = await byId(data.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: data.message });
  });

  it('drops fields the schema does not know, so a visitor cannot set _type or _id', async () => {
    const data = contact();
    const res = await post('/api/contact', { ...data, _type: 'product', _id: 'products.x', x: 1 });
    expect(res.status).toBe(201);
    const doc = await gw.reader.getDocument(data.id);
    expect(doc?._type).toBe('contact');
    expect(doc).not.toHaveProperty('x');
    expect(await gw.reader.getDocument('products.x')).toBeUndefined();
  });
});

describe('the form rules, checked again by the gateway', () => {
  // Each: the kind, its route, the body, the wrong field, the spec's message (the answer's error)
  // and what is wrong with that field (its issue).
  const cases: [string, string, Record<string, unknown>, string, string, string][] = [
    [
      'contact',
      '/api/contact',
      { ...contact(), name: '  ' },
      'name',
      MESSAGES.required,
      FIELD_MESSAGES.missing.name,
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), message: '' },
      'message',
      MESSAGES.required,
      FIELD_MESSAGES.missing.message,
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), phone: '123456' },
      'phone',
      MESSAGES.invalidPhone,
      REACH_MESSAGES.phoneDigits(6),
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), phone: '1234567890123456' },
      'phone',
      MESSAGES.invalidPhone,
      REACH_MESSAGES.phoneDigits(16),
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), email: 'asha @example.com' },
      'email',
      MESSAGES.invalidEmail,
      REACH_MESSAGES.emailSpace,
    ],
    [
      'application',
      '/api/inquiry',
      { ...inquiry(), companyName: '' },
      'companyName',
      MESSAGES.required,
      FIELD_MESSAGES.missing.companyName,
    ],
    [
      'application',
      '/api/inquiry',
      { ...inquiry(), phone: '' },
      'phone',
      MESSAGES.required,
      FIELD_MESSAGES.missing.phone,
    ],
    [
      'career',
      '/api/career',
      { id: `career.${uuid()}`, name: 'A', email: 'a@example.com', phone: '9876543210' },
      'resumeAssetId',
      MESSAGES.required,
      RESUME_MESSAGES.missing,
    ],
    [
      'career',
      '/api/career',
      {
        id: `career.${uuid()}`,
        name: 'A',
        email: 'a@example.com',
        phone: '98765',
        resumeAssetId: `file-${'a'.repeat(40)}-pdf`,
      },
      'phone',
      MESSAGES.invalidPhone,
      REACH_MESSAGES.phoneDigits(5),
    ],
  ];

  it.each(
    cases.map(([type, path, body, field, message, problem]) => ({
      type,
      path,
      body,
      field,
      message,
      problem,
    })),
  )(
    "answers 400 '$message' for $type with a bad $field ('$problem') and stores nothing",
    async ({ type, path, body, field, message, problem }) => {
      const before = await count(type);
      const res = await answer(await post(path, body));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues).toContainEqual({ path: field, message: problem });
      expect(await count(type)).toBe(before);
    },
  );

  it("answers 415 'Only PDF files are allowed' for a Windows executable sent as application/pdf", async () => {
    const exe = new Uint8Array(64 * 1024);
    exe.set([0x4d, 0x5a, 0x90, 0x00]); // "MZ": a PE executable
    const before = await count('sanity.fileAsset');
    const res = await answer(await upload(exe, 'cv.pdf'));
    expect(res).toEqual({ status: 415, body: { error: MESSAGES.pdfOnly } });
    expect(await count('sanity.fileAsset')).toBe(before);
  });

  it('answers 415 for an empty resume body', async () => {
    expect((await upload(new Uint8Array(0))).status).toBe(415);
  });

  it('refuses a well-formed resumeAssetId that was never uploaded (forged) with 400', async () => {
    const id = `career.${uuid()}`;
    const res = await answer(
      await post('/api/career', {
        id,
        name: 'A',
        email: 'a@example.com',
        phone: '9876543210',
        resumeAssetId: `file-${'b'.repeat(40)}-pdf`,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LIMIT_MESSAGES.invalidResume);
    expect(await byId(id)).toEqual([]);
  });

  it('refuses a resumeAssetId of a stored file that is not a PDF', async () => {
    // Placed straight into the content service, as another tool with the token could.
    const text = await gw.reader.assets.upload('file', Buffer.from('just text'), {
      filename: 'notes.txt',
      contentType: 'text/plain',
    });
    const forged = text._id.replace(/-txt$/, '-pdf');
    const id = `career.${uuid()}`;
    const res = await post('/api/career', {
      id,
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      resumeAssetId: forged,
    });
    expect(res.status).toBe(400);
    expect(await byId(id)).toEqual([]);
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const res = await answer(await post('/api/contact', '{"name": "A",'));
    expect(res).toEqual({ status: 400, body: { error: LIMIT_MESSAGES.invalidJson, issues: [] } });
  });

  it('answers 415 for a submission that is not sent as JSON', async () => {
    const res = await answer(
      await post('/api/contact', JSON.stringify(contact()), { 'content-type': 'text/plain' }),
    );
    expect(res).toEqual({ status: 415, body: { error: LIMIT_MESSAGES.notJson } });
  });
});

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
    const response = fetch(`${gw.url}/api/resume?filename=big.pdf`, {
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
      expect(gw.logs.at(-1)).toContain('/api/contact');
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
    gw.service.setFaults({ delayMs: 3000 });
    const data = contact();
    const started = Date.now();
    const res = await answer(await post('/api/contact', data));
    expect(res).toEqual({ status: 502, body: { error: LIMIT_MESSAGES.serviceUnavailable } });
    expect(Date.now() - started).toBeLessThan(2500);
    gw.service.setFaults({});
    // The slow write may still land after the gateway gave up; the retry must not duplicate it.
    expect((await post('/api/contact', data)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 2500));
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
      expect(down.logs.at(-1)).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});
