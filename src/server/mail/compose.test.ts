// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { careerStored } from '../../submissions/career';
import { contactStored } from '../../submissions/contact';
import { inquiryStored } from '../../submissions/inquiry';
import type { MailConfig } from '../config';
import { composeMail, fileUrl, oneLine, replyAddress } from './compose';

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
