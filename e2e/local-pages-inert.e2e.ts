import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import type { Backend } from '../dev/stack';
import { startLocalBackend } from '../testing/services/stack';
import { personSignals } from '../testing/services/spam-proof';

// Each payload would change the page's title if any script ran.
const PAYLOADS = [
  `<script>document.title='pwned'</script>`,
  `<img src=x onerror="document.title='pwned'">`,
  `<svg onload="document.title='pwned'"></svg>`,
  `"><iframe src="javascript:parent.document.title='pwned'"></iframe>`,
];

// The submissions listing and the caught-mail page of `npm start`, with their own backend.
let backend: Backend;
beforeAll(async () => {
  backend = await startLocalBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('markup a visitor sends stays inert on the local pages', () => {
  test('runs no script on the submissions listing or the caught mail page', async ({
    openPage,
  }) => {
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
      const { page, errors } = await openPage();
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      // By the load event (goto awaits it) any payload that could run has run: scripts and
      // inline handlers as the markup is parsed, image and frame handlers before load.
      await page.goto(url);
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
