import { serve, type ServerType } from '@hono/node-server';
import { readFile, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staticFiles } from '../dev/static';
import { launchShell } from '../testing/browser/chromium';
import {
  STUDIO_BUILD_CANARY,
  STUDIO_BUILD_PROJECT,
  testStudioBuild,
} from '../testing/services/studio-build';

/*
 * `sanity build`, as a deploy runs it: the config, schema and desk bundle into a static
 * Studio. It needs about a minute of CPU, so the run's one build (also opened by the browser
 * tests on the local content service) is made here, beside the other tests, and reused while
 * studio/ is unchanged; the time limit allows for a two-core machine busy with them.
 */

let outDir: string;
let server: ServerType | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  outDir = await testStudioBuild();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

it('builds with sanity build into a static Studio for the configured project, without the token of its environment', async () => {
  const index = await readFile(join(outDir, 'index.html'), 'utf8');
  expect(index).toContain('<div id="sanity"');
  const scripts = await readdir(join(outDir, 'static'));
  const bundle = (
    await Promise.all(
      scripts
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(join(outDir, 'static', name), 'utf8')),
    )
  ).join('\n');
  // The Studio takes its project from the environment at build time; staff log in, so the
  // gateway's token in the same shell never reaches the bundle.
  expect(bundle).toContain(STUDIO_BUILD_PROJECT);
  expect(bundle).not.toContain(STUDIO_BUILD_CANARY);
  // Nothing of this machine: no local address, no local sign-in.
  expect(bundle).not.toMatch(/\.localhost:\d+|local-staff|auth\/login\/local/);
});

it("served as a host serves it, asks Sanity's API who is signed in and offers Sanity's login providers", async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: staticFiles(outDir).fetch, port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  browser = await launchShell();
  const page = await browser.newPage();
  const apiCalls: string[] = [];
  // Sanity's API as it answers a browser with no session: nobody signed in, its providers.
  await page.route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
    const url = new URL(route.request().url());
    if (!url.hostname.endsWith('.api.sanity.io')) return route.abort('blockedbyclient');
    apiCalls.push(`${url.hostname}${url.pathname.replace(/^\/v[^/]+/, '')}`);
    const headers = {
      'access-control-allow-origin': `http://localhost:${port}`,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, content-type, x-sanity-app, client-timing',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    if (url.pathname.endsWith('/auth/providers'))
      return route.fulfill({
        headers,
        json: {
          providers: [
            { name: 'google', title: 'Google', url: 'https://api.sanity.io/v1/auth/login/google' },
            {
              name: 'sanity',
              title: 'E-mail / password',
              url: 'https://api.sanity.io/v1/auth/login/sanity',
            },
          ],
        },
      });
    return route.fulfill({
      status: 401,
      headers,
      json: { statusCode: 401, message: 'Unauthorized' },
    });
  });
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('link', { name: 'Google' }).waitFor({ timeout: 60_000 });
  expect(apiCalls).toContain(`${STUDIO_BUILD_PROJECT}.api.sanity.io/users/me`);
  expect(apiCalls).toContain(`${STUDIO_BUILD_PROJECT}.api.sanity.io/auth/providers`);
  // No token of any kind was handed to it.
  await expect(
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('auth_token'))),
  ).resolves.toEqual([]);
}, 120_000);
