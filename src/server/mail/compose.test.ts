// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { careerStored } from '../../submissions/career';
import { contactStored } from '../../submissions/contact';
import { inquiryStored } from '../../submissions/inquiry';
import { referenceOf } from '../../submissions/reference';
import type { MailConfig } from '../config';
import { composeMail, fileUrl, oneLine, replyAddress } from './compose';
import { composePartnerCopy, copyPartner } from './partner-copy';

const MAIL: MailConfig = {
  smtpUrl: 'smtp://mail.example:25',
  to: ['sales@kalparesins.example'],
  from: 'Website <no-reply@kalparesins.example>',
  fileBaseUrl: 'https://cdn.sanity.io/files/kalpa/production',
};
const SHA = 'a'.repeat(40);

describe('the staff mail of a submission', () => {
  it('names the kind and key facts in the subject and lists the fields', () => {
    const mail = composeMail(
      inquiryStored,
      inquiryStored.toDocument({
        id: 'application.123e4567-e89b-42d3-a456-426614174000',
        name: 'Ravi',
        phone: '011 2345',
        companyName: 'Kulkarni FRP',
        message: 'Quote for 500 kg\nby March',
        applicationName: 'Marine',
      }),
      MAIL,
    );
    expect(mail.subject).toBe('[Inquiry] Marine: Kulkarni FRP');
    expect(mail.to).toEqual(MAIL.to);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.messageId).toBe(
      '<application.123e4567-e89b-42d3-a456-426614174000@kalparesins.example>',
    );
    expect(mail.text).toContain('Company: Kulkarni FRP');
    expect(mail.text).toContain('Message:\n  Quote for 500 kg\n  by March');
    expect(mail.text).toContain('Document ID: application.123e4567-e89b-42d3-a456-426614174000');
  });

  it("replies to the visitor's address and links the resume rather than attaching it", () => {
    const mail = composeMail(
      careerStored,
      careerStored.toDocument({
        id: 'career.123e4567-e89b-42d3-a456-426614174000',
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        message: '',
        resumeAssetId: `file-${SHA}-pdf`,
      }),
      MAIL,
    );
    expect(mail.subject).toBe('[Career] Asha');
    expect(mail.replyTo).toBe('asha@example.com');
    expect(mail.text).toContain(`Resume: ${MAIL.fileBaseUrl}/${SHA}.pdf`);
  });

  it('keeps a stored value with line breaks or bidi characters out of the headers', () => {
    const mail = composeMail(
      contactStored,
      {
        _id: 'contact.1',
        _type: 'contact',
        name: 'Asha\r\nBcc: spy@evil.example\u202e',
        companyName: 'X\nCc: a@b.example',
        email: 'asha@example.com\r\nBcc: spy@evil.example',
      },
      MAIL,
    );
    expect(mail.subject).toBe('[Contact] Asha Bcc: spy@evil.example , X Cc: a@b.example');
    expect(mail.subject).not.toMatch(/[\r\n\u202e]/);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.to).toEqual(MAIL.to);
  });
});

describe('where a submission came from', () => {
  const ACME = {
    name: 'Acme FRP',
    origins: ['https://acme.example'],
    notify: ['sales@acme.example'],
  };
  const lead = {
    ...inquiryStored.toDocument({
      id: 'application.123e4567-e89b-42d3-a456-426614174000',
      name: 'Ravi',
      phone: '011 2345',
      companyName: 'Kulkarni FRP',
      message: 'Quote for 500 kg',
      applicationName: 'Marine',
    }),
    submittedAt: '2026-12-01T10:00:00.000Z',
    source: {
      page: 'https://acme.example/resins?utm_source=fair',
      origin: 'https://acme.example',
      partner: 'Acme FRP',
      channel: 'widget',
      utm: { utm_source: 'fair' },
    },
    consent: { version: 'v1', hash: 'h', language: 'en', choices: { updates: true }, at: 'x' },
    status: 'new',
  };

  it("names the partner in staff's subject and lists the provenance and consent", () => {
    const mail = composeMail(inquiryStored, lead, MAIL);
    expect(mail.subject).toBe('[Inquiry via Acme FRP] Marine: Kulkarni FRP');
    expect(mail.to).toEqual(MAIL.to);
    expect(mail.text).toContain('Submitted: Tue, 1 Dec 2026, 15:30 IST (India Standard Time)');
    expect(mail.text).not.toContain('2026-12-01T10:00');
    expect(mail.text).toContain('Page: https://acme.example/resins?utm_source=fair');
    expect(mail.text).toContain('Partner: Acme FRP');
    expect(mail.text).toContain('Campaign: utm_source=fair');
    expect(mail.text).toContain('Language: English (en)');
    expect(mail.text).toContain('Consent: notice v1 in English (en), updates: yes');
  });

  it('tells the time in Sri Lanka for a lead from a Sri Lankan page, in Sinhala or from .lk', () => {
    const zoneOf = (source: object, language = 'ta') =>
      /Submitted: (.*)/.exec(
        composeMail(
          inquiryStored,
          { ...lead, source, consent: { ...lead.consent, language } },
          MAIL,
        ).text,
      )?.[1];
    const lanka = 'Tue, 1 Dec 2026, 15:30 SLST (Sri Lanka Standard Time)';
    const india = 'Tue, 1 Dec 2026, 15:30 IST (India Standard Time)';
    // A Tamil widget on a page that says ta-LK, and a Tamil page that says nothing more.
    expect(zoneOf({ channel: 'widget', region: 'LK' })).toBe(lanka);
    expect(zoneOf({ channel: 'site' })).toBe(india);
    expect(zoneOf({ channel: 'site' }, 'si')).toBe(lanka);
    expect(
      zoneOf({ page: 'https://dealer.example.lk/resins', origin: 'https://dealer.example.lk' }),
    ).toBe(lanka);
    expect(zoneOf({ page: 'https://www.kalparesins.example/ta/inquiry/' })).toBe(india);
  });

  it('names the language in words and gives the reference the visitor was shown', () => {
    const mail = composeMail(
      inquiryStored,
      { ...lead, consent: { ...lead.consent, language: 'ta' }, reference: 'KR-7F3K2Q' },
      MAIL,
    );
    expect(mail.text).toContain('Language: Tamil (ta)');
    expect(mail.text).toContain('Consent: notice v1 in Tamil (ta), updates: yes');
    expect(mail.text.split('\n')[1]).toBe('Reference: KR-7F3K2Q');
    // A document stored before references were kept gets the one its id gives.
    expect(composeMail(inquiryStored, lead, MAIL).text).toContain(
      `Reference: ${referenceOf(lead._id)}`,
    );
  });

  it('says when a lead was sent without JavaScript, and what judged it', () => {
    const mail = composeMail(
      inquiryStored,
      { ...lead, source: { ...lead.source, noScript: true } },
      MAIL,
    );
    expect(mail.text).toMatch(/^Sent: without JavaScript: a plain form post/m);
    expect(composeMail(inquiryStored, lead, MAIL).text).not.toContain('Sent:');
  });

  it("copies a lead to its partner's addresses only, without staff's internals", () => {
    const partner = copyPartner(inquiryStored, lead, [ACME]);
    expect(partner).toBe(ACME);
    const copy = composePartnerCopy(inquiryStored, lead, MAIL, ACME);
    expect(copy.to).toEqual(['sales@acme.example']);
    expect(copy.subject).toBe('[Inquiry via Acme FRP] Marine: Kulkarni FRP');
    expect(copy.messageId).not.toBe(composeMail(inquiryStored, lead, MAIL).messageId);
    expect(copy.text).toContain('Company: Kulkarni FRP');
    expect(copy.text).toContain('Page: https://acme.example/resins?utm_source=fair');
    expect(copy.text).not.toContain('Consent');
    expect(copy.text).not.toContain(MAIL.to[0]);
  });

  it('copies no career application, and nothing to a partner that is not configured', () => {
    const application = careerStored.toDocument({
      id: 'career.123e4567-e89b-42d3-a456-426614174000',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      message: '',
      resumeAssetId: `file-${SHA}-pdf`,
    });
    expect(copyPartner(careerStored, { ...application, source: lead.source }, [ACME])).toBe(
      undefined,
    );
    expect(
      copyPartner(inquiryStored, { ...lead, source: { partner: 'Removed Dealer' } }, [ACME]),
    ).toBeUndefined();
    expect(copyPartner(inquiryStored, { ...lead, source: {} }, [ACME])).toBeUndefined();
  });
});

describe('header helpers', () => {
  it('makes one bounded line', () => {
    expect(oneLine('a\u0000b\u2028c  d')).toBe('a b c d');
    expect(oneLine('x'.repeat(300))).toHaveLength(200);
  });

  it('takes only one plain address for Reply-To', () => {
    expect(replyAddress(' asha@example.com ')).toBe('asha@example.com');
    expect(replyAddress('a@example.com, b@example.com')).toBeUndefined();
    expect(replyAddress('Asha <a@example.com>')).toBeUndefined();
    expect(replyAddress(undefined)).toBeUndefined();
  });

  it('turns a file asset id into its address', () => {
    expect(fileUrl('https://files.example', `file-${SHA}-pdf`)).toBe(
      `https://files.example/${SHA}.pdf`,
    );
    expect(fileUrl('https://files.example', 'image-x-png')).toBeUndefined();
  });
});
