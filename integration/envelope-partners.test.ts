// @vitest-environment node
// The envelope the gateway seals into every submission (time, page, origin, partner, channel,
// campaign, consent) and where it mails a lead that came through a partner's site, against
// the real gateway, content service and SMTP peer.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION, noticeText } from '../src/content/privacy-notice';
import { ENVELOPE_MESSAGES } from '../src/content/envelope-messages';
import type { LocalGateway } from '../testing/services/local-gateway';
import { startPartnerStack, type PartnerStack } from '../testing/services/partner-stack';
import type { SmtpPeer } from '../testing/services/smtp-peer';
import { formOfRoute, personSignals, TEST_SPAM_KEY } from '../testing/services/spam-proof';
import { inquiry, pdfBytes } from '../testing/services/gateway-client';

const STAFF = 'sales@kalparesins.example';
const ACME = {
  name: 'Acme FRP',
  origins: ['https://acme-frp.example'],
  notify: ['sales@acme-frp.example'],
};
const LANKA = {
  name: 'Lanka Boats',
  origins: ['https://lanka-boats.example'],
  notify: ['leads@lanka-boats.example'],
};

// The staff subject of `inquiry()` from gateway-client.ts.
const SUBJECT = 'Vaccum Infusion: Lanka Compsite';

let smtp: SmtpPeer;
let gw: LocalGateway;
let dir: string;
let siteOrigin: string;
let stack: PartnerStack;
beforeAll(async () => {
  stack = await startPartnerStack([ACME, LANKA], STAFF);
  ({ gw, smtp, siteOrigin, dir } = stack);
}, 30_000);
afterAll(() => stack?.close());

/** Posts as a person's form on a page of `origin` does, signals included unless `asScript`. */
async function post(
  path: string,
  body: Record<string, unknown>,
  origin: string,
  asScript = false,
): Promise<Response> {
  const signals = asScript
    ? {}
    : await personSignals(gw.url, { headers: { origin }, form: formOfRoute(path) });
  return fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...body, ...signals }),
  });
}

const stored = (id: string) => gw.reader.getDocument(id);

/** Sends `inquiry()` with each malformed part and expects 400 naming it, and nothing stored. */
async function expectRefused(part: 'source' | 'consent', cases: [unknown, string, string][]) {
  for (const [value, path, message] of cases) {
    const data = inquiry();
    const res = await post('/api/inquiry', { ...data, [part]: value }, siteOrigin);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, issues: [{ path, message }] });
    expect(await stored(data.id)).toBeUndefined();
  }
}
const mailsFor = (id: string) => smtp.mails.filter((mail) => mail.messageId.includes(id));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('source', () => {
  it('stores time, page, origin, channel and campaign of a submission from the site', async () => {
    const data = inquiry();
    const page =
      'https://www.kalparesins.example/applications?utm_source=newsletter&ref=x&utm_campaign=dec';
    const before = Date.now();
    const res = await post(
      '/api/inquiry',
      { ...data, source: { page, channel: 'site' } },
      siteOrigin,
    );
    expect(res.status).toBe(201);
    const doc = await stored(data.id);
    expect(doc?.source).toEqual({
      page,
      origin: siteOrigin,
      channel: 'site',
      utm: { utm_source: 'newsletter', utm_campaign: 'dec' },
    });
    const at = Date.parse(String(doc?.submittedAt));
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(doc?.submittedAt).toBe(new Date(at).toISOString());
    expect(doc?.status).toBe('new');
  });

  it("stores the partner of a submission from a partner's page on another origin", async () => {
    const data = inquiry();
    const page = 'https://acme-frp.example/resins/marine';
    const res = await post(
      '/api/inquiry',
      { ...data, source: { page, channel: 'widget' } },
      ACME.origins[0]!,
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(ACME.origins[0]);
    expect((await stored(data.id))?.source).toEqual({
      page,
      origin: ACME.origins[0],
      partner: 'Acme FRP',
      channel: 'widget',
    });
  });

  it('drops a page that is a URL but not http(s), or too long, and stores the rest', async () => {
    const long = `https://www.kalparesins.example/?utm_source=x&q=${'a'.repeat(2_000)}`;
    for (const page of ['javascript:alert(1)', 'ftp://files.example/a', long]) {
      const data = inquiry();
      const res = await post('/api/inquiry', { ...data, source: { page } }, siteOrigin);
      expect(res.status, page.slice(0, 30)).toBe(201);
      expect((await stored(data.id))?.source).toEqual({ origin: siteOrigin });
    }
  });

  it('refuses a page that is not a URL, or a malformed source, and writes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ page: 'my contact page' }, 'source.page', ENVELOPE_MESSAGES.pageNotUrl],
      [{ page: 42 }, 'source.page', ENVELOPE_MESSAGES.pageNotUrl],
      [{ channel: 'email' }, 'source.channel', ENVELOPE_MESSAGES.channel],
      ['https://www.kalparesins.example/', 'source', ENVELOPE_MESSAGES.source],
    ];
    await expectRefused('source', cases);
  });
});

describe('consent', () => {
  it('stores the hash of the exact notice text shown, the language, each choice and the time', async () => {
    const data = inquiry();
    const consent = { version: NOTICE_VERSION, language: 'en', choices: { updates: true } };
    expect((await post('/api/inquiry', { ...data, consent }, siteOrigin)).status).toBe(201);
    const doc = await stored(data.id);
    const text = noticeText('inquiry', 'en', NOTICE_VERSION);
    expect(text).toBeTruthy();
    expect(doc?.consent).toEqual({
      version: NOTICE_VERSION,
      hash: sha256(text ?? ''),
      language: 'en',
      choices: { updates: true },
      at: doc?.submittedAt,
    });
  });

  it('stores an optional choice not sent as not given', async () => {
    const data = { ...inquiry(), consent: { version: NOTICE_VERSION, language: 'en' } };
    expect((await post('/api/inquiry', data, siteOrigin)).status).toBe(201);
    expect(await stored(data.id)).toMatchObject({ consent: { choices: { updates: false } } });
  });

  it('refuses a notice that was never shown, or a choice the form does not offer', async () => {
    const cases: [unknown, string, string][] = [
      [{ version: '1999-01-01', language: 'en' }, 'consent', ENVELOPE_MESSAGES.unknownNotice],
      [{ version: NOTICE_VERSION, language: 'xx' }, 'consent', ENVELOPE_MESSAGES.unknownNotice],
      [
        { version: NOTICE_VERSION, language: 'en', choices: { keepCv: true } },
        'consent.choices.keepCv',
        ENVELOPE_MESSAGES.unknownChoice('keepCv'),
      ],
      [
        { version: NOTICE_VERSION, language: 'en', choices: { updates: 'yes' } },
        'consent.choices.updates',
        ENVELOPE_MESSAGES.consent,
      ],
      [{ language: 'en' }, 'consent.version', ENVELOPE_MESSAGES.consent],
    ];
    await expectRefused('consent', cases);
  });
});

describe("a partner's leads", () => {
  it('mail staff with the partner in the subject, and that partner alone gets a copy', async () => {
    const data = inquiry();
    expect((await post('/api/inquiry', data, ACME.origins[0]!)).status).toBe(201);
    const staff = await smtp.waitFor(
      (m) => m.messageId.includes(data.id) && m.envelope.to.includes(STAFF),
      8_000,
    );
    expect(staff.subject).toBe(`[Inquiry via Acme FRP] ${SUBJECT}`);
    expect(staff.envelope.to).toEqual([STAFF]);
    const copy = await smtp.waitFor(
      (m) => m.messageId.includes(data.id) && m.envelope.to.includes(ACME.notify[0]!),
      8_000,
    );
    expect(copy.envelope.to).toEqual(ACME.notify);
    expect(copy.subject).toBe(`[Inquiry via Acme FRP] ${SUBJECT}`);
    expect(copy.text).toContain('Company: Lanka Compsite');
    expect(copy.text).not.toContain(STAFF);

    // Lanka's own lead goes to Lanka; neither partner ever gets the other's.
    const theirs = inquiry();
    expect((await post('/api/inquiry', theirs, LANKA.origins[0]!)).status).toBe(201);
    await smtp.waitFor(
      (m) => m.messageId.includes(theirs.id) && m.envelope.to.includes(LANKA.notify[0]!),
      8_000,
    );
    await smtp.waitFor((m) => m.messageId.includes(theirs.id) && m.envelope.to.includes(STAFF));
    expect(
      mailsFor(data.id)
        .flatMap((m) => m.envelope.to)
        .sort(),
    ).toEqual([STAFF, ...ACME.notify].sort());
    expect(
      mailsFor(theirs.id)
        .flatMap((m) => m.envelope.to)
        .sort(),
    ).toEqual([STAFF, ...LANKA.notify].sort());
  });

  it('copy no career application or spam to the partner, and a site lead to no partner', async () => {
    const id = `career.${randomUUID()}`;
    const career = {
      id,
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      resumeAssetId: await uploadedResume(id),
    };
    expect((await post('/api/career', career, ACME.origins[0]!)).status).toBe(201);
    const spam = inquiry();
    expect((await post('/api/inquiry', spam, ACME.origins[0]!, true)).status).toBe(201);
    expect(await stored(spam.id)).toMatchObject({
      status: 'spam',
      source: { partner: 'Acme FRP' },
    });
    const site = inquiry();
    expect((await post('/api/inquiry', site, siteOrigin)).status).toBe(201);
    // The outbox sends in order: once the site lead's mail is here, the others' would be.
    await smtp.waitFor((m) => m.messageId.includes(site.id), 8_000);
    const careerMail = await smtp.waitFor((m) => m.messageId.includes(career.id), 8_000);
    expect(careerMail.subject).toBe('[Career via Acme FRP] Asha');
    expect(mailsFor(career.id).map((m) => m.envelope.to)).toEqual([[STAFF]]);
    expect(mailsFor(spam.id)).toEqual([]);
    expect(mailsFor(site.id).map((m) => m.envelope.to)).toEqual([[STAFF]]);
  });
});

/** A resume uploaded for application `submission`, with a person's signals as its form sends. */
async function uploadedResume(submission: string): Promise<string> {
  const { started, altcha } = await personSignals(gw.url, { form: 'career' });
  const query = new URLSearchParams({ filename: 'cv.pdf', submission, started, altcha });
  const res = await fetch(`${gw.url}/api/resume?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: pdfBytes(),
  });
  return String(((await res.json()) as { assetId: string }).assetId);
}

describe('a malformed PARTNERS_FILE', () => {
  it('stops the gateway at start-up with a message naming the variable and the problem', async () => {
    const file = join(dir, 'bad-partners.json');
    writeFileSync(file, JSON.stringify([{ ...ACME, origins: ['https://acme-frp.example/'] }]));
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('src/server/main.ts')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SANITY_PROJECT_ID: 'test',
        SANITY_TOKEN: 'token',
        ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
        PARTNERS_FILE: file,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(out).toContain(`PARTNERS_FILE (${file}) [0].origins[0] must be an exact origin`);
    expect(out).not.toContain('listening');
  });
});
