// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../dev/testing/browser';
import { startBackend, type Backend } from '../dev/stack';
import { personSignals } from '../dev/testing/spam-proof';

// Each payload would change the page's title if any script ran.
const PAYLOADS = [
  `<script>document.title='pwned'</script>`,
  `<img src=x onerror="document.title='pwned'">`,
  `<svg onload="document.title='pwned'"></svg>`,
  `"><iframe src="javascript:parent.document.title='pwned'"></iframe>`,
];

let backend: Backend;
let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'resin-inert-'));
  [backend, browser] = await Promise.all([
    startBackend({
      hostname: 'localhost',
      contentPort: 0,
      dataDir,
      env: { SANITY_TOKEN: `t-${randomUUID()}`, RATE_LIMIT_MAX: '100' },
      siteOrigins: ['http://localhost:4173'],
      log: () => undefined,
    }),
    launchBrowser(),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await backend?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('markup a visitor sends stays inert on the local pages', () => {
  it('runs no script on the submissions listing or the caught mail page', async () => {
    const ids: string[] = [];
    for (const payload of PAYLOADS) {
      const id = `contact.${randomUUID()}`;
      ids.push(id);
      const res = await backend.gateway.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          name: payload.slice(0, 100),
          email: 'asha@example.com',
          phone: '+91 90000 12345',
          message: payload,
          companyName: payload.slice(0, 150),
          // A person's signals, so the mail page gets the payloads too.
          ...(await personSignals(backend.gateway, { key: backend.config.spamKey })),
        }),
      });
      expect(res.status).toBe(201);
    }
    const mailPage = `${backend.mail?.pageUrl ?? ''}/`;
    await expect
      .poll(
        async () => {
          const html = await (await fetch(mailPage)).text();
          return ids.every((id) => html.includes(id));
        },
        { timeout: 8_000 },
      )
      .toBe(true);

    for (const url of [`${backend.contentUrl}/`, mailPage]) {
      const { page, errors } = await openPage(browser);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(url);
      await page.waitForTimeout(300);
      expect(await page.title()).not.toBe('pwned');
      expect(dialogs).toBe(0);
      // The payloads are shown as text.
      expect(await page.locator('body').innerText()).toContain(
        `<img src=x onerror="document.title='pwned'">`,
      );
      expect(await page.locator('script, img, svg, iframe').count()).toBe(0);
      expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
      await page.context().close();
    }
  });
});
