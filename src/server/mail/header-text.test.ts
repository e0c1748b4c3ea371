// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactStored } from '../../submissions/contact';
import type { MailConfig } from '../config';
import { composeMail, replyAddress } from './compose';
import { encodedWords, withoutEncodedWords } from './header-text';

const MAIL: MailConfig = {
  smtpUrl: 'smtp://mail.example:25',
  to: ['sales@kalparesins.example'],
  from: 'Website <no-reply@kalparesins.example>',
  fileBaseUrl: 'https://cdn.sanity.io/files/kalpa/production',
};

/** What a mail program shows of a header value: each encoded word decoded, folds removed. */
function shown(value: string): string {
  return value
    .split('\r\n ')
    .map((word) => {
      const match = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/.exec(word);
      if (!match) throw new Error(`not an encoded word: ${word}`);
      return Buffer.from(match[1] ?? '', 'base64');
    })
    .reduce((all, bytes) => Buffer.concat([all, bytes]), Buffer.alloc(0))
    .toString('utf8');
}

describe('header text from what a visitor typed', () => {
  it('is encoded whole, whatever it holds, and reads back as exactly the text', () => {
    for (const text of [
      'Asha Patil',
      '[Contact] R =?utf-8?B?4oCuZmRwLmV4ZQ==?=',
      'Bcc: v@evil.example',
      'ශ්‍රී ලංකා, मराठी, தமிழ் 👨‍👩‍👧',
      'x'.repeat(200),
    ]) {
      const header = encodedWords(text);
      expect(shown(header)).toBe(text);
      for (const line of `Subject: ${header}`.split('\r\n')) {
        expect(line.length).toBeLessThanOrEqual(76);
      }
      // Only encoded words and the folds between them: nothing of the text as it was.
      expect(header).toMatch(
        /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=(\r\n =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*$/,
      );
    }
    expect(encodedWords('')).toBe('');
  });

  it('never cuts a character between two encoded words', () => {
    const text = 'ශ්‍රී'.repeat(20);
    for (const word of encodedWords(text).split('\r\n ')) {
      const bytes = Buffer.from(word.slice(10, -2), 'base64');
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBeTruthy();
    }
  });

  it('breaks up encoded words in a subject, and leaves an address holding one out of Reply-To', () => {
    expect(withoutEncodedWords('R =?utf-8?B?4oCu?= =?x')).toBe('R = ?utf-8?B?4oCu?= = ?x');
    // A document stored before the forms refused encoded words in names.
    const mail = composeMail(
      contactStored,
      {
        _id: 'contact.123e4567-e89b-42d3-a456-426614174000',
        _type: 'contact',
        name: 'R =?utf-8?B?4oCuZmRwLmV4ZQ==?=',
        email: '=?utf-8?q?x?=@example.com',
        phone: '9876543210',
        message: 'hi',
        companyName: '',
      },
      MAIL,
    );
    expect(mail.subject).toBe('[Contact] R = ?utf-8?B?4oCuZmRwLmV4ZQ== ?=');
    expect(mail.replyTo).toBeUndefined();
    expect(replyAddress('asha@example.com')).toBe('asha@example.com');
  });
});
