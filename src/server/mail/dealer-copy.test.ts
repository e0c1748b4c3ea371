// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dealerById, DEMO_DEALER_ID } from '../../content/dealers';
import { careerStored } from '../../submissions/career';
import { inquiryStored } from '../../submissions/inquiry';
import type { MailConfig } from '../config';
import { composeMail } from './compose';
import { composePartnerCopy, copyParties } from './partner-copy';

const MAIL: MailConfig = {
  smtpUrl: 'smtp://mail.example:25',
  to: ['sales@kalparesins.example'],
  from: 'Website <no-reply@kalparesins.example>',
  fileBaseUrl: 'https://cdn.sanity.io/files/kalpa/production',
};
const SHAKTI = dealerById(DEMO_DEALER_ID)!;
const ACME = {
  name: 'Acme FRP',
  origins: ['https://acme.example'],
  notify: ['sales@acme.example'],
};
const SHAKTI_ENTRY = {
  name: 'Shakti FRP',
  origins: [],
  notify: ['leads@shakti.example', 'sales@acme.example'],
  dealer: DEMO_DEALER_ID,
};
const OTHER_DEALER = {
  name: 'Kovai Resin',
  origins: [],
  notify: ['kovai@kovai.example'],
  dealer: 'kovai-resin-coimbatore',
};
const PARTNERS = [ACME, SHAKTI_ENTRY, OTHER_DEALER];

const lead = (source: Record<string, string>) => ({
  ...inquiryStored.toDocument({
    id: 'application.123e4567-e89b-42d3-a456-426614174000',
    name: 'Ravi',
    phone: '011 2345',
    companyName: 'Kulkarni FRP',
    message: 'Quote for 500 kg',
    applicationName: 'Marine',
  }),
  submittedAt: '2026-12-01T10:00:00.000Z',
  source: { page: 'https://www.kalparesins.example/dealers/', channel: 'site', ...source },
  status: 'new',
});

describe('a lead sent to a dealer through the dealer finder', () => {
  it("names the dealer in staff's subject and body, and copies it to that dealer's addresses", () => {
    const doc = lead({ dealer: DEMO_DEALER_ID });
    const mail = composeMail(inquiryStored, doc, MAIL);
    expect(mail.subject).toBe(`[Inquiry to dealer ${SHAKTI.name}] Marine: Kulkarni FRP`);
    expect(mail.text).toContain(`Dealer: ${DEMO_DEALER_ID}`);
    const parties = copyParties(inquiryStored, doc, PARTNERS);
    expect(parties.map((p) => [p.partner.name, p.reason, p.to])).toEqual([
      ['Shakti FRP', 'dealer', SHAKTI_ENTRY.notify],
    ]);
    const copy = composePartnerCopy(inquiryStored, doc, MAIL, SHAKTI_ENTRY, parties[0]);
    expect(copy.to).toEqual(SHAKTI_ENTRY.notify);
    expect(copy.subject).toBe(`[Inquiry to dealer ${SHAKTI.name}] Marine: Kulkarni FRP`);
    expect(copy.text).toContain('to you through the Kalpa Resins dealer finder');
    expect(copy.messageId).toContain('-dealer@');
  });

  it('names an unknown or forged dealer id as unknown, never as a name, and copies nobody', () => {
    const doc = lead({ dealer: 'acme-frp-nowhere' });
    expect(composeMail(inquiryStored, doc, MAIL).subject).toBe(
      '[Inquiry to unknown dealer acme-frp-nowhere] Marine: Kulkarni FRP',
    );
    expect(copyParties(inquiryStored, doc, PARTNERS)).toEqual([]);
  });

  // The rule: a buyer's data goes to the partner whose site the lead came through and the
  // dealer it was sent to, no other partner, and to each address once.
  it("through a partner's site to another dealer: each party once, no address twice, nobody else", () => {
    const doc = lead({
      origin: 'https://acme.example',
      partner: 'Acme FRP',
      channel: 'widget',
      dealer: DEMO_DEALER_ID,
    });
    expect(composeMail(inquiryStored, doc, MAIL).subject).toBe(
      `[Inquiry via Acme FRP to dealer ${SHAKTI.name}] Marine: Kulkarni FRP`,
    );
    const parties = copyParties(inquiryStored, doc, PARTNERS);
    expect(parties.map((p) => [p.partner.name, p.reason, p.to])).toEqual([
      ['Acme FRP', 'site', ['sales@acme.example']],
      ['Shakti FRP', 'dealer', ['leads@shakti.example']],
    ]);
    const everyone = parties.flatMap((p) => p.to);
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(everyone).not.toContain(OTHER_DEALER.notify[0]);
    // The dealer's copy names the dealer, not the partner's site.
    const copy = composePartnerCopy(inquiryStored, doc, MAIL, SHAKTI_ENTRY, parties[1]);
    expect(copy.subject).not.toContain('Acme');
  });

  it('copies once to a partner whose site it came through and who is the dealer named', () => {
    const both = { ...SHAKTI_ENTRY, origins: ['https://shakti.example'] };
    const doc = lead({
      origin: 'https://shakti.example',
      partner: 'Shakti FRP',
      dealer: DEMO_DEALER_ID,
    });
    const parties = copyParties(inquiryStored, doc, [ACME, both]);
    expect(parties.map((p) => [p.reason, p.to])).toEqual([['site', both.notify]]);
  });

  it('copies no career application to a dealer', () => {
    const application = careerStored.toDocument({
      id: 'career.123e4567-e89b-42d3-a456-426614174000',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      message: '',
      resumeAssetId: `file-${'a'.repeat(40)}-pdf`,
    });
    const doc = { ...application, source: { dealer: DEMO_DEALER_ID } };
    expect(copyParties(careerStored, doc, PARTNERS)).toEqual([]);
  });
});
