import { readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, untilAppReady } from '../dev/testing/browser';
import { partnerPolicy } from '../src/server/security-headers/policies';
import { demoUrl } from './support/embed';
import { CHECKED_PATHS } from './support/route-samples';

// The site and the demo partner pages under their Content-Security-Policy in Chromium: every
// route of the router (with a sample value where it takes one), every HTML page of the build,
// and the partner pages with the policy docs/embedding.md gives partners. A violation is any `securitypolicyviolation` event (they bubble out of shadow roots)
// or a console message about the policy.
let browser: Browser;
let siteUrl: string;
let partnerUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  siteUrl = inject('siteUrl');
  partnerUrl = inject('partnerUrl');
});
afterAll(async () => {
  await browser?.close();
});

interface Watched {
  page: Page;
  /** Violations seen so far, as `directive: blocked URL (where)` lines. */
  violations(): Promise<string[]>;
}

async function watchedPage(): Promise<Watched> {
  const { page } = await openPage(browser);
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__policyViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective}: ${event.blockedURI || '(inline)'} (${event.sourceFile}:${event.lineNumber}) on ${location.href}`,
      );
    });
  });
  return {
    page,
    async violations() {
      const events = await page.evaluate(
        () => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [],
      );
      return [...events, ...fromConsole];
    },
  };
}

/** Scrolls down the whole page in steps, so what loads when near (maps, sliders) loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    }
  });
}

/** Opens what a visitor opens on demand: the video players. */
async function openPlayers(page: Page) {
  const posters = page.locator('.video-popup__poster, button[aria-label^="Play"]');
  for (let i = 0; i < (await posters.count()); i += 1) {
    const poster = posters.nth(i);
    if (!(await poster.isVisible())) continue;
    await poster.click();
    await page.locator('iframe[src*="youtube"]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
  }
}

describe('the site under its Content-Security-Policy', () => {
  it('sends a policy that allows no inline script but its own, by hash', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${siteUrl}/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response?.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
  });

  it('reports a script that is not the site own, so the sweep below would see one', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${siteUrl}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await violations()).filter((v) => /^script-src-elem: inline/.test(v)))
      .toHaveLength(1);
  });

  it.each(CHECKED_PATHS)(
    'runs %s with no violation, from the first paint to the app and what loads on demand',
    async (path) => {
      const { page, violations } = await watchedPage();
      // A fresh document each time, so every route's first paint is checked too.
      await page.goto(`${siteUrl}/#${path}`);
      await scrollThrough(page);
      await openPlayers(page);
      expect(await violations()).toEqual([]);
      await page.context().close();
    },
  );

  it('runs every HTML page of the build with no violation', async () => {
    const dist = resolve(process.env.E2E_DIST ?? 'dist');
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/${file.split(sep).slice(0, -1).join('/')}`);
    expect(pages).toContain('/');
    const { page, violations } = await watchedPage();
    const problems: string[] = [];
    for (const path of pages) {
      const response = await page.goto(`${siteUrl}${join(path, '/')}`);
      expect(response?.status(), path).toBe(200);
      await untilAppReady(page);
      await scrollThrough(page);
      problems.push(...(await violations()).map((v) => `${path}: ${v}`));
      await page.goto('about:blank');
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('partner pages under the policy the embedding guide gives', () => {
  it.each(['index', 'dealer', 'sister', 'all'])(
    'the %s demo page loads and runs its widgets with no violation',
    async (name) => {
      const { page, violations } = await watchedPage();
      const response = await page.goto(demoUrl(partnerUrl, siteUrl, name));
      expect(response?.headers()['content-security-policy']).toBe(
        partnerPolicy(new URL(siteUrl).origin),
      );
      if (name !== 'index') {
        await page
          .locator('resin-inquiry-form, resin-product-tabs, resin-application-list')
          .first()
          .locator('[part]')
          .first()
          .waitFor();
      }
      await scrollThrough(page);
      expect(await violations()).toEqual([]);
    },
  );

  it('submits an inquiry from the dealer page to the gateway with no violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(demoUrl(partnerUrl, siteUrl, 'dealer'));
    const form = page.locator('resin-inquiry-form');
    await form.locator('input[name="name"]').fill('Asha Patil');
    await form.locator('input[name="phone"]').fill('+91 98200 12345');
    await form.locator('input[name="companyName"]').fill('Patil Marine Works');
    await form.locator('textarea[name="message"]').fill('40 drums of gelcoat per month');
    await form.locator('button[type="submit"]').click();
    await page.locator('#event-log li[data-event="resin-submitted"]').waitFor();
    expect(await violations()).toEqual([]);
  });
});
