import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { APPLICATIONS } from '../src/content/applications';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { PRODUCTS } from '../src/content/products';
import { formPostAction } from '../src/content/form-post';
import { SHOP_DETAILS_TEXT } from '../src/content/shop';
import { REFERENCE_PATTERN } from '../src/submissions/reference';
import { runPrivacy } from '../src/server/privacy/run';
import { visit } from '../testing/browser/site-visit';
import {
  listRow,
  openList,
  pane,
  storedMatches,
  studioTest as test,
} from '../testing/browser/studio';
import { formOfRoute, personSignals } from '../testing/services/spam-proof';
import { testStudioBuild } from '../testing/services/studio-build';

/*
 * The staff's half of the product in Chromium: the built Studio on the local content service,
 * signed in as the local staff user, working what visitors send through the site and the
 * gateway. One Studio context for the whole file (signed in once), its steps in order.
 */

interface Lead {
  _id: string;
  status?: string;
  assignee?: string;
  followUpOn?: string;
  notes?: { text: string; at: string }[];
  approved?: boolean;
  phone?: string;
}

const run = Date.now().toString(36);
const company = `Kulkarni Marine ${run}`;
const phone = '+91 98200 45678';
const noteText = 'Called; sending a TDS and a 20 kg sample';
// A grade no other browser test reviews.
const grade = PRODUCTS.find((p) => p.id === 'isophthalic-npg')!;

/** The form of the document open in the Studio. */
const documentPane = (page: Page) => page.locator('[data-testid="document-pane"]');

/**
 * Whether the Studio's address names an open array item (`,path=notes[_key=="..."]` in the
 * pane's parameters). A page loaded at such an address opens that item's dialog again.
 */
const namesOpenItem = (url: URL) => /[,;]path=/.test(decodeURIComponent(url.pathname));

/** Fills in an inquiry on the site as a visitor does; the function it returns sends it. */
async function fillInquiryOnSite(page: Page, siteUrl: string): Promise<() => Promise<void>> {
  const application = APPLICATIONS[0]!.service_name;
  await visit(page, '/applications', siteUrl);
  await page.getByRole('button', { name: FORM_TEXT.enquireAbout(application) }).click();
  const dialog = page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
  await dialog.waitFor();
  await dialog.locator('[name="name"]').fill('Asha Kulkarni');
  await dialog.locator('[name="phone"]').fill(phone);
  await dialog.locator('[name="companyName"]').fill(company);
  await dialog.locator('[name="message"]').fill('Gelcoat for 9 m hulls, 400 kg a month');
  return async () => {
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page
      .locator('[role="status"], [role="alert"]')
      .filter({ hasText: MESSAGES.inquirySubmitted })
      .waitFor({ timeout: 20_000 });
  };
}

async function idOf(row: Locator): Promise<string> {
  const href = (await row.getAttribute('href')) ?? '';
  const id = /;([^;/?]+)$/.exec(href)?.[1];
  if (!id) throw new Error(`no document id in ${href}`);
  return decodeURIComponent(id);
}

// The run's Studio build is made by the Studio's own tests before the browser tests start; run
// alone on a fresh clone, this file makes it (a minute or more of CPU) before its first test.
beforeAll(() => testStudioBuild().then(() => undefined), 900_000);

describe('staff work the leads in the Studio', () => {
  let leadId = '';

  test('open New leads, where an inquiry a visitor sends from the site appears without a reload', async ({
    desk,
    page,
  }) => {
    const { staff, stack } = desk;
    // A visitor fills in the inquiry while the staff open the Studio; it is sent once the list
    // is open. The local sign-in needs no account: the Studio comes back signed in as the local
    // staff.
    const [list, send] = await Promise.all([
      staff.goto(stack.studio.url).then(() => openList(staff, 'New leads')),
      fillInquiryOnSite(page, stack.siteUrl),
    ]);
    await staff.evaluate(() => Object.assign(window, { sameDocument: true }));
    await send();
    const row = listRow(list, company);
    await row.waitFor({ timeout: 15_000 });
    // The same document all along: it was not reloaded.
    await expect(staff.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    leadId = await idOf(row);
    await storedMatches<Lead>(stack, leadId, (doc) => doc?.status === 'new');
    expect(desk.errors).toEqual([]);
  }, 120_000);

  // A second window, opened on the lead once it is stored, and kept for the next test.
  let second: Page | undefined;

  test("open it: the visitor's fields are read-only; status, assignee, a dated note and a follow-up date are stored and a window opened afterwards shows them", async ({
    desk,
  }) => {
    const { staff, stack, context } = desk;
    await listRow(pane(staff, 'New leads'), company).click();
    const form = documentPane(staff);
    await form.getByRole('tab', { name: 'What they sent' }).click();
    for (const label of ['Company', 'Phone', 'Message'])
      await expect(form.getByLabel(label, { exact: true }).getAttribute('readonly')).resolves.toBe(
        '',
      );
    await expect(form.getByLabel('Company', { exact: true }).inputValue()).resolves.toBe(company);

    await form.getByRole('tab', { name: 'Follow-up' }).click();
    await form.getByRole('radio', { name: 'Contacted' }).check();
    await form.getByLabel('Assigned to').fill('Priya Nair');
    await form.getByLabel('Follow up on').fill('2026-12-05');
    await form.getByLabel('Follow up on').press('Tab');
    await form.getByRole('button', { name: 'Add item' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Note', { exact: true }).fill(noteText);
    await staff.keyboard.press('Escape');
    // The dialog closes at once, but the Studio takes the note out of its address a render
    // later; a page loaded at the old address would open the note's dialog again (the note's
    // text then shows in its title and its field besides the list).
    await dialog.waitFor({ state: 'detached' });
    await staff.waitForURL((url) => !namesOpenItem(url));
    await storedMatches<Lead>(
      stack,
      leadId,
      (doc) =>
        doc?.status === 'contacted' &&
        doc.assignee === 'Priya Nair' &&
        doc.followUpOn === '2026-12-05' &&
        doc.notes?.length === 1 &&
        doc.notes[0]?.text === noteText &&
        !Number.isNaN(Date.parse(doc.notes[0].at)),
    );
    const [stored] = await stack.query<Lead[]>('*[_id == $id]', { id: leadId });
    expect(stored).toMatchObject({ status: 'contacted', phone });

    // A window opened now loads the Studio afresh, from what is stored, as a reload does.
    second = await context.newPage();
    await second.goto(staff.url());
    const fresh = documentPane(second);
    // The new window starts the whole Studio: Playwright's wait for an element (30 s) covers
    // that on a busy machine, where a poll's 10 s may not.
    await fresh.getByRole('radio', { name: 'Contacted', checked: true }).waitFor();
    await expect.poll(() => fresh.getByLabel('Assigned to').inputValue()).toBe('Priya Nair');
    await expect(fresh.getByLabel('Follow up on').inputValue()).resolves.toBe('2026-12-05');
    // One note, shown once: its line in the list of notes, no dialog open.
    await fresh.getByText(noteText).first().waitFor();
    await expect(fresh.getByText(noteText).count()).resolves.toBe(1);
    await expect(second.getByRole('dialog').count()).resolves.toBe(0);
    expect(desk.errors).toEqual([]);
  }, 120_000);

  test('two staff windows: an edit in one shows in the other', async ({ desk }) => {
    const { staff } = desk;
    if (!second) throw new Error('the lead was not opened in a second window');
    try {
      const theirs = documentPane(second).getByLabel('Assigned to');
      await documentPane(staff).getByLabel('Assigned to').fill('Farhan Shaikh');
      await expect.poll(() => theirs.inputValue()).toBe('Farhan Shaikh');
      expect(desk.errors).toEqual([]);
    } finally {
      await second.close();
    }
  }, 120_000);

  test('the spam list shows a scripted post, and marking it "not spam" moves it to the leads', async ({
    desk,
  }) => {
    const { staff, stack } = desk;
    const spammer = `Scripted Traders ${run}`;
    const id = `contact.${crypto.randomUUID()}`;
    const res = await fetch(`${stack.siteUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.siteUrl },
      body: JSON.stringify({
        id,
        name: spammer,
        companyName: spammer,
        email: 'bulk@scripted.example',
        phone: '+91 90000 00000',
        message: 'Cheap resin, buy now',
      }),
    });
    expect(res.status).toBe(201);
    await storedMatches<Lead>(stack, id, (doc) => doc?.status === 'spam');

    const spam = await openList(staff, 'Spam');
    await listRow(spam, spammer).click();
    await documentPane(staff).getByRole('radio', { name: 'New' }).check();
    await storedMatches<Lead>(stack, id, (doc) => doc?.status === 'new');
    await listRow(spam, spammer).waitFor({ state: 'detached' });
    const leads = await openList(staff, 'New leads');
    await listRow(leads, spammer).waitFor();
    expect(desk.errors).toEqual([]);
  }, 120_000);

  test("approving a review makes it show on its grade's page on the site", async ({
    desk,
    page,
  }) => {
    const { staff, stack } = desk;
    const text = `Cures clear at 25 °C with no tack (${run}).`;
    const id = `review.${crypto.randomUUID()}`;
    const res = await fetch(`${stack.siteUrl}/api/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.siteUrl },
      body: JSON.stringify({
        id,
        productId: grade.id,
        name: 'Meena Pillai',
        email: 'meena@pillaicomposites.example',
        rating: 4,
        review: text,
        // A person's signals for the review form: a start token is good for its own form only.
        ...(await personSignals(stack.siteUrl, { form: formOfRoute('/api/review') })),
      }),
    });
    expect(res.status).toBe(201);
    await storedMatches<Lead>(stack, id, (doc) => doc?.status === 'new');

    const waiting = await openList(staff, 'Reviews awaiting approval');
    await listRow(waiting, grade.title).filter({ hasText: 'Meena Pillai' }).click();
    await documentPane(staff).getByLabel('Show on the shop').check();
    await storedMatches<Lead>(stack, id, (doc) => doc?.approved === true);

    const answered = page.waitForResponse(
      (r) => r.url().endsWith(`/api/reviews?product=${grade.id}`) && r.status() === 200,
    );
    await visit(page, `/shop-details/${grade.id}`, stack.siteUrl);
    await answered;
    await page.locator('.review-list__item', { hasText: text }).waitFor();
    await expect(page.getByText(SHOP_DETAILS_TEXT.reviewsOfAll).count()).resolves.toBe(0);
    expect(desk.errors).toEqual([]);
  }, 120_000);

  test('a person erased with `npm run privacy -- erase` disappears from the open list', async ({
    desk,
  }) => {
    const { staff, stack } = desk;
    // Every inquiry, whatever its status (this one is contacted by now).
    const inquiries = await openList(staff, 'Inquiry');
    await listRow(inquiries, company).waitFor();
    const printed: string[] = [];
    const code = await runPrivacy(
      ['erase', '--phone', phone],
      {
        SANITY_PROJECT_ID: 'e2e',
        SANITY_DATASET: 'production',
        SANITY_TOKEN: stack.contentToken,
        SANITY_API_HOST: stack.contentUrl,
        PRIVACY_AUDIT_SALT: 'studio-test-salt-of-the-audit',
      },
      { print: (line) => printed.push(line), error: (line) => printed.push(line) },
    );
    expect(code, printed.join('\n')).toBe(0);
    await listRow(inquiries, company).waitFor({ state: 'detached' });
    await expect(stack.reader.getDocument(leadId)).resolves.toBeUndefined();
    expect(desk.errors).toEqual([]);
  }, 120_000);

  test('a lead sent without JavaScript is among the new leads, saying so with its reference, and staff find it by that reference', async ({
    desk,
  }) => {
    const { staff, stack } = desk;
    const name = `Nuwan Perera ${run}`;
    const res = await fetch(
      formPostAction(stack.siteUrl, 'contact', { lang: 'si', channel: 'site' }),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name,
          email: `nuwan.${run}@example.com`,
          phone: '+94 77 123 4567',
          message: 'Gelcoat for 12 fishing boats',
        }),
      },
    );
    expect(res.status).toBe(200);
    const reference = /class="reference">(KR-[2-9A-Z]{6})</.exec(await res.text())?.[1] ?? '';
    expect(reference).toMatch(REFERENCE_PATTERN);

    await staff.goto(stack.studio.url);
    const row = listRow(await openList(staff, 'New leads'), name);
    await row.waitFor({ timeout: 15_000 });
    await expect(row.innerText()).resolves.toContain('sent without JavaScript');
    await expect(row.innerText()).resolves.toContain(reference);
    // The Studio's search finds it by the reference a visitor reads out on the phone.
    await staff.getByRole('button', { name: 'Open search' }).click();
    await staff.keyboard.type(reference);
    await staff
      .locator('[data-testid="search-results"]')
      .getByText(name)
      .waitFor({ timeout: 15_000 });
    await staff.keyboard.press('Escape');
    expect(desk.errors).toEqual([]);
  }, 120_000);
});
