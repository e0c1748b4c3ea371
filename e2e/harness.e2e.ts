import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('serves the production build with the app mounted into #root', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(inject('siteUrl') + '/');
  await expect(page.locator('#root h1').first().textContent()).resolves.toContain('Kalpa Resins');
  expect(errors).toEqual([]);
});
