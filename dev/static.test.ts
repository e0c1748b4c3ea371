import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static';

const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A page long enough to be worth compressing, with repeats as real markup has.
const page = `<!doctype html><title>Grades</title>${Array.from(
  { length: 400 },
  (_, i) => `<li class="grade">Grade ${i}: isophthalic NPG resin, 220 kg drum</li>`,
).join('')}`;
mkdirSync(join(dir, 'products'));
writeFileSync(join(dir, 'products', 'index.html'), page);
writeFileSync(join(dir, 'tiny.css'), 'p{}');
writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
const files = staticFiles(dir);

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  files.request(path, {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

/** Asks until the server has replaced its quick Brotli with its smallest; at most 5 s. */
async function smallestBrotli(path: string, quick: number): Promise<Response> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await get(path, 'gzip, deflate, br');
    if (Number(response.headers.get('content-length')) < quick || Date.now() > deadline)
      return response;
    await new Promise((done) => setImmediate(done));
  }
}

describe('the static files in Brotli', () => {
  it('sends a page in Brotli to a browser that takes it, whole once decoded', async () => {
    const response = await get('/products/', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(page.length / 10);
  });

  it('then sends the smallest Brotli it can make, the same page once decoded', async () => {
    writeFileSync(join(dir, 'products', 'index.html'), `${page}<p>new deploy</p>`);
    const first = await get('/products/', 'br');
    const quick = Number(first.headers.get('content-length'));
    const later = await smallestBrotli('/products/', quick);
    const body = Buffer.from(await later.arrayBuffer());
    expect(body.length).toBeLessThan(quick);
    expect(brotliDecompressSync(body).toString()).toBe(`${page}<p>new deploy</p>`);
  });

  it('sends the file as it is to a client that does not take Brotli, or refuses it', async () => {
    for (const accept of [undefined, 'gzip', 'br;q=0, gzip']) {
      const response = await get('/products/', accept);
      expect(response.headers.get('content-encoding'), String(accept)).toBeNull();
      expect((await response.text()).startsWith('<!doctype html><title>Grades')).toBe(true);
    }
  });

  it('leaves pictures and files too small to gain alone', async () => {
    for (const path of ['/photo.webp', '/tiny.css']) {
      const response = await get(path, 'br');
      expect(response.headers.get('content-encoding'), path).toBeNull();
      expect(response.headers.get('vary'), path).toBeNull();
    }
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const response = await get('/products/', 'br', 'HEAD');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });
});
