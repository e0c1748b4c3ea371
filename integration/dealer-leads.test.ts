// @vitest-environment node
// Leads sent to a dealer through the dealer finder, against the real gateway, content service
// and SMTP peer: stored with the dealer's id, named in staff's subject, copied to that dealer's
// configured addresses alone, counted by dealer in /metrics; a forged id reaches nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerById, DEMO_DEALER_ID } from '../src/content/dealers';
import { inquiry } from '../testing/services/gateway-client';
import type { LocalGateway } from '../testing/services/local-gateway';
import { startPartnerStack, type PartnerStack } from '../testing/services/partner-stack';
import { figure, scrape } from '../testing/services/metrics-text';
import type { SmtpPeer } from '../testing/services/smtp-peer';
import { formOfRoute, personSignals } from '../testing/services/spam-proof';

const STAFF = 'sales@kalparesins.example';
const ACME = {
  name: 'Acme FRP',
  origins: ['https://acme-frp.example'],
  notify: ['sales@acme-frp.example'],
};
// The demo dealer, without a site of its own; one of its addresses is also Acme's.
const SHAKTI = {
  name: 'Shakti FRP',
  origins: [],
  notify: ['leads@shaktifrp.example', 'sales@acme-frp.example'],
  dealer: DEMO_DEALER_ID,
};
const KOVAI = {
  name: 'Kovai Resin',
  origins: [],
  notify: ['kovai@kovai.example'],
  dealer: 'kovai-resin-coimbatore',
};
const SUBJECT = 'Vaccum Infusion: Lanka Compsite';
const DEALER_NAME = dealerById(DEMO_DEALER_ID)!.name;

let smtp: SmtpPeer;
let gw: LocalGateway;
let siteOrigin: string;
let stack: PartnerStack;
beforeAll(async () => {
  stack = await startPartnerStack([ACME, SHAKTI, KOVAI], STAFF);
  ({ gw, smtp, siteOrigin } = stack);
}, 30_000);
afterAll(() => stack?.close());

/** Posts an inquiry sent to `dealer` as a person's form on a page of `origin`, unless `asScript`. */
async function sendTo(dealer: string, origin: string, asScript = false) {
  const data = inquiry();
  const signals = asScript
    ? {}
    : await personSignals(gw.url, { headers: { origin }, form: formOfRoute('/api/inquiry') });
  const res = await fetch(`${gw.url}/api/inquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      ...data,
      source: { page: `${origin}/dealers/`, channel: 'site', dealer },
      ...signals,
    }),
  });
  expect(res.status).toBe(201);
  return data.id;
}

const recipientsOf = (id: string) =>
  smtp.mails
    .filter((mail) => mail.messageId.includes(id))
    .flatMap((mail) => mail.envelope.to)
    .sort();
const staffMail = (id: string) =>
  smtp.waitFor((m) => m.messageId.includes(id) && m.envelope.to.includes(STAFF), 8_000);

describe('a lead sent to a dealer', () => {
  it("is stored with the dealer's id, names the dealer for staff, and that dealer alone gets a copy", async () => {
    const before = figure(await scrape(gw.url), 'gateway_dealer_leads_total', {
      kind: 'inquiry',
      dealer: DEMO_DEALER_ID,
    });
    const id = await sendTo(DEMO_DEALER_ID, siteOrigin);
    expect((await gw.reader.getDocument(id))?.source).toMatchObject({ dealer: DEMO_DEALER_ID });
    expect((await staffMail(id)).subject).toBe(`[Inquiry to dealer ${DEALER_NAME}] ${SUBJECT}`);
    const copy = await smtp.waitFor(
      (m) => m.messageId.includes(id) && m.envelope.to.includes(SHAKTI.notify[0]!),
      8_000,
    );
    expect(copy.envelope.to).toEqual(SHAKTI.notify);
    expect(copy.subject).toBe(`[Inquiry to dealer ${DEALER_NAME}] ${SUBJECT}`);
    expect(copy.text).toContain('Company: Lanka Compsite');
    expect(recipientsOf(id)).toEqual([STAFF, ...SHAKTI.notify].sort());
    const after = await scrape(gw.url);
    expect(
      figure(after, 'gateway_dealer_leads_total', { kind: 'inquiry', dealer: DEMO_DEALER_ID }),
    ).toBe(before + 1);
    expect(figure(after, 'gateway_partner_copies_total', { partner: 'Shakti FRP' })).toBe(1);
  });

  it("through a partner's site: the partner and the dealer once each, no address twice, no other dealer", async () => {
    const id = await sendTo(DEMO_DEALER_ID, ACME.origins[0]!);
    expect((await staffMail(id)).subject).toBe(
      `[Inquiry via Acme FRP to dealer ${DEALER_NAME}] ${SUBJECT}`,
    );
    await smtp.waitFor(
      (m) => m.messageId.includes(id) && m.envelope.to.includes(SHAKTI.notify[0]!),
      8_000,
    );
    await smtp.waitFor(
      (m) => m.messageId.includes(id) && m.envelope.to.includes(ACME.notify[0]!),
      8_000,
    );
    // Acme's address is also Shakti's: it is written to once, by Acme's copy.
    expect(recipientsOf(id)).toEqual(
      [STAFF, 'leads@shaktifrp.example', 'sales@acme-frp.example'].sort(),
    );
    expect(recipientsOf(id)).not.toContain(KOVAI.notify[0]);
  });

  it('with a forged dealer id is stored as sent, named unknown, and reaches nobody but staff', async () => {
    const forged = 'shakti-frp-pune-2';
    const id = await sendTo(forged, siteOrigin);
    expect((await gw.reader.getDocument(id))?.source).toMatchObject({ dealer: forged });
    expect((await staffMail(id)).subject).toBe(`[Inquiry to unknown dealer ${forged}] ${SUBJECT}`);
    expect(
      figure(await scrape(gw.url), 'gateway_dealer_leads_total', { dealer: 'unknown' }),
    ).toBeGreaterThanOrEqual(1);
    // The outbox sends in order: a later lead's staff mail comes after any copy of this one.
    await staffMail(await sendTo(KOVAI.dealer, siteOrigin));
    expect(recipientsOf(id)).toEqual([STAFF]);
  });

  it('that is spam is stored with its dealer and mails nobody', async () => {
    const id = await sendTo(DEMO_DEALER_ID, siteOrigin, true);
    expect(await gw.reader.getDocument(id)).toMatchObject({
      status: 'spam',
      source: { dealer: DEMO_DEALER_ID },
    });
    await staffMail(await sendTo(KOVAI.dealer, siteOrigin));
    expect(recipientsOf(id)).toEqual([]);
  });
});
