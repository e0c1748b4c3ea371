// @vitest-environment node
// The three spam signals against the real gateway, content service, SMTP peer and Redis: each
// alone marks a submission as spam, which is stored, answered like a good one and mailed to
// nobody.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPAM_DEFENCE } from '../src/content/envelope-messages';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';
import { startSmtpPeer, type SmtpPeer } from '../testing/services/smtp-peer';
import {
  earlierStartToken,
  fetchChallenge,
  personSignals,
  solve,
  TEST_SPAM_KEY,
} from '../testing/services/spam-proof';
import { contact } from '../testing/services/gateway-client';

const STAFF = 'sales@kalparesins.example';

function post(gw: LocalGateway, body: Record<string, unknown>, path = '/api/contact') {
  return fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const stored = (gw: LocalGateway, id: string) => gw.reader.getDocument(id);
const mailFor = (id: string) => (mail: { messageId: string }) => mail.messageId.includes(id);

let smtp: SmtpPeer;
let redis: TestRedis;
let gw: LocalGateway;
beforeAll(async () => {
  [smtp, redis] = await Promise.all([startSmtpPeer(), startTestRedis()]);
  gw = await startLocalGateway({
    env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF, RATE_LIMIT_MAX: '1000' },
    runtime: { pollMs: 50 },
  });
}, 30_000);
afterAll(async () => {
  await gw?.close();
  await smtp?.close();
  await redis?.close();
});

/**
 * Stores a person's submission after the given ones and waits for its mail: the outbox sends
 * in the order it was given mail, so any mail for the earlier ones would have come first.
 */
async function afterMailOfAPerson(ids: string[]) {
  const good = { ...contact(), ...(await personSignals(gw.url)) };
  expect((await post(gw, good)).status).toBe(201);
  await smtp.waitFor(mailFor(good.id), 8_000);
  for (const id of ids) expect(smtp.mails.filter(mailFor(id))).toEqual([]);
  // Nothing else waits to be sent either.
  await expect.poll(() => gw.runtime.notifier?.pending(), { timeout: 3_000 }).toBe(0);
}

describe('spam signals, each alone', () => {
  it("stores a person's submission as new and mails staff", async () => {
    const data = { ...contact(), ...(await personSignals(gw.url)) };
    expect((await post(gw, data)).status).toBe(201);
    const doc = await stored(gw, data.id);
    expect(doc).toMatchObject({ status: 'new' });
    expect(doc).not.toHaveProperty('spamReasons');
    // The signals themselves are not stored.
    for (const field of ['website', 'altcha', 'started']) expect(doc).not.toHaveProperty(field);
    await smtp.waitFor(mailFor(data.id), 8_000);
  });

  it('marks each failing signal as spam, stores it and mails nobody', async () => {
    const person = () => personSignals(gw.url);
    // Each case's signals are made just before it is sent, so only its own signal fails.
    const cases: [string, () => Promise<Record<string, unknown>>][] = [
      ['honeypot', async () => ({ ...(await person()), website: 'https://cheap.example' })],
      // The start token that came with a challenge, sent at once: no person is that quick.
      [
        'too-fast',
        async () => ({ ...(await person()), started: (await fetchChallenge(gw.url)).started }),
      ],
      [
        'wrong-form-start-token',
        async () => ({
          ...(await person()),
          started: await earlierStartToken(TEST_SPAM_KEY, 'review'),
        }),
      ],
      ['no-start-token', async () => ({ ...(await person()), started: undefined })],
      [
        'bad-start-token',
        async () => ({
          ...(await person()),
          started: `${Date.now() - 60_000}.contact.${'0'.repeat(16)}.${'0'.repeat(64)}`,
        }),
      ],
      ['no-proof', async () => ({ ...(await person()), altcha: undefined })],
      ['bad-proof', async () => ({ ...(await person()), altcha: btoa('{"algorithm":"SHA-256"}') })],
    ];
    const ids: string[] = [];
    for (const [reason, signals] of cases) {
      const data = { ...contact(), ...(await signals()) };
      ids.push(data.id);
      const res = await post(gw, data);
      expect(res.status, reason).toBe(201);
      expect(await res.json()).toEqual({ id: data.id });
      expect(await stored(gw, data.id), reason).toMatchObject({
        status: 'spam',
        spamReasons: [reason],
        name: 'Asha Patil',
      });
    }
    await afterMailOfAPerson(ids);
  });

  it('catches a replayed solution, but not a retry of the same submission', async () => {
    const signals = await personSignals(gw.url);
    const first = { ...contact(), ...signals };
    expect((await post(gw, first)).status).toBe(201);
    expect((await post(gw, first)).status).toBe(201);
    expect(await stored(gw, first.id)).toMatchObject({ status: 'new' });

    // The solution again, with a start token of its own.
    const replay = {
      ...contact(),
      ...signals,
      started: await earlierStartToken(),
      message: 'Buy now',
    };
    expect((await post(gw, replay)).status).toBe(201);
    expect(await stored(gw, replay.id)).toMatchObject({
      status: 'spam',
      spamReasons: ['replayed-proof'],
    });
    await smtp.waitFor(mailFor(first.id), 8_000);
    await afterMailOfAPerson([replay.id]);
    expect(smtp.mails.filter(mailFor(first.id))).toHaveLength(1);
  });

  it('answers spam exactly like a good submission', async () => {
    const good = { ...contact(), ...(await personSignals(gw.url)) };
    const bad = { ...contact(), website: 'x' };
    const [a, b] = [await post(gw, good), await post(gw, bad)];
    // Every header alike but the date and the request's own id (each answer has one).
    const headers = (res: Response) =>
      [...res.headers]
        .filter(([name]) => name !== 'date')
        .map(([name, value]) => [name, name === 'x-request-id' ? 'an id' : value])
        .sort(([x], [y]) => String(x).localeCompare(String(y)));
    expect(b.status).toBe(a.status);
    expect(headers(b)).toEqual(headers(a));
    const [goodBody, badBody] = [await a.json(), await b.json()];
    expect(goodBody).toEqual({ id: good.id });
    expect(badBody).toEqual({ id: bad.id });
  });
});

describe('a replayed solution with several gateway instances', () => {
  it('is caught by another instance sharing Redis', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '1000' };
    const runtime = { redisPrefix: `t-${randomUUID()}` };
    const a = await startLocalGateway({ env, runtime });
    const b = await startLocalGateway({ env, runtime, shareContentWith: a });
    try {
      const signals = await personSignals(a.url);
      const first = { ...contact(), ...signals };
      const replay = { ...contact(), ...signals };
      expect((await post(a, first)).status).toBe(201);
      expect((await post(b, replay)).status).toBe(201);
      expect(await stored(a, first.id)).toMatchObject({ status: 'new' });
      expect(await stored(a, replay.id)).toMatchObject({
        spamReasons: ['replayed-start-token', 'replayed-proof'],
      });
      // A retry of the first at the other instance is still the same submission.
      expect((await post(b, first)).status).toBe(201);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('is caught per instance, with one warning, while Redis is down', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '1000' };
    const one = await startLocalGateway({ env, runtime: { redisPrefix: `t-${randomUUID()}` } });
    try {
      await redis.kill();
      const signals = await personSignals(one.url);
      const first = { ...contact(), ...signals };
      const replay = { ...contact(), ...signals };
      expect((await post(one, first)).status).toBe(201);
      expect((await post(one, replay)).status).toBe(201);
      expect(await stored(one, replay.id)).toMatchObject({
        spamReasons: ['replayed-start-token', 'replayed-proof'],
      });
      expect(one.logs.filter((l) => l.includes('used proof-of-work solutions'))).toHaveLength(1);
    } finally {
      await redis.start();
      await one.close();
    }
  });
});

describe('GET /api/challenge', () => {
  it('answers an allowed origin with CORS, and refuses any other', async () => {
    const origin = new URL(gw.url).origin;
    const res = await fetch(`${gw.url}${SPAM_DEFENCE.challengeRoute}`, { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${gw.url}${SPAM_DEFENCE.challengeRoute}`, {
      headers: { origin: 'https://stranger.example' },
    });
    expect(refused.status).toBe(403);
    const post = await fetch(`${gw.url}${SPAM_DEFENCE.challengeRoute}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('has its own limit: fetching challenges does not use up submissions', async () => {
    const limited = await startLocalGateway({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      const challenges = [];
      for (let i = 0; i < 6; i++) challenges.push(await fetchChallenge(limited.url));
      const over = await fetch(`${limited.url}${SPAM_DEFENCE.challengeRoute}`);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      const data = {
        ...contact(),
        website: '',
        started: await earlierStartToken(),
        altcha: await solve(challenges[0]!),
      };
      expect((await post(limited, data)).status).toBe(201);
      expect(await stored(limited, data.id)).toMatchObject({ status: 'new' });
    } finally {
      await limited.close();
    }
  });
});
