// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';

let gw: LocalGateway;
beforeAll(async () => {
  gw = await startLocalGateway({ env: { RATE_LIMIT_MAX: '1000' } });
});
afterAll(() => gw.close());

const contact = (fields: Record<string, unknown> = {}) => ({
  id: `contact.${randomUUID()}`,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
  companyName: '',
  ...fields,
});

function post(body: BodyInit, type = 'application/json', path = '/api/contact') {
  return fetch(`${gw.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
}

const countAll = () => gw.reader.fetch<number>('count(*[_type == "contact"])');

describe('hostile input: a clear status, nothing stored, nothing crashed', () => {
  it.each([
    ['__proto__ at the top', `{"__proto__":{"polluted":true},"id":"contact.${randomUUID()}"}`],
    ['constructor at the top', `{"constructor":{"prototype":{"polluted":true}}}`],
    [
      '__proto__ nested',
      JSON.stringify({ ...contact(), extra: { nested: 1 } }).replace('"nested"', '"__proto__"'),
    ],
    ['prototype alongside valid fields', JSON.stringify({ ...contact(), prototype: 1 })],
  ])('refuses %s with 400', async (_, body) => {
    const before = await countAll();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.forbiddenField, issues: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await countAll()).toBe(before);
  });

  it('answers 413 to JSON bodies of 5 MB and more, declared or streamed', async () => {
    const big = JSON.stringify(contact({ message: 'x'.repeat(5 * 1024 * 1024) }));
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: LIMIT_MESSAGES.bodyTooLarge });
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${gw.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers 413 to a resume over 5 MB', async () => {
    const bytes = new Uint8Array(6 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await post(
      bytes,
      'application/pdf',
      `/api/resume?filename=cv.pdf&submission=career.${crypto.randomUUID()}`,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.resumeTooLarge });
  });

  it('answers 400 to invalid UTF-8', async () => {
    const valid = new TextEncoder().encode(JSON.stringify(contact({ name: 'AAAA' })));
    const text = new TextDecoder().decode(valid);
    const at = text.indexOf('AAAA');
    valid.set([0xc3, 0x28, 0xff, 0xfe], at);
    const res = await post(valid);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.invalidJson, issues: [] });
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'text/html',
  ])('answers 415 to a submission sent as %s', async (type) => {
    const before = await countAll();
    const res = await post(JSON.stringify(contact()), type);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGES.notJson });
    expect(await countAll()).toBe(before);
  });

  it('answers 415 to a resume whose bytes are not a PDF, whatever its type says', async () => {
    const res = await post(
      new TextEncoder().encode('MZ\x90\x00 not a pdf'),
      'application/pdf',
      `/api/resume?filename=cv.pdf&submission=career.${crypto.randomUUID()}`,
    );
    expect(res.status).toBe(415);
  });

  it('stores markup as text and shows it inert in the local listing', async () => {
    const data = contact({
      name: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>',
    });
    expect((await post(JSON.stringify(data))).status).toBe(201);
    expect(await gw.reader.getDocument(data.id)).toMatchObject({
      name: data.name,
      message: data.message,
    });
    const page = await fetch(`${gw.service.url}/`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<script|<img|<a href="javascript/);
  });

  it('stores long and right-to-left text faithfully (Arabic, Sinhala, Hebrew)', async () => {
    const arabic = 'نحتاج إلى راتنج البوليستر غير المشبع لصناعة القوارب';
    const sinhala = 'අපට බෝට්ටු නිෂ්පාදනය සඳහා රෙසින් අවශ්‍යයි';
    const hebrew = 'אנחנו צריכים שרף פוליאסטר';
    // Up to the 5000-character limit; the form rules trim only the ends.
    const message = `${arabic}\n${sinhala}\n${hebrew}\n`.repeat(40).slice(0, 5000).trimEnd();
    const data = contact({ name: 'مريم العلي', companyName: 'שלום בע"מ', message });
    expect((await post(JSON.stringify(data))).status).toBe(201);
    const stored = await gw.reader.getDocument(data.id);
    expect(stored?.message).toBe(message);
    expect(stored?.name).toBe('مريم العلي');
    expect(stored?.companyName).toBe('שלום בע"מ');
  });

  it('is still answering valid submissions after all of the above', async () => {
    expect((await post(JSON.stringify(contact()))).status).toBe(201);
  });
});
