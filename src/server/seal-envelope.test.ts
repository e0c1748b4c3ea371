// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '../content/i18n/languages';
import { NOTICE_VERSION, noticeText } from '../content/privacy-notice';
import { ENVELOPE_MESSAGES } from '../content/envelope-messages';
import { DEMO_DEALER_ID } from '../content/dealers';
import { sealEnvelope, storedConsent } from './seal-envelope';

const AT = '2026-11-25T10:00:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the consent the gateway stores', () => {
  it.each(TRANSLATED_LANGUAGES)(
    'for a notice shown in %s: that language, and the hash of the very text shown in it',
    async (language) => {
      const result = await storedConsent(
        'inquiry',
        { version: NOTICE_VERSION, language, choices: { updates: true } },
        AT,
      );
      // The translation is loaded by storedConsent itself: the gateway needs no warming up.
      const shown = noticeText('inquiry', language)!;
      expect(shown).not.toBe(noticeText('inquiry', 'en'));
      expect(result).toEqual({
        ok: true,
        consent: {
          version: NOTICE_VERSION,
          hash: sha256(shown),
          language,
          choices: { updates: true },
          at: AT,
        },
      });
    },
  );

  it('refuses a language the notice was never published in', async () => {
    for (const language of ['gu', 'constructor', 'ta-LK']) {
      const result = await storedConsent(
        'contact',
        { version: NOTICE_VERSION, language, choices: {} },
        AT,
      );
      expect(result).toEqual({
        ok: false,
        issue: { path: 'consent', message: ENVELOPE_MESSAGES.unknownNotice },
      });
    }
  });
});

describe('the source the gateway stores', () => {
  const at = new Date(AT);
  it("keeps the region a page names with its language ('LK' for a ta-LK page)", async () => {
    const sealed = await sealEnvelope(
      'inquiry',
      { source: { page: 'https://dealer.example/', channel: 'widget', region: 'LK' } },
      { origin: 'https://dealer.example', partner: undefined, at },
    );
    expect(sealed).toMatchObject({
      ok: true,
      envelope: { source: { channel: 'widget', region: 'LK' } },
    });
  });

  it('drops a region that is not two capital letters, and refuses one that is no text', async () => {
    for (const region of ['lk', 'LKA', 'Sri Lanka', '12']) {
      const sealed = await sealEnvelope(
        'inquiry',
        { source: { channel: 'widget', region } },
        { origin: undefined, partner: undefined, at },
      );
      expect(sealed).toEqual({
        ok: true,
        envelope: { submittedAt: AT, source: { channel: 'widget' } },
      });
    }
    const sealed = await sealEnvelope(
      'inquiry',
      { source: { channel: 'widget', region: 7 } },
      { origin: undefined, partner: undefined, at },
    );
    expect(sealed).toEqual({
      ok: false,
      error: ENVELOPE_MESSAGES.region,
      issues: [{ path: 'source.region', message: ENVELOPE_MESSAGES.region }],
    });
  });
});

describe('the dealer a submission is sent to', () => {
  const at = new Date('2026-12-01T10:00:00.000Z');
  const request = { origin: 'https://www.kalparesins.example', partner: undefined, at };

  it('stores the id as sent, known to the dealer list or not', async () => {
    for (const dealer of [DEMO_DEALER_ID, 'acme-frp-nowhere']) {
      const sealed = await sealEnvelope(
        'inquiry',
        { source: { channel: 'site', dealer } },
        request,
      );
      expect(sealed.ok && sealed.envelope.source).toEqual({
        origin: request.origin,
        channel: 'site',
        dealer,
      });
    }
  });

  it('refuses an id that is no slug, naming source.dealer', async () => {
    for (const dealer of ['Shakti FRP', 'x'.repeat(65), 42, 'a--b', '<b>']) {
      const sealed = await sealEnvelope('inquiry', { source: { dealer } }, request);
      expect(sealed).toEqual({
        ok: false,
        error: ENVELOPE_MESSAGES.dealer,
        issues: [{ path: 'source.dealer', message: ENVELOPE_MESSAGES.dealer }],
      });
    }
  });
});
