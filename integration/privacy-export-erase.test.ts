// @vitest-environment node
// `npm run privacy -- export` and `erase` against the real local content service, through the
// real @sanity/client: one person's submissions of every kind, their drafts and their CV.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SALT,
  allIds,
  auditEntries,
  download,
  pdf,
  privacy,
  remoteEnv,
  save,
  store,
  submission,
  uploadCv,
  contentServicePerTest,
} from '../testing/services/privacy-store';

contentServicePerTest();

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'privacy-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const ANN = { name: 'Ann Rao', email: 'ann.rao@example.com', phone: '98200 12345' };

/** Ann's submissions of every kind, written with her address and number spelled differently. */
async function seedAnn() {
  const cv = await uploadCv('cv of ann');
  const contact = submission('contact', {
    ...ANN,
    message: 'Gelcoat for boats',
    companyName: 'Rao Marine',
  });
  const draft = { ...contact, _id: `drafts.${contact._id}`, message: 'Edited by staff' };
  const inquiry = submission('application', {
    name: ANN.name,
    phone: '098200-12345',
    companyName: 'Rao Marine',
    message: 'Quote for 1 t',
    applicationName: 'Marine',
  });
  const career = submission(
    'career',
    { ...ANN, email: 'Ann.Rao@Example.COM', phone: '+91 98200 12345', resume: cv.resume },
    { choices: { keepCv: true } },
  );
  const quotation = submission('quotation', {
    name: ANN.name,
    email: ' ANN.RAO@example.com',
    phone: '+91-9820012345',
    companyName: 'Rao Marine',
    lines: [],
  });
  const review = submission('review', {
    name: ANN.name,
    email: ANN.email,
    rating: 5,
    review: 'Good resin',
    productId: 'x',
  });
  const sample = submission('sample', {
    name: ANN.name,
    email: 'ann.rao@EXAMPLE.com',
    phone: '+91 (98200) 12345',
    companyName: 'Rao Marine',
    productId: 'isophthalic',
    quantityKg: 5,
    address: 'Plot 7, Marine Drive, Mumbai',
    country: 'IN',
    postcode: '400002',
  });
  await save(contact, draft, inquiry, career, quotation, review, sample);
  return { cv, contact, draft, inquiry, career, quotation, review, sample };
}

/** Someone else, with a number that ends like Ann's but in Sri Lanka, and another CV. */
async function seedBob() {
  const cv = await uploadCv('cv of bob');
  const career = submission('career', {
    name: 'Bob Perera',
    email: 'bob@example.lk',
    phone: '+94 982 001 2345',
    resume: cv.resume,
  });
  await save(career);
  return { cv, career };
}

describe('privacy export', () => {
  it('writes every submission of a phone number, whatever its spelling, with the CV', async () => {
    const ann = await seedAnn();
    const bob = await seedBob();
    const out = join(work, 'ann');

    const run = await privacy(['export', '--phone', '+91 98200 12345', '--out', out]);

    expect(run).toMatchObject({ code: 0, err: '' });
    const exported = JSON.parse(await readFile(join(out, 'documents.json'), 'utf8'));
    const ids = exported.documents.map((d: { _id: string }) => d._id).sort();
    // The review holds no phone: it is Ann's by e-mail only.
    expect(ids).toEqual(
      [
        ann.contact._id,
        ann.draft._id,
        ann.inquiry._id,
        ann.career._id,
        ann.quotation._id,
        ann.sample._id,
      ].sort(),
    );
    expect(ids).not.toContain(bob.career._id);
    const career = exported.documents.find((d: { _id: string }) => d._id === ann.career._id);
    expect(career).toMatchObject({ consent: { choices: { keepCv: true } }, status: 'new' });
    expect(exported.files).toEqual([
      {
        assetId: ann.cv.asset._id,
        file: `files/${ann.cv.asset._id}.pdf`,
        originalFilename: 'cv of ann.pdf',
        mimeType: 'application/pdf',
        size: pdf('cv of ann').byteLength,
      },
    ]);
    expect((await readFile(join(out, exported.files[0].file))).equals(pdf('cv of ann'))).toBe(true);
    expect(await readdir(work)).toEqual(['ann']); // no temporary folder left behind
    expect(run.out).toContain(
      '5 documents (contact 1, inquiry 1, career 1, quotation 1, sample 1), 1 draft, 1 file',
    );
    expect(run.out).not.toContain(ANN.name);
  });

  it('finds an e-mail address in any letter case, across contact, career, quotation, review and sample', async () => {
    const ann = await seedAnn();
    const out = join(work, 'by-email');
    const run = await privacy(['export', '--email', 'ANN.rao@EXAMPLE.com', '--out', out]);
    expect(run.code).toBe(0);
    const exported = JSON.parse(await readFile(join(out, 'documents.json'), 'utf8'));
    expect(exported.documents.map((d: { _id: string }) => d._id).sort()).toEqual(
      [
        ann.contact._id,
        ann.draft._id,
        ann.career._id,
        ann.quotation._id,
        ann.review._id,
        ann.sample._id,
      ].sort(),
    );
  });

  it('writes an empty export when nobody matches, as the answer to an access request', async () => {
    await seedBob();
    const out = join(work, 'nobody');
    const run = await privacy(['export', '--email', 'nobody@example.com', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.out).toContain('no stored submission matches');
    const exported = JSON.parse(await readFile(join(out, 'documents.json'), 'utf8'));
    expect(exported).toMatchObject({ documents: [], files: [] });
  });

  it('refuses a folder that is not empty, and writes nothing', async () => {
    await seedAnn();
    const out = join(work, 'used');
    await mkdir(out);
    await writeFile(join(out, 'notes.txt'), 'mine');
    const run = await privacy(['export', '--email', ANN.email, '--out', out]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('is not empty');
    expect(await readdir(out)).toEqual(['notes.txt']);
  });

  it('writes nothing on a dry run, and says what it would write', async () => {
    const ann = await seedAnn();
    const out = join(work, 'dry');
    const run = await privacy(['export', '--email', ANN.email, '--out', out, '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.out).toContain(ann.career._id);
    expect(run.out).toContain('Dry run: nothing written');
    expect(existsSync(out)).toBe(false);
  });
});

describe('privacy erase', () => {
  it('deletes the submissions, their drafts and the CV, and keeps everyone else', async () => {
    const ann = await seedAnn();
    const bob = await seedBob();
    const run = await privacy(['erase', '--phone', '9820012345']);

    expect(run).toMatchObject({ code: 0, err: '' });
    const left = await allIds();
    for (const id of [
      ann.contact._id,
      ann.draft._id,
      ann.inquiry._id,
      ann.career._id,
      ann.sample._id,
    ]) {
      expect(left).not.toContain(id);
    }
    expect(left).not.toContain(ann.cv.asset._id);
    expect((await download(ann.cv.asset.url)).status).toBe(404);
    expect(await readdir(join(store.dataDir, 'files'))).toEqual([
      `${String(bob.cv.asset.sha1hash)}.pdf`,
    ]);
    // Found by phone, so the review (e-mail only) stays until erased by e-mail.
    expect(left).toEqual(
      expect.arrayContaining([ann.review._id, bob.career._id, bob.cv.asset._id]),
    );
    expect((await download(bob.cv.asset.url)).status).toBe(200);
  });

  it('stores an audit entry with a salted hash of the identifier, counts and time, and no personal data', async () => {
    await seedAnn();
    const before = Date.now();
    const run = await privacy(['erase', '--email', 'Ann.Rao@example.com']);
    expect(run.code).toBe(0);

    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    const hash = createHmac('sha256', SALT).update('email:ann.rao@example.com').digest('hex');
    expect(entry).toMatchObject({
      _type: 'privacyAudit',
      action: 'erase',
      identifierType: 'email',
      identifierHash: hash,
      counts: {
        documents: 5,
        drafts: 1,
        files: 1,
        spam: 0,
        byKind: { contact: 1, career: 1, quotation: 1, review: 1, sample: 1 },
      },
    });
    expect(Date.parse(String(entry!.at))).toBeGreaterThanOrEqual(before - 1000);
    const text = JSON.stringify(entry).toLowerCase();
    for (const personal of ['ann', 'rao', '98200', 'example.com', 'marine']) {
      expect(text).not.toContain(personal);
    }
    expect(run.out).toContain(`audit entry ${String(entry!._id)}`);
  });

  it('keeps a CV another applicant refers to (the same file uploaded twice)', async () => {
    const ann = await seedAnn();
    const twin = submission('career', {
      name: 'Cara',
      email: 'cara@example.com',
      phone: '+91 99000 11111',
      resume: ann.cv.resume,
    });
    await save(twin);
    const run = await privacy(['erase', '--email', ANN.email]);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`kept ${ann.cv.asset._id}`);
    expect((await download(ann.cv.asset.url)).status).toBe(200);
    expect(await allIds()).toContain(twin._id);
  });

  it('deletes nothing and stores no audit entry on a dry run', async () => {
    const ann = await seedAnn();
    const before = await allIds();
    const run = await privacy(['erase', '--email', ANN.email, '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.out).toContain(ann.career._id);
    expect(run.out).toContain(ann.cv.asset._id);
    expect(run.out).toContain('Dry run: nothing deleted');
    expect(await allIds()).toEqual(before);
  });

  it('uses the local content service of npm start when no SANITY_ variable is set', async () => {
    const ann = await seedAnn();
    const dataDir = join(work, '.data');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'dev-token'), `${store.token}\n`);
    const env = { DATA_DIR: dataDir, CONTENT_PORT: String(store.service.port) };

    const run = await privacy(['erase', '--email', ANN.email], env);

    expect(run.code).toBe(0);
    expect(run.out).toContain(`local content service at http://localhost:${store.service.port}`);
    expect(await allIds()).not.toContain(ann.contact._id);
    // The salt is made once and kept beside the token, so later hashes match earlier ones.
    const salt = (await readFile(join(dataDir, 'privacy-salt'), 'utf8')).trim();
    expect(salt.length).toBeGreaterThanOrEqual(32);
    const [entry] = await auditEntries();
    expect(entry!.identifierHash).toBe(
      createHmac('sha256', salt).update(`email:${ANN.email}`).digest('hex'),
    );
  });
});

describe('refused commands change nothing', () => {
  it.each([
    [['erase', '--email', ANN.email, '--phone', ANN.phone], 'exactly one of --email'],
    [['erase', '--email', 'ann.rao'], '--email must be an e-mail address'],
    [['erase', '--phone', '12 34'], '--phone must be a phone number of 7 to 15 digits'],
    [['erase'], 'needs exactly one of --email'],
    [['export', '--email', ANN.email], 'export needs --out DIR'],
    [['erase', '--email', ANN.email, '--out', 'x'], '--out is only for export'],
    [['sweep', '--email', ANN.email], 'sweep applies to every stored submission'],
    [['sweep', '--as-of', 'yesterday'], '--as-of must be a date'],
    [['delete', '--email', ANN.email], 'Unknown command "delete"'],
    [['erase', '--emial', ANN.email], 'Unknown option --emial'],
    [[], 'Name a command'],
  ])('%j: %s', async (argv, message) => {
    await seedAnn();
    const before = await allIds();
    const run = await privacy(argv);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
    expect(run.out).toBe('');
    expect(await allIds()).toEqual(before);
  });

  it('exits npm run privacy with code 2 and the message on its error stream', async () => {
    await seedAnn();
    const before = await allIds();
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (done) => {
        const child = execFile(
          'npm',
          ['run', '-s', 'privacy', '--', 'erase', '--phone', '12'],
          { env: { ...process.env, ...remoteEnv() } },
          (_error, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
        );
      },
    );
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain('--phone must be a phone number of 7 to 15 digits');
    expect(await allIds()).toEqual(before);
  }, 60_000); // npm and tsx start a new Node process, slow on a busy machine

  it('refuses an erase without PRIVACY_AUDIT_SALT before deleting anything', async () => {
    await seedAnn();
    const before = await allIds();
    const run = await privacy(
      ['erase', '--email', ANN.email],
      remoteEnv({ PRIVACY_AUDIT_SALT: '' }),
    );
    expect(run.code).toBe(2);
    expect(run.err).toContain('PRIVACY_AUDIT_SALT is required');
    expect(await allIds()).toEqual(before);
  });

  it('refuses a bad gateway variable, naming it', async () => {
    const run = await privacy(['sweep'], remoteEnv({ SANITY_API_HOST: 'localhost:4599' }));
    expect(run.code).toBe(2);
    expect(run.err).toContain('SANITY_API_HOST must be a URL');
  });

  it('fails with the store named when the content service does not answer', async () => {
    const env = remoteEnv();
    await store.service.close();
    const run = await privacy(['erase', '--email', ANN.email], env);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`privacy erase failed on ${store.service.url}`);
    await store.service.close().catch(() => undefined);
  });
});
