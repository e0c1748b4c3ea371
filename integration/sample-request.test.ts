// @vitest-environment node
// The sample request, the sixth kind, against the real gateway, content service and SMTP peer:
// stored at /api/sample with the catalogue's grade title, mailed to staff with the grade in the
// subject, copied to the dealer it was sent through, and refused with the postcode's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerById, DEMO_DEALER_ID } from '../src/content/dealers';
import { SAMPLE_MESSAGES } from '../src/content/sample-request';
import type { LocalGateway } from '../testing/services/local-gateway';
import { startPartnerStack, type PartnerStack } from '../testing/services/partner-stack';
import type { SmtpPeer } from '../testing/services/smtp-peer';
import { personSignals } from '../testing/services/spam-proof';

const STAFF = 'sales@kalparesins.example';
const SHAKTI = {
  name: 'Shakti FRP',
  origins: [],
  notify: ['leads@shaktifrp.example'],
  dealer: DEMO_DEALER_ID,
};
const DEALER_NAME = dealerById(DEMO_DEALER_ID)!.name;

let smtp: SmtpPeer;
let gw: LocalGateway;
let origin: string;
let stack: PartnerStack;
beforeAll(async () => {
  stack = await startPartnerStack([SHAKTI], STAFF);
  ({ gw, smtp, siteOrigin: origin } = stack);
}, 30_000);
afterAll(() => stack?.close());

const request = () => ({
  id: `sample.${crypto.randomUUID()}`,
  productId: 'pta-based',
  quantityKg: '1',
  purpose: 'Pultrusion trial beside our current resin',
  companyName: 'Lanka Compsite',
  name: 'Nimal Perera',
  email: 'nimal@lanka.example',
  phone: '+94 77 123 4567',
  address: '12 Galle Road, Colombo 3',
  country: 'LK',
  postcode: '00300',
});

/** Posts a sample request as a person's form on the site, through `dealer` when named. */
async function send(body: Record<string, unknown>, dealer?: string) {
  const signals = await personSignals(gw.url, { headers: { origin }, form: 'sample' });
  return fetch(`${gw.url}/api/sample`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      ...body,
      source: { page: `${origin}/samples/request/`, channel: 'site', ...(dealer && { dealer }) },
      ...signals,
    }),
  });
}

describe('a sample request', () => {
  it("is stored with the catalogue's grade, and staff's mail names the grade and size", async () => {
    const data = request();
    const res = await send(data);
    expect(res.status).toBe(201);
    expect(await gw.reader.getDocument(data.id)).toMatchObject({
      _type: 'sample',
      status: 'new',
      productId: 'pta-based',
      productTitle: 'PTA Based Resin',
      quantityKg: 1,
      country: 'LK',
      postcode: '00300',
      source: { channel: 'site' },
    });
    const mail = await smtp.waitFor(
      (m) => m.messageId.includes(data.id) && m.envelope.to.includes(STAFF),
      8_000,
    );
    expect(mail.subject).toBe('[Sample request] PTA Based Resin, 1 kg: Lanka Compsite');
    expect(mail.text).toContain('Delivery address: 12 Galle Road, Colombo 3');
  });

  it('sent through a dealer carries its id, names it for staff, and that dealer gets a copy', async () => {
    const data = { ...request(), country: 'IN', postcode: '411001' };
    expect((await send(data, DEMO_DEALER_ID)).status).toBe(201);
    expect((await gw.reader.getDocument(data.id))?.source).toMatchObject({
      dealer: DEMO_DEALER_ID,
    });
    const subject = `[Sample request to dealer ${DEALER_NAME}] PTA Based Resin, 1 kg: Lanka Compsite`;
    const staff = await smtp.waitFor(
      (m) => m.messageId.includes(data.id) && m.envelope.to.includes(STAFF),
      8_000,
    );
    expect(staff.subject).toBe(subject);
    const copy = await smtp.waitFor(
      (m) => m.messageId.includes(data.id) && m.envelope.to.includes(SHAKTI.notify[0]!),
      8_000,
    );
    expect(copy.envelope.to).toEqual(SHAKTI.notify);
    expect(copy.subject).toBe(subject);
  });

  it("is refused with the postcode's message when it does not fit the country, and not stored", async () => {
    const data = { ...request(), country: 'IN', postcode: '00300' };
    const res = await send(data);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(SAMPLE_MESSAGES.pin);
    expect(await gw.reader.getDocument(data.id)).toBeUndefined();
  });
});
