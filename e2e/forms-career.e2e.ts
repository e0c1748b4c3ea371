import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import { visit } from '../testing/browser/site-visit';
import type { Page } from 'playwright-core';
import type { TestStack } from '../testing/services/stack';
import {
  elapsedSinceAnswer,
  focusedName,
  makePdf,
  toastSeen,
  watchAnswer,
  watchToast,
} from '../testing/browser/forms';
import { CAREER_RELOAD_MS } from '../src/content/constants';
import { RESUME_MESSAGES } from '../src/content/file-picker';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { THANKS } from '../src/content/thanks';
import { referenceOf } from '../src/submissions/reference';
import { uploadRecordId } from '../src/submissions/upload-record';

// These tests slow the content service: a stack of the file's own. A retry after it was down
// and the keyboard alone are in the shared suite (forms-suite.e2e.ts).
let stack: TestStack;
let pdf: Buffer;
test.beforeAll(async ({ ownStack }) => {
  stack = ownStack;
  pdf = await makePdf();
});

interface CareerDoc {
  _id: string;
  _type: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  resume: { _type: string; asset: { _type: string; _ref: string } };
}

const form = (page: Page) => page.getByRole('form', { name: FORM_TEXT.careerForm });
const input = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const submit = (page: Page) =>
  form(page).getByRole('button', { name: new RegExp(`${MESSAGES.submitApplication}|Submitting`) });
const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

// Each call names a new visitor, so a test's second attempt does not find the first one's documents.
let visitors = 0;
const visitor = (tag: string) => ({
  name: `Meera Shah ${tag} ${String.fromCharCode(97 + (visitors++ % 26))}`,
  email: 'meera@example.com',
  phone: '98765 43210',
  message: `Quality engineer, six years in FRP (${tag})`,
});

async function fill(page: Page, values: Record<string, string>, file: Buffer | null = pdf) {
  for (const [name, value] of Object.entries(values)) await input(page, name).fill(value);
  if (file) {
    await input(page, 'resume').setInputFiles({
      name: 'meera-cv.pdf',
      mimeType: 'application/pdf',
      buffer: file,
    });
  }
}

const byName = (name: string) =>
  stack.query<CareerDoc[]>('*[_type == "career" && name == $name]', { name });

describe('career form on /career', () => {
  test("shows 'Please fill in all required fields.' without a resume and 'Only PDF files are allowed' for a Word file", async ({
    page,
    errors,
  }) => {
    await visit(page, '/career', stack.siteUrl);
    await fill(page, { ...visitor('v'), message: '' }, null);
    await submit(page).click();
    await toast(page, MESSAGES.required).waitFor();
    await expect(focusedName(page)).resolves.toBe('resume');
    await expect(input(page, 'email').getAttribute('type')).resolves.toBe('email');

    await input(page, 'resume').setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/msword',
      buffer: Buffer.from('not a pdf'),
    });
    await toast(page, MESSAGES.pdfOnly).waitFor();
    // The field says what is wrong with it; the toast keeps the spec's message.
    await expect(
      form(page).locator('.resin-field__error', { hasText: RESUME_MESSAGES.notPdf }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      input(page, 'resume').evaluate((el) => (el as HTMLInputElement).files?.length),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  test("uploads the resume ('Resume uploaded'), stores the application ('Application Sent') with the PDF as its asset, and reloads 2000 ms later", async ({
    page,
    errors,
  }) => {
    await visit(page, '/career', stack.siteUrl);
    const values = visitor('ok');
    await fill(page, values);
    stack.content.setFaults({ delayMs: 500 });
    await watchToast(page, MESSAGES.applicationSent);
    await watchToast(page, MESSAGES.resumeUploaded, 'resumeSeenAt');
    await watchAnswer(page, '/api/career');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    try {
      await submit(page).click();
      await form(page).getByRole('button', { name: MESSAGES.submitting }).waitFor();
      await expect(submit(page).isDisabled()).resolves.toBe(true);
      await expect(input(page, 'resume').isDisabled()).resolves.toBe(true);
      await toastSeen(page, 'resumeSeenAt');
      await toastSeen(page);
    } finally {
      stack.content.setFaults({});
    }
    await reloaded;
    // Counted from the gateway's answer: never sooner, and late only by a busy machine's delay.
    const elapsed = await elapsedSinceAnswer(page);
    expect(elapsed).toBeGreaterThanOrEqual(CAREER_RELOAD_MS);
    expect(elapsed).toBeLessThan(CAREER_RELOAD_MS + 1500);

    const docs = await byName(values.name);
    expect(docs).toHaveLength(1);
    const sha1 = createHash('sha1').update(pdf).digest('hex');
    expect(docs[0]).toMatchObject({
      _type: 'career',
      ...values,
      status: 'new',
      resume: { _type: 'file', asset: { _type: 'reference', _ref: `file-${sha1}-pdf` } },
    });
    const asset = await stack.query<{ _id: string } | null>('*[_id == $id][0]{_id}', {
      id: `file-${sha1}-pdf`,
    });
    expect(asset?._id).toBe(`file-${sha1}-pdf`);
    // Uploaded for this very application, with the signals it was sent with: none failed.
    const upload = await stack.query<Record<string, unknown> | null>('*[_id == $id][0]', {
      id: uploadRecordId(String(docs[0]?._id), `file-${sha1}-pdf`),
    });
    expect(upload).toMatchObject({ submission: docs[0]?._id, originalFilename: 'meera-cv.pdf' });
    expect(upload?.spamReasons).toBeUndefined();
    // After the reload the thank-you panel says what happens next, with the reference.
    await page.getByRole('heading', { name: THANKS.career.title }).waitFor();
    await expect(page.getByText(THANKS.career.next).isVisible()).resolves.toBe(true);
    await expect(page.locator('.resin-thanks code').textContent()).resolves.toBe(
      referenceOf(docs[0]!._id),
    );
    expect(errors).toEqual([]);
  });

  test("after 'Failed to send message' retries without uploading the resume again", async ({
    page,
  }) => {
    await visit(page, '/career', stack.siteUrl);
    const values = visitor('create-fails');
    await fill(page, values);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/resume')) uploads += 1;
    });
    // The upload goes through; the application itself fails once at the gateway.
    await page.route('**/api/career', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await submit(page).click();
    await toast(page, MESSAGES.sendFailed).waitFor();
    await page.unroute('**/api/career');
    await watchToast(page, MESSAGES.applicationSent);
    await submit(page).click();
    await toastSeen(page);
    expect(uploads).toBe(1);
    await expect(byName(values.name)).resolves.toHaveLength(1);
  });

  test('shows the upload progress of a large file', async ({ page }) => {
    await visit(page, '/career', stack.siteUrl);
    const large = await makePdf(3 * 1024 * 1024);
    await fill(page, visitor('large'), large);
    // A slow uplink (about 1 MB/s) so the 3 MB upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await watchToast(page, MESSAGES.applicationSent);
    await watchToast(page, MESSAGES.resumeUploaded, 'resumeSeenAt');
    await submit(page).click();
    const bar = form(page).getByRole('progressbar', { name: FORM_TEXT.uploading });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const now = Number(
        document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0,
      );
      return now > 0 && now < 100;
    });
    await expect(form(page).locator('.resin-progress__label').textContent()).resolves.toMatch(
      /^\d{1,3}%$/,
    );
    await toastSeen(page, 'resumeSeenAt', 30_000);
    await toastSeen(page);
    await cdp.detach();
  });
});
