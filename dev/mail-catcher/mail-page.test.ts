// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../stack';
import { startLocalBackend } from '../../testing/services/stack';
import { personSignals } from '../../testing/services/spam-proof';

let backend: Backend;
beforeAll(async () => {
  backend = await startLocalBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('local mail catcher of npm start', () => {
  it('shows the staff mail of a submission within seconds, every value escaped, no script', async () => {
    const id = `contact.${randomUUID()}`;
    const res = await backend.gateway.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        name: '<script>alert(1)</script>',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        message: '<img src=x onerror=alert(2)> "quoted" & done',
        companyName: 'שלום בע"מ',
        // A person's signals: spam would be stored but mailed to nobody.
        ...(await personSignals(backend.gateway, { key: backend.config.spamKey })),
      }),
    });
    expect(res.status).toBe(201);
    const pageUrl = backend.mail?.pageUrl ?? '';
    await expect
      .poll(async () => (await fetch(`${pageUrl}/`)).text(), { timeout: 5_000 })
      .toContain(id);
    const page = await fetch(`${pageUrl}/`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('&#60;img src=x onerror=alert(2)&#62; &#34;quoted&#34; &#38; done');
    expect(html).toContain('שלום בע&#34;מ');
  });

  it('serves the page to this machine only', async () => {
    // A page on another name rebound to this machine (DNS rebinding) sends its own Host.
    const status = await new Promise<number | undefined>((done, fail) => {
      const req = request(
        `${backend.mail?.pageUrl ?? ''}/`,
        { headers: { host: 'attacker.example' } },
        (res) => {
          res.resume();
          done(res.statusCode);
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(403);
  });
});
