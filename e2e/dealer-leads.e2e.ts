import { afterAll, beforeAll, expect } from 'vitest';
import { DEALER_TEXT } from '../src/content/dealer-text';
import { dealerById, DEMO_DEALER_ID } from '../src/content/dealers';
import { DEMO_PARTNER } from '../dev/local-spam-and-partners';
import { test } from '../testing/browser/fixture';
import { waitForDocument } from '../testing/browser/stored';
import { startTestStack, type TestStack } from '../testing/services/stack';

// A product of this file's own, as `npm start` runs it with the demo pages on a second origin:
// its partners file names the demo partner the dealer finder's demo dealer too, and its mail is
// caught on this machine.
let own: TestStack;
beforeAll(async () => {
  own = await startTestStack({ partner: true });
}, 60_000);
afterAll(() => own?.close());

const SHAKTI = dealerById(DEMO_DEALER_ID)!;

test("an inquiry sent through a dealer on /dealers/ is stored with the dealer's id and reaches the dealer's copy, which names the dealer", async ({
  page,
  errors,
}) => {
  const catcher = own.mail!.catcher;
  await page.goto(`${own.siteUrl}/dealers/`);
  await page.locator('#root[data-app="ready"]').waitFor();
  const card = page.locator('main article', { hasText: SHAKTI.name }).first();
  await card.getByRole('button', { name: DEALER_TEXT.inquire }).click();
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() => dialog.locator('.resin-inquiry-modal__dealer').textContent())
    .toBe(DEALER_TEXT.inquiryThrough(`${SHAKTI.name}, ${SHAKTI.town}`));
  const name = `Priya Kulkarni ${Date.now()}`;
  await dialog.locator('select[name="applicationName"]').selectOption({ index: 1 });
  await dialog.locator('input[name="name"]').fill(name);
  await dialog.locator('input[name="phone"]').fill('+91 98220 12345');
  await dialog.locator('input[name="companyName"]').fill('Kulkarni Composites');
  await dialog.locator('textarea[name="message"]').fill('Four drums of isophthalic resin a month');
  await dialog.locator('button[type="submit"]').click();

  const stored = await waitForDocument(
    () =>
      own
        .query<Record<string, unknown> | null>('*[_type == "application" && name == $name][0]', {
          name,
        })
        .then((doc) => doc ?? undefined),
    30_000,
  );
  expect(stored).toMatchObject({
    status: 'new',
    source: { channel: 'site', dealer: DEMO_DEALER_ID },
  });
  const id = String(stored._id);
  const copy = await catcher.waitFor(
    (mail) => mail.messageId.includes(id) && mail.envelope.to.includes(DEMO_PARTNER.notify[0]),
    20_000,
  );
  expect(copy.envelope.to).toEqual([...DEMO_PARTNER.notify]);
  expect(copy.subject).toContain(`[Inquiry to dealer ${SHAKTI.name}]`);
  expect(copy.text).toContain('Company: Kulkarni Composites');
  const staff = await catcher.waitFor(
    (mail) => mail.messageId.includes(id) && !mail.envelope.to.includes(DEMO_PARTNER.notify[0]),
  );
  expect(staff.subject).toContain(`[Inquiry to dealer ${SHAKTI.name}]`);
  expect(errors).toEqual([]);
}, 90_000);
