// @vitest-environment node
// The forms' side of the spam defence against the real gateway: the challenge fetched on the
// first touch, solved in a worker thread from the very script a page builds its Web Worker
// from, the start token of the form's first touch kept for one submission and its retries, and
// the send held until a person could have filled the form in.
// The gateway's verdict, stored with each submission, is what tells whether it worked.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { NodeWebWorker } from '../testing/services/node-web-worker';
import { createSpamSignals } from '../src/forms/kit/spam/spam-signals';
import { START_TOKEN } from '../src/content/start-token';
import { SPAM_DEFENCE } from '../src/content/envelope-messages';
import { contact } from '../testing/services/gateway-client';

let gw: LocalGateway;
const realFetchOf = globalThis.fetch;
beforeAll(async () => {
  vi.stubGlobal('Worker', NodeWebWorker);
  gw = await startLocalGateway({ env: { RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await gw?.close();
});

async function post(body: Record<string, unknown>, to: LocalGateway = gw) {
  const res = await fetch(`${to.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return to.reader.getDocument(body.id as string);
}

const challenges = () =>
  gw.logs.filter((line) => line.includes(`"route":"${SPAM_DEFENCE.challengeRoute}"`)).length;

describe("a form's spam signals", () => {
  it('sent at once after a first touch, are a person\'s: stored as new, not "too fast"', async () => {
    const signals = createSpamSignals(gw.url, 'contact');
    signals.begin();
    const lead = { ...contact(), website: '' };
    const earned = await signals.signalsFor(lead.id);
    expect(earned).toEqual({ started: expect.any(String), altcha: expect.any(String) });
    const stored = await post({ ...lead, ...earned });
    expect(stored).toMatchObject({ status: 'new' });
    expect(stored).not.toHaveProperty('spamReasons');
  });

  it('use a token and a proof for each submission, the same ones for its retry', async () => {
    const signals = createSpamSignals(gw.url, 'contact');
    const before = challenges();
    signals.begin();
    signals.begin();
    const first = { ...contact(), website: '' };
    const a = await signals.signalsFor(first.id);
    const retry = await signals.signalsFor(first.id);
    expect(retry).toEqual(a);
    const second = { ...contact(), website: '' };
    const b = await signals.signalsFor(second.id);
    expect(b.started).not.toBe(a.started);
    expect(b.altcha).not.toBe(a.altcha);
    // One challenge for the touches and the retry, one more for the second submission.
    expect(challenges() - before).toBe(2);
    await expect(post({ ...first, ...a })).resolves.toMatchObject({ status: 'new' });
    await expect(post({ ...first, ...retry })).resolves.toMatchObject({ status: 'new' });
    await expect(post({ ...second, ...b })).resolves.toMatchObject({ status: 'new' });
  });

  it("keep a submission's token for its retry after a touch fetched the next one", async () => {
    const signals = createSpamSignals(gw.url, 'contact');
    signals.begin();
    const first = { ...contact(), website: '' };
    const a = await signals.signalsFor(first.id);
    // The visitor touches the form again (say, to send it once more after a failure).
    signals.begin();
    const retry = await signals.signalsFor(first.id);
    expect(retry.started).toBe(a.started);
    await expect(post({ ...first, ...retry })).resolves.toMatchObject({ status: 'new' });
    const second = { ...contact(), website: '' };
    const b = await signals.signalsFor(second.id);
    expect(b.started).not.toBe(a.started);
    await expect(post({ ...second, ...b })).resolves.toMatchObject({ status: 'new' });
  });

  it('ask for a token of their own form, which another form does not accept', async () => {
    const signals = createSpamSignals(gw.url, 'contact');
    signals.begin();
    const review = {
      id: `review.${crypto.randomUUID()}`,
      productId: 'isophthalic',
      name: 'Asha Patil',
      email: 'asha@example.com',
      rating: 5,
      review: 'Cures evenly.',
      website: '',
    };
    const earned = await signals.signalsFor(review.id);
    const res = await fetch(`${gw.url}/api/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...review, ...earned }),
    });
    expect(res.status).toBe(201);
    expect(await gw.reader.getDocument(review.id)).toMatchObject({
      status: 'spam',
      spamReasons: ['wrong-form-start-token'],
    });
  });

  describe('on a form left open', () => {
    // The page's and the gateway's clocks, moved together by the test.
    let offset = 0;
    let answers: string[] = [];
    let clocked: LocalGateway;
    beforeAll(async () => {
      clocked = await startLocalGateway({
        env: { RATE_LIMIT_MAX: '1000' },
        options: { now: () => Date.now() + offset },
      });
    });
    afterAll(() => clocked?.close());
    beforeEach(() => {
      offset = 0;
      answers = [];
      // The start tokens the gateway answered, read from the real answers on their way to the
      // form.
      const pageNow = performance.now.bind(performance);
      vi.spyOn(performance, 'now').mockImplementation(() => pageNow() + offset);
      const realFetch = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
        const res = await realFetch(input, init);
        if (input.includes(SPAM_DEFENCE.challengeRoute)) {
          answers.push(((await res.clone().json()) as { started: string }).started);
        }
        return res;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.stubGlobal('fetch', realFetchOf);
    });

    it('keep the first start token after the proof went stale, while the token lasts', async () => {
      const signals = createSpamSignals(clocked.url, 'contact');
      signals.begin();
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      offset = SPAM_DEFENCE.challengeTtlMs;
      const lead = { ...contact(), website: '' };
      const earned = await signals.signalsFor(lead.id);
      expect(answers).toHaveLength(2);
      expect(earned.started).toBe(answers[0]);
      await expect(post({ ...lead, ...earned }, clocked)).resolves.toMatchObject({
        status: 'new',
      });
    });

    it("fetch a new start token once the token's life is over", async () => {
      const signals = createSpamSignals(clocked.url, 'contact');
      signals.begin();
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      offset = START_TOKEN.ttlMs;
      const lead = { ...contact(), website: '' };
      const earned = await signals.signalsFor(lead.id);
      expect(answers).toHaveLength(2);
      expect(earned.started).toBe(answers[1]);
      await expect(post({ ...lead, ...earned }, clocked)).resolves.toMatchObject({
        status: 'new',
      });
    });
  });

  it('without a gateway to ask, resolve with nothing rather than hold the submission back', async () => {
    const signals = createSpamSignals('http://127.0.0.1:9', 'contact');
    signals.begin();
    await expect(signals.signalsFor('contact.x')).resolves.toEqual({});
  });
});
