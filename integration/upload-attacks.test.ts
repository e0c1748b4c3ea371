// @vitest-environment node
// A script's attacks on the resume upload, through two real gateway instances that share Redis
// (the replay store and the upload quota) and the local content service, as a plain Node script
// would send them; then the privacy command on what they stored. Each attack is refused,
// stored as spam, or bounded. The gateways' clock is moved by the test, so a day costs no time.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { RESUME_MESSAGES } from '../src/content/file-picker';
import { RESUME_MAX_BYTES } from '../src/content/constants';
import { UNSENT_UPLOAD_HOURS } from '../src/content/retention';
import { runPrivacy } from '../src/server/privacy/run';
import { uploadRecordId } from '../src/submissions/upload-record';
import { pdfBytes } from '../testing/services/gateway-client';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';
import { earlierStartToken, fetchChallenge, solve } from '../testing/services/spam-proof';

const HOUR_MS = 60 * 60 * 1000;

let redis: TestRedis;
let a: LocalGateway;
let b: LocalGateway;
/** How far the gateways' clock is ahead of this machine's. */
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  redis = await startTestRedis();
  const init = {
    env: {
      REDIS_URL: redis.url,
      RATE_LIMIT_MAX: '1000',
      // Each test's script comes from an address of its own, so their quotas are apart.
      TRUST_PROXY: 'true',
      UPLOAD_BYTES_PER_DAY: String(RESUME_MAX_BYTES),
    },
    options: { now },
    runtime: { redisPrefix: `uploads-${randomUUID()}`, now },
  };
  a = await startLocalGateway(init);
  b = await startLocalGateway({ ...init, shareContentWith: a });
}, 30_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.close();
});

let lastAddress = 0;
/** A client address of its own, as the proxy in front of the gateways reports it. */
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++lastAddress}` });

/** The signals a person's career form earned, for application `id`. */
async function personSignals() {
  return {
    started: await earlierStartToken(undefined, 'career', now()),
    altcha: await solve(await fetchChallenge(a.url, {}, 'career')),
  };
}

function upload(
  gw: LocalGateway,
  bytes: Uint8Array<ArrayBuffer>,
  query: Record<string, string>,
  headers: Record<string, string> = newAddress(),
) {
  return fetch(`${gw.url}/api/resume?${new URLSearchParams({ filename: 'cv.pdf', ...query })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', ...headers },
    body: bytes,
  });
}

function apply(gw: LocalGateway, body: Record<string, unknown>) {
  return fetch(`${gw.url}/api/career`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...newAddress() },
    body: JSON.stringify(body),
  });
}

const application = (id: string, name: string, resumeAssetId: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '9876543210',
  message: '',
  resumeAssetId,
});

/** A PDF no other test sends: its own bytes, so its own stored file. */
const ownPdf = (size = 4096) => {
  const bytes = pdfBytes(size);
  bytes.set(new TextEncoder().encode(randomUUID()), 16);
  return bytes;
};

/** A person's whole path: the upload for their application, then the application. */
async function personApplies(name: string, bytes: Uint8Array<ArrayBuffer>, filename: string) {
  const id = `career.${randomUUID()}`;
  const signals = await personSignals();
  const up = await upload(a, bytes, { filename, submission: id, ...signals });
  expect(up.status).toBe(201);
  const { assetId } = (await up.json()) as { assetId: string };
  const res = await apply(b, { ...application(id, name, assetId), website: '', ...signals });
  expect(res.status).toBe(201);
  return { id, assetId };
}

const stored = (id: string) => a.reader.getDocument(id);
const invalidResume = {
  error: LIMIT_MESSAGES.invalidResume,
  issues: [{ path: 'resumeAssetId', message: LIMIT_MESSAGES.invalidResume }],
};

async function privacy(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPrivacy(
    argv,
    {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_TOKEN: a.token,
      SANITY_API_HOST: a.service.url,
      PRIVACY_AUDIT_SALT: 'test-salt-of-the-upload-attacks',
    },
    { print: (line) => out.push(line), error: (line) => err.push(line) },
  );
  expect(err.join('\n')).toBe('');
  expect(code).toBe(0);
  return out.join('\n');
}

describe("5. anyone's CV", () => {
  it("refuses an application naming another applicant's file, or one uploaded for another application", async () => {
    const victim = await personApplies('Meena', ownPdf(), 'Meena CV.pdf');
    expect(await stored(victim.id)).toMatchObject({ status: 'new' });

    // The victim's asset id, named by an application that uploaded nothing, or another file.
    const attacker = `career.${randomUUID()}`;
    const own = await upload(a, ownPdf(), { submission: attacker, ...(await personSignals()) });
    expect(own.status).toBe(201);
    for (const gw of [a, b]) {
      const res = await apply(gw, application(attacker, 'Mallory', victim.assetId));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalidResume);
    }
    // Its own upload, named by another application of the same script.
    const { assetId } = (await own.json()) as { assetId: string };
    const other = await apply(a, application(`career.${randomUUID()}`, 'Mallory', assetId));
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual(invalidResume);
    expect(await stored(attacker)).toBeUndefined();
  });

  it('refuses an upload naming something other than a career application, with the message under its own name', async () => {
    for (const submission of ['contact.' + randomUUID(), 'career.not-a-uuid', '']) {
      const res = await upload(a, ownPdf(), { submission });
      expect(res.status).toBe(400);
      const message = RESUME_MESSAGES.uploadSubmission;
      expect(await res.json()).toEqual({
        error: message,
        issues: [{ path: 'submission', message }],
      });
    }
  });

  it('keeps an upload naming no application, as a career form from before sends it, and stores its application as spam', async () => {
    const res = await upload(a, ownPdf(), {});
    expect(res.status).toBe(201);
    const { assetId } = (await res.json()) as { assetId: string };
    const id = `career.${randomUUID()}`;
    const sent = await apply(b, { ...application(id, 'Kiran', assetId), website: '' });
    expect(sent.status).toBe(201);
    expect(await stored(id)).toMatchObject({
      status: 'spam',
      spamReasons: expect.arrayContaining(['flagged-upload']),
    });
  });

  it("keeps two applications with the same PDF apart in each person's export and erasure", async () => {
    const bytes = ownPdf();
    const asha = await personApplies('Asha', bytes, 'Asha Patil CV.pdf');
    const ravi = await personApplies('Ravi', bytes, 'Ravi Kumar resume.pdf');
    // One stored file for the same bytes, which holds neither person's file name.
    expect(ravi.assetId).toBe(asha.assetId);
    expect(await stored(asha.assetId)).toMatchObject({ originalFilename: 'resume.pdf' });

    const work = await mkdtemp(join(tmpdir(), 'upload-attacks-'));
    try {
      await privacy(['export', '--email', 'asha@example.com', '--out', join(work, 'asha')]);
      const text = await readFile(join(work, 'asha', 'documents.json'), 'utf8');
      const exported = JSON.parse(text) as {
        documents: { _id: string }[];
        uploads: { _id: string; originalFilename: string }[];
        files: { assetId: string; originalFilename: string; file: string }[];
      };
      expect(exported.documents.map((d) => d._id)).toEqual([asha.id]);
      expect(exported.uploads.map((u) => [u._id, u.originalFilename])).toEqual([
        [uploadRecordId(asha.id, asha.assetId), 'Asha Patil CV.pdf'],
      ]);
      expect(exported.files).toMatchObject([
        { assetId: asha.assetId, originalFilename: 'Asha Patil CV.pdf' },
      ]);
      expect(Buffer.from(await readFile(join(work, 'asha', exported.files[0]!.file)))).toEqual(
        Buffer.from(bytes),
      );
      // Nothing of Ravi's: not his application, his upload, his name or his file's name.
      expect(text).not.toContain(ravi.id);
      expect(text).not.toMatch(/Ravi/);

      const erased = await privacy(['erase', '--email', 'asha@example.com']);
      expect(erased).toContain(`kept ${asha.assetId}: another submission refers to the same file`);
      expect(await stored(asha.id)).toBeUndefined();
      expect(await stored(uploadRecordId(asha.id, asha.assetId))).toBeUndefined();
      // Ravi's application, his record and the file are whole, and his export still has it.
      expect(await stored(ravi.id)).toMatchObject({ resume: { asset: { _ref: ravi.assetId } } });
      expect(await stored(uploadRecordId(ravi.id, ravi.assetId))).toMatchObject({
        originalFilename: 'Ravi Kumar resume.pdf',
      });
      await privacy(['export', '--email', 'ravi@example.com', '--out', join(work, 'ravi')]);
      expect(await readdir(join(work, 'ravi', 'files'))).toHaveLength(1);

      // The last one to go takes the file with him.
      await privacy(['erase', '--email', 'ravi@example.com']);
      expect(await stored(ravi.assetId)).toBeUndefined();
      expect(await stored(uploadRecordId(ravi.id, ravi.assetId))).toBeUndefined();
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe('6. uploads without spam signals', () => {
  it('keeps a script’s upload but flags it, and an application referring to it is stored as spam', async () => {
    const id = `career.${randomUUID()}`;
    const up = await upload(b, ownPdf(), { submission: id });
    expect(up.status).toBe(201);
    const { assetId } = (await up.json()) as { assetId: string };
    expect(await stored(uploadRecordId(id, assetId))).toMatchObject({
      spamReasons: ['no-start-token', 'no-proof'],
    });
    // Signals earned afterwards for the post do not clean the upload.
    const res = await apply(a, { ...application(id, 'Bot', assetId), ...(await personSignals()) });
    expect(res.status).toBe(201);
    expect(await stored(id)).toMatchObject({ status: 'spam', spamReasons: ['flagged-upload'] });
  });

  it("flags an upload carrying another application's signals as a replay", async () => {
    // One token and proof, earned once, for an upload of the script's; then for another.
    const token = await earlierStartToken(undefined, 'career', now());
    const proof = await solve(await fetchChallenge(a.url, {}, 'career'));
    const mine = `career.${randomUUID()}`;
    expect(
      (await upload(a, ownPdf(), { submission: mine, started: token, altcha: proof })).status,
    ).toBe(201);
    const again = `career.${randomUUID()}`;
    const up = await upload(b, ownPdf(), { submission: again, started: token, altcha: proof });
    expect(up.status).toBe(201);
    const { assetId } = (await up.json()) as { assetId: string };
    expect(await stored(uploadRecordId(again, assetId))).toMatchObject({
      spamReasons: ['replayed-start-token', 'replayed-proof'],
    });
  });

  it('sweeps an unsent upload after a day, a flagged one after an hour, and keeps a sent one', async () => {
    const sent = await personApplies('Lata', ownPdf(), 'cv.pdf');
    const unsentId = `career.${randomUUID()}`;
    const unsent = await upload(a, ownPdf(), { submission: unsentId, ...(await personSignals()) });
    const flaggedId = `career.${randomUUID()}`;
    const flagged = await upload(b, ownPdf(), { submission: flaggedId });
    const unsentAsset = ((await unsent.json()) as { assetId: string }).assetId;
    const flaggedAsset = ((await flagged.json()) as { assetId: string }).assetId;
    const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS + 60_000).toISOString();

    const early = await privacy(['sweep', '--as-of', at(UNSENT_UPLOAD_HOURS.flagged)]);
    expect(early).toContain(`${uploadRecordId(flaggedId, flaggedAsset)}: upload no sent`);
    expect(await stored(flaggedAsset)).toBeUndefined();
    expect(await stored(unsentAsset)).toBeDefined();

    const late = await privacy(['sweep', '--as-of', at(UNSENT_UPLOAD_HOURS.kept)]);
    expect(late).toContain(`${unsentAsset}: uploaded CV that no application refers to`);
    expect(await stored(unsentAsset)).toBeUndefined();
    expect(await stored(uploadRecordId(unsentId, unsentAsset))).toBeUndefined();
    expect(await stored(sent.id)).toBeDefined();
    expect(await stored(sent.assetId)).toBeDefined();
    expect(await stored(uploadRecordId(sent.id, sent.assetId))).toBeDefined();
  });

  it('bounds the bytes one address uploads in a day across instances: 429 with Retry-After', async () => {
    const address = newAddress();
    const third = Math.floor(RESUME_MAX_BYTES / 3);
    const before = await a.reader.fetch<number>('count(*[_type == "sanity.fileAsset"])');
    for (const gw of [a, b, a]) {
      const res = await upload(
        gw,
        ownPdf(third),
        { submission: `career.${randomUUID()}` },
        address,
      );
      expect(res.status).toBe(201);
    }
    for (const gw of [b, a]) {
      const res = await upload(
        gw,
        ownPdf(third),
        { submission: `career.${randomUUID()}` },
        address,
      );
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      const nextDay = Math.ceil((Math.floor(now() / (24 * HOUR_MS)) + 1) * 24 * HOUR_MS - now());
      expect(Math.abs(retryAfter * 1000 - nextDay)).toBeLessThan(5_000);
      expect(await res.json()).toEqual({
        error: RESUME_MESSAGES.uploadQuotaFor(Math.ceil(retryAfter / 3600)),
      });
    }
    expect(await a.reader.fetch<number>('count(*[_type == "sanity.fileAsset"])')).toBe(before + 3);
    // Another address is not held back, and the next UTC day the first may upload again.
    expect((await upload(b, ownPdf(third), { submission: `career.${randomUUID()}` })).status).toBe(
      201,
    );
    offset += 24 * HOUR_MS;
    const res = await upload(a, ownPdf(third), { submission: `career.${randomUUID()}` }, address);
    expect(res.status).toBe(201);
  });
});
