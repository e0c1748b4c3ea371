// The home page's enquiry form below 992 px: loads on approach, stores the inquiry, gone when wide.
import { describe, expect } from 'vitest';
import { frames, requestsSettled } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import { productionBuild } from '../testing/services/production-build';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATIONS } from '../src/content/applications';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { PAGE_TEXT } from '../src/content/site-text';
import { holdRequests } from '../testing/browser/hold-requests';

/** Manifest keys a build's chunk needs before it runs: itself and its static imports. */
function staticClosure(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

/** The JS and CSS files only the home enquiry form needs, read from the tested build. */
function enquiryFormFiles(): string[] {
  const dist = productionBuild();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const page = staticClosure(manifest, 'src/site/pages/home/home-page.tsx');
  staticClosure(manifest, 'index.html', page);
  const form = staticClosure(manifest, 'src/site/pages/home/home-enquiry-form.tsx');
  return [...form]
    .filter((key) => !page.has(key))
    .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
}

describe('Home page enquiry form (below 992 px)', () => {
  const formFiles = enquiryFormFiles();
  const isFormFile = (url: string) => formFiles.some((file) => url.endsWith(`/${file}`));

  const toast = (page: Page, text: string) =>
    page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

  test('loads the form only once the visitor scrolls to it, without moving the page', async ({
    openPage,
    stack,
  }) => {
    // The form's own code, its shared form chunk and its styles; none of it on the home chunk.
    expect(formFiles.some((file) => /home-enquiry-form-[\w-]+\.js$/.test(file))).toBe(true);
    expect(formFiles.some((file) => file.endsWith('.css'))).toBe(true);

    const { page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    const held = await holdRequests(page, isFormFile);
    await page.goto(`${stack.siteUrl}/`);
    const heading = page.getByRole('heading', { level: 2, name: PAGE_TEXT.enquiryHeading });
    await heading.waitFor({ state: 'attached' });
    // A wrongly eager section asks for its form as soon as it is on the page (it waits on
    // nothing else): by two frames after the load, with what the page asked for arrived.
    await page.waitForLoadState('load');
    await requestsSettled(page);
    expect(held.requested).toEqual([]);

    await page.locator('#home-enquiry').scrollIntoViewIfNeeded();
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    // Where the section after it sits on the page (sections themselves are never animated).
    const next = page.locator('section[aria-labelledby="home-applications-heading"]');
    const top = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    held.release();
    await page.getByRole('form', { name: FORM_TEXT.inquiryForm }).waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The space kept for the form differs by language, as its words wrap differently.
  test.for(
    ['hi', 'mr', 'ta', 'si'].flatMap((lang) => [320, 390].map((width) => [lang, width] as const)),
  )(
    'keeps the page still when the form arrives on the %s home page at %i px',
    async ([lang, width], { openPage, stack }) => {
      const { page, errors } = await openPage({ viewport: { width, height: 844 } });
      const held = await holdRequests(page, isFormFile);
      await page.goto(`${stack.siteUrl}/${lang}/`);
      await page.locator('#home-enquiry').scrollIntoViewIfNeeded();
      await expect.poll(() => held.requested.length).toBeGreaterThan(0);
      // The page's fonts settle first: only the form's arrival is measured.
      await page.evaluate(() => document.fonts.ready.then(() => null));
      const next = page.locator('section[aria-labelledby="home-applications-heading"]');
      const top = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      held.release();
      await page.locator('#home-enquiry form').waitFor();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('asks for an application, then stores the inquiry with the one chosen', async ({
    openPage,
    stack,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${stack.siteUrl}/`);
    await page.getByRole('heading', { level: 2, name: PAGE_TEXT.enquiryHeading }).waitFor({
      state: 'attached',
    });
    await page.locator('#home-enquiry').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: FORM_TEXT.inquiryForm });
    await form.waitFor();
    const application = form.getByRole('combobox', { name: /^Application/ });
    expect(await application.inputValue()).toBe('');
    const values = {
      name: `Nuwan Perera ${Date.now()}`,
      phone: '+94 77 123 4567',
      companyName: 'Negombo Boatyard',
      message: 'Resin for 10 m fishing boat hulls, about 3 tonnes a month.',
    };
    for (const [name, value] of Object.entries(values)) {
      await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
    await toast(page, MESSAGES.required).waitFor();
    expect(await application.getAttribute('aria-invalid')).toBe('true');
    expect(await application.evaluate((el) => el === document.activeElement)).toBe(true);

    const chosen = APPLICATIONS.find((app) => app.slug === 'vaccuminfusion')!.service_name;
    await application.selectOption(chosen);
    await form.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
    await toast(page, MESSAGES.inquirySubmitted).waitFor();
    const docs = await stack.query<Record<string, unknown>[]>(
      '*[_type == "application" && name == $name]',
      { name: values.name },
    );
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ _type: 'application', ...values, applicationName: chosen });
    expect(await application.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('is absent at 1280 px, and its code is never requested', async ({ openPage, stack }) => {
    const { page, errors } = await openPage({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isFormFile(request.url())) requested.push(request.url());
    });
    await page.goto(`${stack.siteUrl}/`);
    await page.locator('#home-clients-heading').waitFor({ state: 'attached' });
    // Down the whole page, as a visitor reading it would.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
    }
    await requestsSettled(page);
    expect(await page.locator('#home-enquiry').count()).toBe(0);
    expect(await page.getByRole('heading', { name: PAGE_TEXT.enquiryHeading }).count()).toBe(0);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
