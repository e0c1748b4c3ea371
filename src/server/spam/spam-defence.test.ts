// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPAM_DEFENCE } from '../../content/envelope-messages';
import { newChallenge } from './proof';
import { createMemoryReplayGuard } from './replay-guard';
import { createSpamDefence } from './spam-defence';
import { readStartToken, signStartToken } from './start-token';
import { START_TOKEN } from '../../content/start-token';
import { solve } from '../../../testing/services/spam-proof';

const KEY = 'unit-test-spam-key-of-32-characters!';
const T0 = Date.parse('2026-12-01T10:00:00Z');

/** A defence whose clock the test moves, and what a person's contact form sends `fillMs` later. */
async function person(fillMs = SPAM_DEFENCE.minFillMs + 500, form = 'contact') {
  let now = T0;
  const defence = createSpamDefence(KEY, { now: () => now });
  const answer = await defence.challenge({ form });
  const body = { website: '', started: answer.started, altcha: await solve(answer) };
  now += fillMs;
  return { defence, answer, body, later: (ms: number) => (now += ms) };
}

describe('start token', () => {
  it('gives back when and for which form it was signed, and nothing for a forged or future one', async () => {
    const token = await signStartToken(KEY, T0, 'contact');
    expect(token).toMatch(/^\d+\.contact\.[0-9a-f]{16}\.[0-9a-f]{64}$/);
    expect(await readStartToken(KEY, token, T0 + 10)).toMatchObject({
      issuedAt: T0,
      form: 'contact',
      claim: expect.stringMatching(/^start:[0-9a-f]{64}$/) as unknown,
    });
    expect(await readStartToken('another-key-of-thirty-two-characters', token, T0)).toBeUndefined();
    const [, form, nonce, mac] = token.split('.');
    expect(await readStartToken(KEY, `${T0 - 60_000}.${form}.${nonce}.${mac}`, T0)).toBeUndefined();
    expect(await readStartToken(KEY, `${T0}.review.${nonce}.${mac}`, T0)).toBeUndefined();
    expect(await readStartToken(KEY, `${T0}.${form}.${'0'.repeat(16)}.${mac}`, T0)).toBeUndefined();
    const future = await signStartToken(KEY, T0 + 5_000, 'contact');
    expect(await readStartToken(KEY, future, T0)).toBeUndefined();
    // The earlier form of token, without a form or nonce, is no longer one.
    expect(await readStartToken(KEY, `${T0}.${mac}`, T0)).toBeUndefined();
    for (const junk of [
      undefined,
      42,
      '',
      'abc',
      `${T0}.`,
      `${T0}.contact.${'g'.repeat(16)}.${mac}`,
    ]) {
      expect(await readStartToken(KEY, junk, T0)).toBeUndefined();
    }
  });

  it('is new each time, even for the same form in the same millisecond', async () => {
    const [a, b] = [
      await signStartToken(KEY, T0, 'contact'),
      await signStartToken(KEY, T0, 'contact'),
    ];
    expect(a).not.toBe(b);
  });
});

describe('spam signals', () => {
  it("passes a person's submission: hidden field empty, 3 s or more, a fresh solution", async () => {
    const { defence, body } = await person();
    expect(await defence.judge(body, 'contact.1')).toEqual([]);
  });

  it('serves an ALTCHA challenge with its expiry in the salt, and a start token', async () => {
    const { answer } = await person();
    expect(answer).toMatchObject({
      algorithm: 'SHA-256',
      maxnumber: SPAM_DEFENCE.proofMaxNumber,
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    const expires = Number(new URLSearchParams(answer.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(Math.floor((T0 + SPAM_DEFENCE.challengeTtlMs) / 1000) * 1000);
    expect(await readStartToken(KEY, answer.started, T0)).toMatchObject({
      issuedAt: T0,
      form: 'contact',
    });
  });

  it('marks a filled hidden field', async () => {
    const { defence, body } = await person();
    expect(await defence.judge({ ...body, website: 'https://spam.example' }, 'contact.1')).toEqual([
      'honeypot',
    ]);
    expect(await defence.judge({ ...body, website: 0, altcha: undefined }, 'contact.1')).toEqual([
      'honeypot',
      'no-proof',
    ]);
  });

  it('judges a form sent without JavaScript by its hidden field alone', async () => {
    const { defence } = await person();
    expect(defence.judgeWithoutScript({ name: 'Asha', website: '' })).toEqual([]);
    expect(defence.judgeWithoutScript({ name: 'Asha' })).toEqual([]);
    expect(defence.judgeWithoutScript({ name: 'Asha', website: 'https://spam.example' })).toEqual([
      'honeypot',
    ]);
  });

  it('marks a submission sent sooner than 3 s after the first touch', async () => {
    const { defence, body } = await person(SPAM_DEFENCE.minFillMs - 1);
    expect(await defence.judge(body, 'contact.1')).toEqual(['too-fast']);
  });

  it('marks a missing or forged start token', async () => {
    const { defence, body } = await person();
    expect(await defence.judge({ ...body, started: undefined }, 'contact.1')).toEqual([
      'no-start-token',
    ]);
    const forged = await signStartToken('not-the-gateway-key-but-32-characters', T0, 'contact');
    // The same submission sent again (same id), so its proof and token count as its own.
    expect(await defence.judge({ ...body, started: forged }, 'contact.1')).toEqual([
      'bad-start-token',
    ]);
  });

  it('takes a start token once: another submission with it is a replay, a retry of the same is not', async () => {
    const { defence, body } = await person();
    expect(await defence.judge(body, 'contact.first')).toEqual([]);
    expect(await defence.judge(body, 'contact.first')).toEqual([]);
    // A fresh proof does not make the token new.
    const again = { ...body, altcha: await solve(await defence.challenge({ form: 'contact' })) };
    expect(await defence.judge(again, 'contact.second')).toEqual(['replayed-start-token']);
  });

  it('marks a start token of another form, and one past its life', async () => {
    // An inquiry's document ids are `application.<uuid>`: its form is the inquiry form.
    for (const id of ['review.1', 'application.1']) {
      const { defence, body } = await person();
      expect(await defence.judge(body, id)).toEqual(['wrong-form-start-token']);
    }
    const { defence, body, later } = await person();
    later(START_TOKEN.ttlMs);
    const fresh = await defence.challenge({ form: 'contact' });
    expect(await defence.judge({ ...body, altcha: await solve(fresh) }, 'contact.1')).toEqual([
      'expired-start-token',
    ]);
  });

  it('gives a token for no form to a challenge asked for without a known form', async () => {
    const { defence, later } = await person();
    const now = later(0);
    const queries: (Record<string, string> | undefined)[] = [
      undefined,
      {},
      { form: 'newsletter' },
      { form: 'Contact' },
    ];
    for (const query of queries) {
      const answer = await defence.challenge(query);
      expect((await readStartToken(KEY, answer.started, now))?.form).toBe('any');
      expect(await defence.judge({ started: answer.started }, 'contact.1')).toContain(
        'wrong-form-start-token',
      );
    }
    const inquiry = await defence.challenge({ form: 'inquiry' });
    expect((await readStartToken(KEY, inquiry.started, now))?.form).toBe('inquiry');
  });

  it('marks a missing, forged, weakened or expired proof', async () => {
    const { defence, body, answer, later } = await person();
    expect(await defence.judge({ ...body, altcha: undefined }, 'contact.1')).toEqual(['no-proof']);
    expect(await defence.judge({ ...body, altcha: 'bm90IGpzb24=' }, 'contact.1')).toEqual([
      'bad-proof',
    ]);
    const wrongNumber = await solve(answer, { number: 1e6 + 1 });
    expect(await defence.judge({ ...body, altcha: wrongNumber }, 'contact.1')).toEqual([
      'bad-proof',
    ]);
    // A challenge the gateway did not sign, solved honestly, proves nothing.
    const foreign = await newChallenge('some-other-key-with-32-characters!!', T0, 1_000);
    expect(await defence.judge({ ...body, altcha: await solve(foreign) }, 'contact.1')).toEqual([
      'bad-proof',
    ]);
    // Only SHA-256: a payload naming SHA-1 is not checked with it.
    const sha1 = await solve(answer, { algorithm: 'SHA-1' });
    expect(await defence.judge({ ...body, altcha: sha1 }, 'contact.1')).toEqual(['bad-proof']);
    later(SPAM_DEFENCE.challengeTtlMs);
    expect(await defence.judge(body, 'contact.1')).toEqual(['expired-proof']);
  });

  it('takes a solution once: another submission with it is a replay, a retry of the same is not', async () => {
    const { defence, body } = await person();
    expect(await defence.judge(body, 'contact.first')).toEqual([]);
    expect(await defence.judge(body, 'contact.first')).toEqual([]);
    const token = await signStartToken(KEY, T0, 'contact');
    expect(await defence.judge({ ...body, started: token }, 'contact.second')).toEqual([
      'replayed-proof',
    ]);
    // Both used again: both are replays.
    expect(await defence.judge(body, 'contact.third')).toEqual([
      'replayed-start-token',
      'replayed-proof',
    ]);
  });

  it('lists every signal a bare script fails', async () => {
    const { defence } = await person();
    expect(await defence.judge({ website: 'x' }, 'c.1')).toEqual([
      'honeypot',
      'no-start-token',
      'no-proof',
    ]);
  });
});

describe('memory of used solutions', () => {
  it('forgets a solution once its challenge expired, and stays bounded', async () => {
    let now = 0;
    const guard = createMemoryReplayGuard(() => now, 3);
    expect(await guard.claim('a', 'x', 100)).toBe(true);
    expect(await guard.claim('a', 'y', 100)).toBe(false);
    now = 100;
    expect(await guard.claim('b', 'x', 200)).toBe(true);
    expect(guard.size()).toBe(1);
    for (const key of ['c', 'd', 'e']) await guard.claim(key, 'x', 300);
    expect(guard.size()).toBe(3);
  });

  it('forgets short-lived keys behind a long-lived one (a token lives longer than a proof)', async () => {
    let now = 0;
    const guard = createMemoryReplayGuard(() => now);
    await guard.claim('start:token', 'x', 7_200);
    for (const key of ['p1', 'p2', 'p3']) await guard.claim(key, 'x', 1_800);
    now = 1_800;
    await guard.claim('p4', 'y', 3_600);
    expect(guard.size()).toBe(2);
    // The long-lived key is still held, by its holder only.
    expect(await guard.claim('start:token', 'y', 7_200)).toBe(false);
    expect(await guard.claim('start:token', 'x', 7_200)).toBe(true);
  });
});
