// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPAM_DEFENCE } from '../../content/envelope-messages';
import { newChallenge } from './proof';
import { createMemoryReplayGuard } from './replay-guard';
import { createSpamDefence } from './spam-defence';
import { readStartToken, signStartToken } from './start-token';
import { solve } from '../../../testing/services/spam-proof';

const KEY = 'unit-test-spam-key-of-32-characters!';
const T0 = Date.parse('2026-12-01T10:00:00Z');

/** A defence whose clock the test moves, and what a person's form sends at `fillMs` later. */
async function person(fillMs = SPAM_DEFENCE.minFillMs + 500) {
  let now = T0;
  const defence = createSpamDefence(KEY, { now: () => now });
  const answer = await defence.challenge();
  const body = { website: '', started: answer.started, altcha: await solve(answer) };
  now += fillMs;
  return { defence, answer, body, later: (ms: number) => (now += ms) };
}

describe('start token', () => {
  it('gives back the time it was signed at, and nothing for a forged or future one', async () => {
    const token = await signStartToken(KEY, T0);
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect(await readStartToken(KEY, token, T0 + 10)).toBe(T0);
    expect(await readStartToken('another-key-of-thirty-two-characters', token, T0)).toBeUndefined();
    const [, mac] = token.split('.');
    expect(await readStartToken(KEY, `${T0 - 60_000}.${mac}`, T0)).toBeUndefined();
    expect(await readStartToken(KEY, await signStartToken(KEY, T0 + 5_000), T0)).toBeUndefined();
    for (const junk of [undefined, 42, '', 'abc', `${T0}.`, `${T0}.${'g'.repeat(64)}`]) {
      expect(await readStartToken(KEY, junk, T0)).toBeUndefined();
    }
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
    expect(await readStartToken(KEY, answer.started, T0)).toBe(T0);
  });

  it('marks a filled hidden field', async () => {
    const { defence, body } = await person();
    expect(await defence.judge({ ...body, website: 'https://spam.example' }, 'c.1')).toEqual([
      'honeypot',
    ]);
    expect(await defence.judge({ ...body, website: 0, altcha: undefined }, 'c.2')).toEqual([
      'honeypot',
      'no-proof',
    ]);
  });

  it('marks a submission sent sooner than 3 s after the first touch', async () => {
    const { defence, body } = await person(SPAM_DEFENCE.minFillMs - 1);
    expect(await defence.judge(body, 'c.1')).toEqual(['too-fast']);
  });

  it('marks a missing or forged start token', async () => {
    const { defence, body } = await person();
    expect(await defence.judge({ ...body, started: undefined }, 'c.1')).toEqual(['no-start-token']);
    const forged = await signStartToken('not-the-gateway-key-but-32-characters', T0 - 60_000);
    // The same submission sent again (same id), so its proof counts as its own.
    expect(await defence.judge({ ...body, started: forged }, 'c.1')).toEqual(['bad-start-token']);
  });

  it('marks a missing, forged, weakened or expired proof', async () => {
    const { defence, body, answer, later } = await person();
    expect(await defence.judge({ ...body, altcha: undefined }, 'c.1')).toEqual(['no-proof']);
    expect(await defence.judge({ ...body, altcha: 'bm90IGpzb24=' }, 'c.2')).toEqual(['bad-proof']);
    const wrongNumber = await solve(answer, { number: 1e6 + 1 });
    expect(await defence.judge({ ...body, altcha: wrongNumber }, 'c.3')).toEqual(['bad-proof']);
    // A challenge the gateway did not sign, solved honestly, proves nothing.
    const foreign = await newChallenge('some-other-key-with-32-characters!!', T0, 1_000);
    expect(await defence.judge({ ...body, altcha: await solve(foreign) }, 'c.4')).toEqual([
      'bad-proof',
    ]);
    // Only SHA-256: a payload naming SHA-1 is not checked with it.
    const sha1 = await solve(answer, { algorithm: 'SHA-1' });
    expect(await defence.judge({ ...body, altcha: sha1 }, 'c.5')).toEqual(['bad-proof']);
    later(SPAM_DEFENCE.challengeTtlMs);
    expect(await defence.judge(body, 'c.6')).toEqual(['expired-proof']);
  });

  it('takes a solution once: another submission with it is a replay, a retry of the same is not', async () => {
    const { defence, body } = await person();
    expect(await defence.judge(body, 'contact.first')).toEqual([]);
    expect(await defence.judge(body, 'contact.first')).toEqual([]);
    expect(await defence.judge(body, 'contact.second')).toEqual(['replayed-proof']);
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
});
