import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startStack, type Stack } from '../dev/stack';
import { CHROME_ARGS, chromePath } from '../testing/browser/chromium';
import { freePort } from '../testing/services/free-port';
import { contentReader } from '../testing/services/reader';
import { TEST_STACK_ENV } from '../testing/services/stack-env';
import { waitForDocument } from '../testing/browser/stored';

// Many dealers' sites are plain http:// under a public name. Such a page is not a secure
// context: the browser gives it, and the Web Workers it starts, neither crypto.subtle nor
// crypto.randomUUID. The inquiry form must send from there all the same, with the proof of work
// it earns meanwhile, or such a dealer's leads would be lost or stored as suspected spam: the
// form's solver hashes on its own, and its submission id comes from random bytes.
const DEALER_HOST = 'dealer.example';

let browser: Browser;
let stack: Stack;
let dealer: string;
let dataDir: string;
beforeAll(async () => {
  const port = await freePort();
  dealer = `http://${DEALER_HOST}:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'resin-http-partner-'));
  [browser, stack] = await Promise.all([
    chromium.launch({
      executablePath: chromePath(),
      // The dealer's name leads to this machine, as a public name leads to the dealer's server.
      args: [...CHROME_ARGS, `--host-resolver-rules=MAP ${DEALER_HOST} 127.0.0.1`],
      headless: true,
    }),
    startStack({
      port: 0,
      partnerPort: port,
      contentPort: 0,
      hostname: '127.0.0.1',
      distDir: resolve(process.env.E2E_DIST ?? 'dist'),
      dataDir,
      env: { ...TEST_STACK_ENV, ALLOWED_ORIGINS: dealer },
      log: () => undefined,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an inquiry form on a dealer page served over plain http://', () => {
  it('sends without crypto.subtle or crypto.randomUUID, with its proof of work: stored as new', async () => {
    const page = await browser.newPage();
    await page.goto(`${dealer}/demo/quote.html?site=${encodeURIComponent(stack.siteUrl)}`);
    expect(
      await page.evaluate(() => [isSecureContext, typeof crypto.subtle, typeof crypto.randomUUID]),
    ).toEqual([false, 'undefined', 'undefined']);

    const form = page.locator('resin-inquiry-form');
    // The quote page's form asks about no application; a dealer's page names one.
    await form.evaluate((element) => element.setAttribute('application', 'Water Tanks'));
    const tag = `http-${Date.now()}`;
    await form.locator('input[name="name"]').fill(`Sunil Deshmukh ${tag}`);
    await form.locator('input[name="phone"]').fill('+91 98220 12345');
    await form.locator('input[name="companyName"]').fill('Deshmukh Tanks');
    await form.locator('textarea[name="message"]').fill('20 drums of isophthalic resin a month');
    await form.locator('button[type="submit"]').click();

    const submitted = page.locator('#event-log li[data-event="resin-submitted"]').first();
    await submitted.waitFor({ timeout: 30_000 });
    const id = await submitted.getAttribute('data-id');
    expect(id).toMatch(/^application\./);
    const reader = contentReader(stack.contentUrl, stack.contentToken);
    const stored = await waitForDocument(() => reader.getDocument(id!));
    expect(stored).toMatchObject({ name: `Sunil Deshmukh ${tag}`, status: 'new' });
    expect(stored).not.toHaveProperty('spamReasons');
    await page.close();
  }, 60_000);
});
