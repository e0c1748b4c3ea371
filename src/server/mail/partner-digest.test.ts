// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inquiryStored } from '../../submissions/inquiry';
import { referenceOf } from '../../submissions/reference';
import type { MailConfig } from '../config';
import type { Partner } from '../partners';
import type { OutgoingMail } from './compose';
import { openFileOutbox } from './file-outbox';
import { createNotifier } from './notifier';
import { createMemoryOutbox, type Outbox } from './outbox';
import { DIGEST_MAX_COPIES, digestJob, digestMail } from './partner-digest';
import { createMemoryPartnerQuota, HOUR_MS } from './partner-limit';

const MAIL: MailConfig = {
  smtpUrl: 'smtp://mail.example:25',
  to: ['sales@kalparesins.example'],
  from: 'Website <no-reply@kalparesins.example>',
  fileBaseUrl: 'https://files.example',
};
const ACME: Partner = {
  name: 'Acme FRP',
  origins: ['https://acme-frp.example'],
  notify: ['sales@acme-frp.example'],
};
const LIMIT = { perHour: 2, perDay: 3 };
/** 10:15 UTC on 1 December 2026. */
const T0 = Date.parse('2026-12-01T10:15:00Z');

const lead = (n: number) =>
  ({
    ...inquiryStored.toDocument({
      id: `application.00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Buyer ${n}`,
      phone: '011 2345',
      companyName: `Company ${n}`,
      message: 'Quote for 500 kg',
      applicationName: 'Marine',
    }),
    source: { origin: ACME.origins[0], partner: ACME.name },
  }) as const;

const until = async (check: () => boolean | Promise<boolean>, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** A notifier on a clock the test moves, sending into `sent`. */
function notifierAt(outbox: Outbox = createMemoryOutbox()) {
  let now = T0;
  const sent: OutgoingMail[] = [];
  const copies: string[] = [];
  const digests: string[] = [];
  const logs: string[] = [];
  const notifier = createNotifier({
    mail: MAIL,
    outbox,
    send: async (mail) => void sent.push(mail),
    log: (line) => logs.push(line),
    pollMs: 10,
    now: () => now,
    partners: [ACME],
    partnerLimit: LIMIT,
    onPartnerCopy: (partner, delivery) => copies.push(`${partner}: ${delivery}`),
    onDigestSent: (partner) => digests.push(partner),
  });
  const toPartner = () => sent.filter((mail) => mail.to.includes(ACME.notify[0]!));
  return { notifier, sent, copies, digests, logs, toPartner, at: (t: number) => (now = t) };
}

describe("the partner's limit", () => {
  it('counts copies by the hour and the day, and a repeat of one copy once', async () => {
    const quota = createMemoryPartnerQuota(LIMIT);
    const decide = (id: string, t: number) => quota.decide('Acme FRP', id, t);
    expect(await decide('a', T0)).toEqual({ delivery: 'sent', again: false });
    expect(await decide('a', T0)).toEqual({ delivery: 'sent', again: true });
    expect(await decide('b', T0)).toEqual({ delivery: 'sent', again: false });
    expect(await decide('c', T0)).toEqual({ delivery: 'held', again: false });
    expect(await decide('c', T0 + HOUR_MS)).toEqual({ delivery: 'held', again: true });
    // Another partner counts alone.
    expect(await quota.decide('Lanka Boats', 'z', T0)).toMatchObject({ delivery: 'sent' });
    // The next hour has room, until the day's limit.
    expect(await decide('d', T0 + HOUR_MS)).toMatchObject({ delivery: 'sent' });
    expect(await decide('e', T0 + HOUR_MS)).toMatchObject({ delivery: 'held' });
    // The next day starts again.
    expect(await decide('f', T0 + 24 * HOUR_MS)).toMatchObject({ delivery: 'sent' });
  });
});

describe("a partner's digest", () => {
  it('holds the copies past the limit and sends them together when the hour is over', async () => {
    const { notifier, sent, copies, digests, logs, toPartner, at } = notifierAt();
    for (let n = 1; n <= 5; n++) notifier.notify(inquiryStored, lead(n));
    // Staff get every lead; the partner its two copies, the rest wait.
    await until(() => sent.length === 7);
    expect(sent.filter((mail) => mail.to.includes('sales@kalparesins.example'))).toHaveLength(5);
    expect(toPartner().map((mail) => mail.subject)).toEqual([
      '[Inquiry via Acme FRP] Marine: Company 1',
      '[Inquiry via Acme FRP] Marine: Company 2',
    ]);
    expect(copies).toEqual(['sent', 'sent', 'held', 'held', 'held'].map((d) => `Acme FRP: ${d}`));
    expect(logs.filter((line) => line.includes('past its limit'))).toHaveLength(1);
    expect(await notifier.pending()).toBe(1);

    // A lead sent again is neither copied nor held twice.
    notifier.notify(inquiryStored, lead(5));
    at(Date.parse('2026-12-01T10:59:59Z'));
    await until(async () => (await notifier.pending()) === 1);
    expect(toPartner()).toHaveLength(2);

    at(Date.parse('2026-12-01T11:00:00Z'));
    await until(() => toPartner().length === 3);
    const digest = toPartner()[2]!;
    expect(digest.to).toEqual(ACME.notify);
    expect(digest.replyTo).toBeUndefined();
    expect(digest.subject).toBe(
      '[Digest of leads via Acme FRP] 3 leads, 2026-12-01 10:00 to 11:00 UTC',
    );
    expect(digest.messageId).toBe(
      `<digest-${Math.floor(T0 / HOUR_MS)}-Acme-FRP@kalparesins.example>`,
    );
    expect(digest.text).toContain('after the copies you get each hour\n(2) or each day (3)');
    for (const n of [3, 4, 5]) {
      expect(digest.text).toContain(`[Inquiry via Acme FRP] Marine: Company ${n}`);
      expect(digest.text).toContain(
        `Reference: ${referenceOf(lead(n)._id)} (document ${lead(n)._id})`,
      );
    }
    expect(digest.text).toContain('1 of 3, at 10:15 UTC: [Inquiry via Acme FRP] Marine: Company 3');
    expect(digests).toEqual(['Acme FRP']);
    expect(await notifier.pending()).toBe(0);

    // The next hour has one copy left of the day's three; then the day's digest hour by hour.
    notifier.notify(inquiryStored, lead(6));
    notifier.notify(inquiryStored, lead(7));
    at(Date.parse('2026-12-01T12:00:00Z'));
    await until(() => toPartner().length === 5);
    expect(toPartner()[3]?.subject).toBe('[Inquiry via Acme FRP] Marine: Company 6');
    expect(toPartner()[4]?.subject).toBe(
      '[Digest of leads via Acme FRP] 1 lead, 2026-12-01 11:00 to 12:00 UTC',
    );
    await notifier.stop();
  });

  it(`holds ${DIGEST_MAX_COPIES} copies in full and counts the rest`, () => {
    const { job } = digestJob(ACME, T0, MAIL, LIMIT);
    const outboxJob = {
      ...job,
      digest: {
        ...job.digest!,
        copies: [{ subject: 'S', text: 'T', at: T0 }],
        more: 7,
      },
    };
    const mail = digestMail(outboxJob);
    expect(mail.subject).toContain('8 leads');
    expect(mail.text).toContain('And 7 more, not listed here: ask Kalpa Resins for them.');
  });

  it('waits in the folder across a restart, and goes when its hour is over, not before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'digest-outbox-'));
    try {
      const first = notifierAt(
        await openFileOutbox(
          dir,
          () => undefined,
          () => T0,
        ),
      );
      for (let n = 1; n <= 3; n++) first.notifier.notify(inquiryStored, lead(n));
      await until(() => first.toPartner().length === 2);
      await until(async () => (await first.notifier.pending()) === 1);
      await first.notifier.stop();

      const later = Date.parse('2026-12-01T10:30:00Z');
      const second = notifierAt(
        await openFileOutbox(
          dir,
          () => undefined,
          () => later,
        ),
      );
      second.at(later);
      expect(await second.notifier.pending()).toBe(1);
      // This process counts afresh (only Redis keeps counts across a restart): two copies go,
      // and the third joins the waiting digest.
      for (let n = 4; n <= 6; n++) second.notifier.notify(inquiryStored, lead(n));
      await until(() => second.copies.length === 3 && second.toPartner().length === 2);
      await until(async () => (await second.notifier.pending()) === 1);
      second.at(Date.parse('2026-12-01T11:00:00Z'));
      await until(() => second.toPartner().length === 3);
      expect(second.toPartner()[2]?.subject).toBe(
        '[Digest of leads via Acme FRP] 2 leads, 2026-12-01 10:00 to 11:00 UTC',
      );
      await second.notifier.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
