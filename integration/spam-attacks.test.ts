// @vitest-environment node
// A script's attacks on the forms, each through two real gateway instances that share Redis
// (the replay store, the partner limit and the mail outbox), the local content service and a
// real SMTP peer, as a plain Node script would send them: each is stored as spam, refused, or
// bounded. The gateways' clock (and their mail's) is moved by the test, so waiting costs no
// time: a script's wait of 3 s, a token kept 2 hours, the end of an hour.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { START_TOKEN } from '../src/content/start-token';
import { SPAM_DEFENCE } from '../src/content/envelope-messages';
import { HOUR_MS } from '../src/server/mail/partner-limit';
import { connectRedis, redisReady } from '../src/server/redis-client';
import { referenceOf } from '../src/submissions/reference';
import { contact, inquiry, pdfBytes } from '../testing/services/gateway-client';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { figure, scrape } from '../testing/services/metrics-text';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';
import { startSmtpPeer, type SmtpPeer } from '../testing/services/smtp-peer';
import { earlierStartToken, fetchChallenge, solve } from '../testing/services/spam-proof';

type CaughtMail = SmtpPeer['mails'][number];

const STAFF = 'sales@kalparesins.example';
const ACME = {
  name: 'Acme FRP',
  origins: ['https://acme-frp.example'],
  notify: ['sales@acme-frp.example'],
};
const LIMIT = { perHour: 2, perDay: 3 };

let dir: string;
let redis: TestRedis;
let smtp: SmtpPeer;
let store: Redis;
let prefix: string;
let a: LocalGateway;
let b: LocalGateway;
/** How far the gateways' clock is ahead of this machine's. */
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'resin-attacks-'));
  const partnersFile = join(dir, 'partners.json');
  writeFileSync(partnersFile, JSON.stringify([ACME]));
  [redis, smtp] = await Promise.all([startTestRedis(), startSmtpPeer()]);
  prefix = `attacks-${randomUUID()}`;
  const init = {
    env: {
      REDIS_URL: redis.url,
      SMTP_URL: smtp.smtpUrl,
      NOTIFY_TO: STAFF,
      PARTNERS_FILE: partnersFile,
      PARTNER_COPIES_PER_HOUR: String(LIMIT.perHour),
      PARTNER_COPIES_PER_DAY: String(LIMIT.perDay),
      RATE_LIMIT_MAX: '1000',
    },
    options: { now },
    runtime: { redisPrefix: prefix, pollMs: 50, now },
  };
  a = await startLocalGateway(init);
  b = await startLocalGateway({ ...init, shareContentWith: a });
  store = connectRedis(redis.url);
  await redisReady(store);
}, 30_000);
afterAll(async () => {
  store?.disconnect();
  await b?.close();
  await a?.close();
  await smtp?.close();
  await redis?.close();
  rmSync(dir, { recursive: true, force: true });
});

function post(gw: LocalGateway, route: string, body: unknown, headers = {}) {
  return fetch(`${gw.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
const stored = (id: string) => a.reader.getDocument(id);
const mailsFor = (id: string) => smtp.mails.filter((mail) => mail.messageId.includes(id));
/** A fresh proof of work, as the script solves one per submission (some 0.4 s of CPU). */
const freshProof = async (form = 'contact') => solve(await fetchChallenge(a.url, {}, form));

/** Waits for a person's lead's mail: the outbox sends in order, so earlier mail came first. */
async function afterMailOfAPerson() {
  const lead = {
    ...contact(),
    website: '',
    started: await earlierStartToken(undefined, 'contact', now()),
    altcha: await freshProof(),
  };
  expect((await post(a, '/api/contact', lead)).status).toBe(201);
  await smtp.waitFor((mail) => mail.messageId.includes(lead.id), 8_000);
}

describe('1. a start token pays the 3-second wait once', () => {
  it('takes a token for one submission: three more with it and fresh proofs are spam', async () => {
    const token = (await fetchChallenge(a.url, {}, 'contact')).started;
    offset += SPAM_DEFENCE.minFillMs + 500; // the script waits 3 s, once
    const sent: ReturnType<typeof contact>[] = [];
    for (const gw of [a, b, a, b]) {
      const data = { ...contact(), website: '', started: token, altcha: await freshProof() };
      expect((await post(gw, '/api/contact', data)).status).toBe(201);
      sent.push(data);
    }
    const [first, ...rest] = sent;
    expect(await stored(first!.id)).toMatchObject({ status: 'new' });
    for (const data of rest) {
      expect(await stored(data.id)).toMatchObject({
        status: 'spam',
        spamReasons: ['replayed-start-token'],
      });
    }
    // The same submission sent again is still the person's.
    expect((await post(b, '/api/contact', first)).status).toBe(201);
    expect(await stored(first!.id)).toMatchObject({ status: 'new' });
    // Taken in Redis, where every instance finds it.
    expect(await store.keys(`${prefix}:proof:start:*`)).not.toHaveLength(0);
    await afterMailOfAPerson();
    expect(mailsFor(first!.id)).toHaveLength(1);
    for (const data of rest) expect(mailsFor(data.id)).toEqual([]);
  });

  it("takes a contact form's token for a review 63 s later as spam, and one 2 hours old", async () => {
    const token = (await fetchChallenge(a.url, {}, 'contact')).started;
    offset += 63_000;
    const review = {
      id: `review.${randomUUID()}`,
      productId: 'isophthalic',
      name: 'Asha Patil',
      email: 'asha@example.com',
      rating: 5,
      review: 'Cures evenly.',
      website: '',
      started: token,
      altcha: await freshProof('review'),
    };
    expect((await post(b, '/api/review', review)).status).toBe(201);
    expect(await stored(review.id)).toMatchObject({
      status: 'spam',
      spamReasons: ['wrong-form-start-token'],
    });
    offset += START_TOKEN.ttlMs;
    const late = { ...contact(), website: '', started: token, altcha: await freshProof() };
    expect((await post(a, '/api/contact', late)).status).toBe(201);
    expect(await stored(late.id)).toMatchObject({
      status: 'spam',
      spamReasons: ['expired-start-token'],
    });
  });
});

describe("2. a forged Origin makes a lead a partner's", () => {
  it("stores and mails every lead, and bounds the partner's copies: the rest in one digest", async () => {
    // From the start of an hour, so the whole burst falls in it.
    offset += HOUR_MS - (now() % HOUR_MS);
    const leads: ReturnType<typeof inquiry>[] = [];
    for (let n = 0; n < 6; n++) {
      const data = {
        ...inquiry(),
        companyName: `Forged ${n}`,
        website: '',
        started: await earlierStartToken(undefined, 'inquiry', now()),
        altcha: await freshProof('inquiry'),
      };
      const gw = n % 2 === 0 ? a : b;
      expect((await post(gw, '/api/inquiry', data, { origin: ACME.origins[0] })).status).toBe(201);
      leads.push(data);
    }
    // Attribution stays the Origin's: every lead is stored as the partner's and mailed to staff.
    const toStaff = (id: string) => (mail: CaughtMail) =>
      mail.envelope.to.includes(STAFF) && mail.messageId.includes(id);
    for (const data of leads) {
      expect(await stored(data.id)).toMatchObject({
        status: 'new',
        source: { partner: ACME.name },
      });
      await smtp.waitFor(toStaff(data.id), 8_000);
    }
    const toAcme = () => smtp.mails.filter((mail) => mail.envelope.to.includes(ACME.notify[0]!));
    await expect.poll(() => toAcme().length, { timeout: 8_000 }).toBe(LIMIT.perHour);
    expect(toAcme().map((mail) => mail.subject)).toEqual(
      leads
        .slice(0, 2)
        .map((data) => `[Inquiry via Acme FRP] Vaccum Infusion: ${data.companyName}`),
    );
    // Both instances counted against one limit, and /metrics shows the rise by partner.
    const [ma, mb] = [await scrape(a.url), await scrape(b.url)];
    const copies = (delivery: string) =>
      figure(ma, 'gateway_partner_copies_total', { partner: ACME.name, delivery }) +
      figure(mb, 'gateway_partner_copies_total', { partner: ACME.name, delivery });
    expect([copies('sent'), copies('held')]).toEqual([2, 4]);
    expect([...a.logs, ...b.logs].some((line) => line.includes('past its limit'))).toBe(true);

    // The hour is over: the held copies go out together, once, to the partner only.
    offset += HOUR_MS;
    await expect.poll(() => toAcme().length, { timeout: 8_000 }).toBe(LIMIT.perHour + 1);
    const digest = toAcme()[LIMIT.perHour]!;
    expect(digest.subject).toMatch(/^\[Digest of leads via Acme FRP\] 4 leads, /);
    expect(digest.envelope.to).toEqual(ACME.notify);
    for (const data of leads.slice(2)) {
      expect(digest.text).toContain(`Reference: ${referenceOf(data.id)} (document ${data.id})`);
    }
    for (const data of leads.slice(0, 2)) expect(digest.text).not.toContain(data.id);
    const digests = async (gw: LocalGateway) =>
      figure(await scrape(gw.url), 'gateway_partner_digests_total', { partner: ACME.name });
    expect((await digests(a)) + (await digests(b))).toBe(1);
  });
});

/** The header lines of a message as received, each folded line joined to its header. */
const headers = (mail: CaughtMail) =>
  (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);

describe('3. encoded words reach the mail subject', () => {
  it('refuses an encoded word in a name or company with the field, and stores nothing', async () => {
    const cases = [
      ['name', 'R =?utf-8?B?4oCuZmRwLmV4ZQ==?=', LIMIT_MESSAGES.encodedWords('Name')],
      [
        'companyName',
        '=?UTF-8?Q?x=0D=0ABcc:_v@evil.example?=',
        LIMIT_MESSAGES.encodedWords('Company name'),
      ],
    ] as const;
    for (const [field, value, message] of cases) {
      const data = { ...contact(), [field]: value };
      const res = await post(a, '/api/contact', data);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, issues: [{ path: field, message }] });
      expect(await stored(data.id)).toBeUndefined();
    }
  });

  it('writes the whole subject as encoded words: the raw message holds nothing else', async () => {
    const data = {
      ...contact(),
      name: 'ශ්‍රී Perera "Bcc: v@evil.example"',
      companyName: 'Kulkarni <FRP>, Subject: free resin',
      website: '',
      started: await earlierStartToken(undefined, 'contact', now()),
      altcha: await freshProof(),
    };
    expect((await post(b, '/api/contact', data)).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.messageId.includes(data.id), 8_000);
    const subjects = headers(mail).filter((line) => /^subject:/i.test(line));
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatch(
      /^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=( =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*$/,
    );
    // What a mail program shows is exactly the text, and it adds no header.
    expect(mail.subject).toBe(`[Contact] ${data.name}, ${data.companyName}`);
    expect(mail.headerNames).not.toContain('bcc');
    expect(headers(mail).filter((line) => /^(bcc|subject):/i.test(line))).toEqual(subjects);
  });
});

describe('4. invisible characters pass in names', () => {
  it('refuses U+200B, U+FEFF, a tag character and U+061C with the field, and stores nothing', async () => {
    const cases = [
      ['Asha\u200bPatil', LIMIT_MESSAGES.invisibleCharacters('Name')],
      ['Asha\ufeffPatil', LIMIT_MESSAGES.invisibleCharacters('Name')],
      ['Asha Patil\u{e0041}\u{e007f}', LIMIT_MESSAGES.invisibleCharacters('Name')],
      ['Asha\u061cPatil', LIMIT_MESSAGES.directionControls('Name')],
    ] as const;
    for (const [name, message] of cases) {
      const data = { ...contact(), name };
      const res = await post(b, '/api/contact', data);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, issues: [{ path: 'name', message }] });
      expect(await stored(data.id)).toBeUndefined();
    }
  });

  it('refuses one in the file name of a resume', async () => {
    const res = await fetch(`${a.url}/api/resume?filename=${encodeURIComponent('CV\u200b.pdf')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: pdfBytes(),
    });
    const message = LIMIT_MESSAGES.invisibleCharacters(LIMIT_MESSAGES.resumeFileName);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, issues: [{ path: 'resume', message }] });
  });
});
