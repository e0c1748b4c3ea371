import { describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import { visit } from '../testing/browser/site-visit';
import type { Page } from 'playwright-core';
import type { TestStack } from '../testing/services/stack';
import {
  elapsedSinceAnswer,
  focusedName,
  toastSeen,
  watchAnswer,
  watchToast,
} from '../testing/browser/forms';
import { CONTACT_RELOAD_MS } from '../src/content/constants';
import { MESSAGES } from '../src/content/messages';
import { FIELD_MESSAGES } from '../src/content/field-messages';
import { THANKS } from '../src/content/thanks';
import { referenceOf } from '../src/submissions/reference';

// These tests slow the content service: a stack of the file's own. A retry after it was down
// and the keyboard alone are in the shared suite (forms-suite.e2e.ts).
let stack: TestStack;
test.beforeAll(({ ownStack }) => {
  stack = ownStack;
});

interface ContactDoc {
  _id: string;
  _type: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  companyName: string;
}

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const input = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await input(page, name).fill(value);
}

// Each call names a new visitor, so a test's second attempt does not find the first one's documents.
let visitors = 0;
const visitor = (tag: string) => ({
  name: `Asha Patil ${tag} ${String.fromCharCode(97 + (visitors++ % 26))}`,
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  companyName: 'Patil Composites',
  message: `Need 2 t of orthophthalic resin (${tag})`,
});

const byName = (name: string) =>
  stack.query<ContactDoc[]>('*[_type == "contact" && name == $name]', { name });

describe('contact form on /inquiry', () => {
  test('shows each validation message as a toast and beside the field, focusing the first field in error', async ({
    page,
    errors,
  }) => {
    await visit(page, '/inquiry', stack.siteUrl);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await toast(page, MESSAGES.required).waitFor();
    await expect(input(page, 'name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(focusedName(page)).resolves.toBe('name');
    // The spec's message sums up the form once; each of the four fields says what it lacks.
    await expect(form(page).getByText(MESSAGES.required).count()).resolves.toBe(1);
    await expect(form(page).locator('.resin-field__error').allTextContents()).resolves.toEqual([
      FIELD_MESSAGES.missing.name,
      FIELD_MESSAGES.missing.email,
      FIELD_MESSAGES.missing.phone,
      FIELD_MESSAGES.missing.message,
    ]);

    await fill(page, { ...visitor('v'), phone: '123456' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await toast(page, MESSAGES.invalidPhone).waitFor();
    await expect(focusedName(page)).resolves.toBe('phone');

    await fill(page, { phone: '1234567', email: 'asha@example' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await toast(page, MESSAGES.invalidEmail).waitFor();
    await expect(focusedName(page)).resolves.toBe('email');
    await expect(form(page).getByText(MESSAGES.invalidEmail).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  test("stores the message, shows 'Message sent successfully!' and reloads the page 3000 ms later", async ({
    page,
    errors,
  }) => {
    await visit(page, '/inquiry', stack.siteUrl);
    const values = visitor('ok');
    await fill(page, values);
    await watchToast(page, MESSAGES.messageSent);
    await watchAnswer(page, '/api/contact');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await toastSeen(page);
    await reloaded;
    // Counted from the gateway's answer: never sooner, and late only by a busy machine's delay.
    const elapsed = await elapsedSinceAnswer(page);
    expect(elapsed).toBeGreaterThanOrEqual(CONTACT_RELOAD_MS);
    expect(elapsed).toBeLessThan(CONTACT_RELOAD_MS + 1500);

    const docs = await byName(values.name);
    expect(docs).toHaveLength(1);
    // A person's pace: its spam signals pass, so it is a lead.
    expect(docs[0]).toMatchObject({ _type: 'contact', ...values, status: 'new' });
    expect(docs[0]?._id).toMatch(/^contact\.[0-9a-f-]{36}$/);
    // The thank-you panel stays across the reload, with the stored document's id.
    await page.getByRole('heading', { name: THANKS.contact.title }).waitFor();
    await expect(page.locator('.resin-thanks code').textContent()).resolves.toBe(
      referenceOf(docs[0]!._id),
    );
    // The draft went with the success: the next message starts from an empty form.
    await page.getByRole('button', { name: THANKS.contact.again }).click();
    await expect(input(page, 'name').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
  });

  test('sends once for a double click', async ({ page }) => {
    await visit(page, '/inquiry', stack.siteUrl);
    const values = visitor('double');
    await fill(page, values);
    stack.content.setFaults({ delayMs: 500 });
    try {
      await watchToast(page, MESSAGES.messageSent);
      await form(page).getByRole('button', { name: 'Send Message' }).dblclick();
      await input(page, 'name').press('Enter');
      await toastSeen(page);
    } finally {
      stack.content.setFaults({});
    }
    await expect(byName(values.name)).resolves.toHaveLength(1);
  });
});
