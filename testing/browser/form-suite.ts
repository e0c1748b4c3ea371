import { describe, expect } from 'vitest';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { FORM_TEXT } from '../../src/content/messages';
import type { NoticeKind } from '../../src/content/notice-catalogue';
import type { TestStack } from '../services/stack';
import { test } from './fixture';
import {
  focusedName,
  makePdf,
  noticeTabStops,
  tabThroughNotice,
  tabTo,
  toastSeen,
  watchToast,
} from './forms';
import { visit } from './site-visit';

/** One of the site's forms as the shared browser tests drive it, on its own page. */
export interface FormInBrowser {
  kind: NoticeKind;
  /** The stored documents' `_type`. */
  type: string;
  path: string;
  /** Shows the form with the pointer (the inquiry opens its dialog), and answers it. */
  open(page: Page): Promise<Locator>;
  /** Reaches the form's first field with the keyboard alone. */
  reach(page: Page): Promise<void>;
  /** What a visitor types, field by field in the form's order; `name` names the visitor. */
  values(name: string): Record<string, string>;
  /** The resume a visitor chooses after the typed fields, for the form that asks for one. */
  file?: { name: string };
  /** What the stored document holds besides the typed values. */
  stored?: Record<string, string>;
  submit: string;
  /** The toast of a success. */
  sent: string;
  /** The toast when the content service is down: the first step that needs it fails. */
  failed: string;
  /** More the keyboard test checks at the submit button (the dialog keeping focus inside). */
  atSubmit?(page: Page): Promise<void>;
}

// Each call names a new visitor, so no test finds another's documents.
let visitors = 0;
const visitorName = (tag: string) => `${tag} ${String.fromCharCode(97 + (visitors++ % 26))}`;

/**
 * What every form does alike in a browser, each test run for each form: it keeps what was typed
 * when the content service is down (across a reload too) and stores a later retry once, under
 * the first attempt's id; and it can be completed with the keyboard alone, from its first field
 * through its privacy notice to the submit button. These tests stop the content service: a stack
 * of the file's own.
 */
export function formBrowserSuite(forms: readonly FormInBrowser[]) {
  let stack: TestStack;
  let pdf: Buffer;
  test.beforeAll(async ({ ownStack }) => {
    stack = ownStack;
    pdf = await makePdf();
  });

  const byName = (type: string, name: string) =>
    stack.query<({ _id: string } & Record<string, unknown>)[]>(
      '*[_type == $type && name == $name]',
      { type, name },
    );
  const toast = (page: Page, text: string) =>
    page.locator('[role="status"], [role="alert"]').filter({ hasText: text });
  const draftId = (page: Page, kind: string) =>
    page.evaluate((prefix) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith(prefix));
      return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { id?: string }).id;
    }, `resin-draft:${kind}`);

  describe.each(forms)('the $kind form', (form) => {
    async function fill(root: Locator, values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) {
        await root.locator(`[name="${name}"]`).fill(value);
      }
      if (form.file) {
        await root
          .locator('[name="resume"]')
          .setInputFiles({ name: form.file.name, mimeType: 'application/pdf', buffer: pdf });
      }
    }

    test("keeps what was typed when the content service is down, also across a reload, and stores a later retry once under the first attempt's id", async ({
      page,
    }) => {
      await visit(page, form.path, stack.siteUrl);
      let root = await form.open(page);
      const values = form.values(visitorName('retry'));
      await fill(root, values);
      const submit = () => root.getByRole('button', { name: form.submit });
      await stack.content.stop();
      try {
        await submit().click();
        await toast(page, form.failed).waitFor();
        for (const [name, value] of Object.entries(values)) {
          await expect(root.locator(`[name="${name}"]`).inputValue()).resolves.toBe(value);
        }
        await expect(submit().isEnabled()).resolves.toBe(true);
        const firstId = await draftId(page, form.kind);
        expect(firstId).toMatch(new RegExp(`^${form.type}\\.`));

        await page.reload();
        await page.locator('.preloader').waitFor({ state: 'detached' });
        root = await form.open(page);
        for (const [name, value] of Object.entries(values)) {
          await expect(root.locator(`[name="${name}"]`).inputValue()).resolves.toBe(value);
        }
        // A chosen file cannot come back after a reload: the visitor chooses it again.
        await fill(root, {});
        await stack.content.start();
        await watchToast(page, form.sent);
        await submit().click();
        await toastSeen(page);
        const docs = await byName(form.type, values.name!);
        expect(docs.map((doc) => doc._id)).toEqual([firstId]);
      } finally {
        await stack.content.start();
      }
    });

    test('can be completed with the keyboard alone', async ({ page }) => {
      await visit(page, form.path, stack.siteUrl);
      const values = form.values(visitorName('keys'));
      // Listening early: Playwright turns on file chooser interception asynchronously, and a
      // Space pressed before it is on opens no chooser the test can see.
      const chooser: Promise<FileChooser> | undefined = form.file
        ? page.waitForEvent('filechooser')
        : undefined;
      await form.reach(page);
      const order: string[] = [];
      for (const [name, value] of Object.entries(values)) {
        order.push(await focusedName(page));
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
        expect(order.at(-1)).toBe(name);
      }
      if (chooser) {
        await expect(focusedName(page)).resolves.toBe('resume');
        await page.keyboard.press('Space');
        await (
          await chooser
        ).setFiles({ name: form.file!.name, mimeType: 'application/pdf', buffer: pdf });
        await page.keyboard.press('Tab');
      }
      // The privacy notice's links and choices come between the fields and the button.
      await expect(tabThroughNotice(page, form.kind, focusedName)).resolves.toEqual(
        noticeTabStops(form.kind),
      );
      await expect(focusedName(page)).resolves.toBe(form.submit);
      await form.atSubmit?.(page);
      await watchToast(page, form.sent);
      await page.keyboard.press('Enter');
      await toastSeen(page);
      const docs = await byName(form.type, values.name!);
      expect(docs[0]).toMatchObject({ _type: form.type, ...values, ...form.stored });
    });
  });
}

/** The inquiry dialog of /applications' first application, opened by its Enquire button. */
export function inquiryDialog(applicationName: string) {
  const dialog = (page: Page) => page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
  // The button, not the link that stands in for it without JavaScript (hidden, same name).
  const opener = `button[aria-label="${FORM_TEXT.enquireAbout(applicationName)}"]`;
  return {
    async open(page: Page) {
      await page.locator(opener).click();
      await dialog(page).waitFor();
      // Wait for the fade-in to end so clicks land on a settled dialog.
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('.resin-dialog__panel') as Element).opacity ===
          '1',
      );
      return dialog(page);
    },
    async reach(page: Page) {
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
    },
    async atSubmit(page: Page) {
      // Tab from the last control wraps to the first one inside the dialog.
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => document.activeElement?.closest('dialog') !== null),
      ).resolves.toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect(focusedName(page)).resolves.toBe(FORM_TEXT.submitInquiry);
    },
  };
}
