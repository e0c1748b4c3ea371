// @vitest-environment node
// The forms' side of the spam defence against the real gateway: the challenge fetched on the
// first touch, solved in a worker thread from the very script a page builds its Web Worker
// from, the start token kept, and the send held until a person could have filled the form in.
// The gateway's verdict, stored with each submission, is what tells whether it worked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { NodeWebWorker } from '../testing/services/node-web-worker';
import { createSpamSignals } from '../src/forms/kit/spam/spam-signals';
import { SPAM_DEFENCE } from '../src/content/envelope-messages';
import { contact } from '../testing/services/gateway-client';

let gw: LocalGateway;
beforeAll(async () => {
  vi.stubGlobal('Worker', NodeWebWorker);
  gw = await startLocalGateway({ env: { RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await gw?.close();
});

async function post(body: Record<string, unknown>) {
  const res = await fetch(`${gw.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return gw.reader.getDocument(body.id as string);
}

const challenges = () =>
  gw.logs.filter((line) => line.includes(`"route":"${SPAM_DEFENCE.challengeRoute}"`)).length;

describe("a form's spam signals", () => {
  it('sent at once after a first touch, are a person\'s: stored as new, not "too fast"', async () => {
    const signals = createSpamSignals(gw.url);
    signals.begin();
    const lead = { ...contact(), website: '' };
    const earned = await signals.signalsFor(lead.id);
    expect(earned).toEqual({ started: expect.any(String), altcha: expect.any(String) });
    const stored = await post({ ...lead, ...earned });
    expect(stored).toMatchObject({ status: 'new' });
    expect(stored).not.toHaveProperty('spamReasons');
  });

  it('use the first start token for every submission, a new proof for each, and the same proof for a retry', async () => {
    const signals = createSpamSignals(gw.url);
    const before = challenges();
    signals.begin();
    signals.begin();
    const first = { ...contact(), website: '' };
    const a = await signals.signalsFor(first.id);
    const retry = await signals.signalsFor(first.id);
    expect(retry).toEqual(a);
    const second = { ...contact(), website: '' };
    const b = await signals.signalsFor(second.id);
    expect(b.started).toBe(a.started);
    expect(b.altcha).not.toBe(a.altcha);
    // One challenge for the touches and the retry, one more for the second submission.
    expect(challenges() - before).toBe(2);
    await expect(post({ ...first, ...a })).resolves.toMatchObject({ status: 'new' });
    await expect(post({ ...first, ...retry })).resolves.toMatchObject({ status: 'new' });
    await expect(post({ ...second, ...b })).resolves.toMatchObject({ status: 'new' });
  });

  it('without a gateway to ask, resolve with nothing rather than hold the submission back', async () => {
    const signals = createSpamSignals('http://127.0.0.1:9');
    signals.begin();
    await expect(signals.signalsFor('contact.x')).resolves.toEqual({});
  });
});
