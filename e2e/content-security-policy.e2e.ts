import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { partnerPolicy } from '../src/server/security-headers/policies';
import { APPLICATIONS } from '../src/content/applications';
import { PRODUCTS } from '../src/content/products';
import { test, type OpenPage } from '../testing/browser/fixture';
import { demoUrl } from '../testing/browser/embed';
import { productionBuild } from '../testing/services/production-build';

// The site and the demo partner pages under their Content-Security-Policy. Every HTML file of
// the build is fetched as the site serves it and read with Chromium's HTML parser, without
// running it: each inline script it runs is allowed by the policy it comes with, by hash, and it
// holds nothing a policy without 'unsafe-inline' blocks (event handler attributes, javascript:
// addresses). Chromium then runs one page of each kind (home, a grade, an application, contact,
// the 404 page) and the partner pages, and counts every violation: a
// `securitypolicyviolation` event (they bubble out of shadow roots) or a console message about
// the policy.

const siteUrl = () => inject('siteUrl');

/** Each HTML file of the build, with the address the site serves it at. */
function builtHtmlFiles(): Array<{ file: string; address: string }> {
  const dist = productionBuild();
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(sep).join('/'))
    .map((file) => ({
      file: join(dist, file),
      // A folder's page at the folder's own address, as visitors open it; others at their name.
      address: file === 'index.html' ? '/' : `/${file.replace(/(^|\/)index\.html$/, '$1')}`,
    }));
}

/**
 * What in a served document a strict policy would block, as one line per finding, and how many
 * inline scripts it runs: read by Chromium's own HTML parser (DOMParser runs nothing), each
 * inline script a browser would run hashed as CSP hashes it, the UTF-8 of its text.
 */
async function inlineProblems(
  page: Page,
  html: string,
  policy: string,
): Promise<{ problems: string[]; scripts: number }> {
  // A document of the site's origin, which is secure (localhost), so crypto.subtle is there.
  if (!page.url().startsWith(siteUrl())) await page.goto(`${siteUrl()}/robots.txt`);
  return page.evaluate(
    async ({ html, policy }) => {
      const runnable = ['', 'module', 'text/javascript', 'application/javascript'];
      const document = new DOMParser().parseFromString(html, 'text/html');
      const allowed = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
      const problems: string[] = [];
      let scripts = 0;
      for (const script of document.querySelectorAll('script:not([src])')) {
        const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
        if (!runnable.includes(type)) continue;
        scripts += 1;
        const bytes = new TextEncoder().encode(script.textContent ?? '');
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
        const hash = `'sha256-${btoa(String.fromCharCode(...digest))}'`;
        if (!allowed.includes(hash)) problems.push(`inline script ${hash} is not in script-src`);
      }
      for (const element of document.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          if (/^on/i.test(name)) problems.push(`<${element.localName} ${name}>: an inline handler`);
          if (/^\s*javascript:/i.test(value))
            problems.push(`<${element.localName} ${name}>: ${value}`);
        }
      }
      return { problems, scripts };
    },
    { html, policy },
  );
}

interface Watched {
  page: Page;
  /** Violations seen so far, as `directive: blocked URL (where)` lines. */
  violations(): Promise<string[]>;
}

async function watchedPage(openPage: OpenPage): Promise<Watched> {
  const { page } = await openPage();
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

/** One page of each kind: its first paint, the app, and what it loads on demand. */
const SAMPLE_ROUTES = [
  '/',
  `/products/${PRODUCTS[1]!.id}`,
  `/application/${APPLICATIONS[0]!.slug}`,
  '/contact',
  '/no-such-page',
];

describe('every HTML file of the build, as served', () => {
  test('runs no inline script its policy does not name, and has no inline handler or javascript: address', async ({
    page,
  }) => {
    const files = builtHtmlFiles();
    expect(files.map(({ address }) => address)).toContain('/');
    expect(files.map(({ address }) => address)).toContain('/404.html');
    const problems: string[] = [];
    const check = async ({ file, address }: (typeof files)[number]) => {
      const response = await fetch(`${siteUrl()}${address}`);
      const html = await response.text();
      expect(html, `${address} is served from ${file}`).toBe(readFileSync(file, 'utf8'));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, address).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const found = await inlineProblems(page, html, policy);
      // Every page has its first-paint script inline: a page with none was not read.
      expect(found.scripts, address).toBeGreaterThan(0);
      problems.push(...found.problems.map((problem) => `${address}: ${problem}`));
    };
    // A few files at a time, one fetched while another is read (some 370 files), once the page
    // is on the site's origin, which the first read opens.
    await inlineProblems(page, '', '');
    for (let start = 0; start < files.length; start += 4) {
      await Promise.all(files.slice(start, start + 4).map(check));
    }
    expect(problems).toEqual([]);
    // Some 370 files: 11 s on a quiet machine, a minute and more when the suite shares it.
  }, 240_000);

  test('would name an inline script missing from the policy, a handler and a javascript: link', async ({
    page,
  }) => {
    // The known answer, hashed in Node: the page's hashing must agree with it.
    const hash = `'sha256-${createHash('sha256').update('first()').digest('base64')}'`;
    const html =
      '<script>first()</script><button onclick="go()">Go</button><a href=" JavaScript:go()">x</a>';
    await expect(inlineProblems(page, html, "script-src 'self'")).resolves.toEqual({
      problems: [
        `inline script ${hash} is not in script-src`,
        '<button onclick>: an inline handler',
        '<a href>:  JavaScript:go()',
      ],
      scripts: 1,
    });
    await expect(
      inlineProblems(page, '<script>first()</script>', `script-src 'self' ${hash}`),
    ).resolves.toEqual({ problems: [], scripts: 1 });
  });
});

describe('the site under its Content-Security-Policy', () => {
  test('sends a policy that allows no inline script but its own, by hash', async ({ page }) => {
    const response = await page.goto(`${siteUrl()}/`);
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

  test('reports a script that is not the site own, so the visits below would see one', async ({
    openPage,
  }) => {
    const { page, violations } = await watchedPage(openPage);
    await page.goto(`${siteUrl()}/`);
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

  test.for(SAMPLE_ROUTES)(
    'runs %s with no violation, from the first paint to the app and what loads on demand',
    async (path, { openPage }) => {
      const { page, violations } = await watchedPage(openPage);
      // A fresh document each time, so every sample's first paint is checked too.
      await page.goto(`${siteUrl()}/#${path}`);
      await scrollThrough(page);
      await openPlayers(page);
      expect(await violations()).toEqual([]);
    },
  );
});

describe('partner pages under the policy the embedding guide gives', () => {
  test.for(['index', 'dealer', 'sister', 'all'])(
    'the %s demo page loads and runs its widgets with no violation',
    async (name, { openPage }) => {
      const { page, violations } = await watchedPage(openPage);
      const response = await page.goto(demoUrl(inject('partnerUrl'), siteUrl(), name));
      expect(response?.headers()['content-security-policy']).toBe(
        partnerPolicy(new URL(siteUrl()).origin),
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

  test('submits an inquiry from the dealer page to the gateway with no violation', async ({
    openPage,
  }) => {
    const { page, violations } = await watchedPage(openPage);
    await page.goto(demoUrl(inject('partnerUrl'), siteUrl(), 'dealer'));
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
