// @vitest-environment node
// `npm run privacy -- sweep` against the real local content service: what has outlived its
// retention period goes, with its draft and its CV; everything else, and the audit, stays.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS, UNSENT_UPLOAD_HOURS } from '../src/content/retention';
import {
  allIds,
  auditEntries,
  contentServicePerTest,
  download,
  legacy,
  privacy,
  remoteEnv,
  save,
  store,
  submission,
  uploadCv,
} from '../testing/services/privacy-store';

contentServicePerTest();

const DAY = 24 * 60 * 60 * 1000;
const daysAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY);
const person = (name: string) => ({ name, email: `${name}@example.com`, phone: '+91 98200 00000' });

/** One of each case, all sent on the same day, so only their periods tell them apart. */
async function seed() {
  const sent = '2026-01-15T09:00:00.000Z';
  const contact = submission(
    'contact',
    { ...person('asha'), message: 'Hi' },
    { submittedAt: sent },
  );
  const contactDraft = { ...contact, _id: `drafts.${contact._id}` };
  const inquiry = submission('application', person('ravi'), { submittedAt: sent });
  const cv = await uploadCv('cv of meena');
  const career = submission(
    'career',
    { ...person('meena'), resume: cv.resume },
    { submittedAt: sent },
  );
  const keptCv = await uploadCv('cv of kiran');
  const keptCareer = submission(
    'career',
    { ...person('kiran'), resume: keptCv.resume },
    { submittedAt: sent, choices: { keepCv: true } },
  );
  const spam = submission('contact', person('bot'), { submittedAt: sent, status: 'spam' });
  const review = submission('review', { ...person('lee'), rating: 4 }, { submittedAt: sent });
  await save(contact, contactDraft, inquiry, career, keptCareer, spam, review);
  return { sent, contact, contactDraft, inquiry, cv, career, keptCv, keptCareer, spam, review };
}

describe('privacy sweep', () => {
  it('deletes spam after 30 days and nothing else yet', async () => {
    const s = await seed();
    const run = await privacy(['sweep', '--as-of', daysAfter(s.sent, 30).toISOString()]);
    expect(run).toMatchObject({ code: 0, err: '' });
    const left = await allIds();
    expect(left).not.toContain(s.spam._id);
    expect(left).toEqual(expect.arrayContaining([s.contact._id, s.career._id, s.keptCareer._id]));
    expect(run.out).toContain(`${s.spam._id}: spam, sent 2026-01-15, past 30 days`);

    const day29 = await privacy(['sweep', '--as-of', daysAfter(s.sent, 29).toISOString()]);
    expect(day29.out).toContain('0 documents');
  });

  it('deletes a career application and its CV after a year, unless the CV was to be kept', async () => {
    const s = await seed();
    const run = await privacy([
      'sweep',
      '--as-of',
      daysAfter(s.sent, RETENTION_DAYS.career).toISOString(),
    ]);
    expect(run.code).toBe(0);
    const left = await allIds();
    expect(left).not.toContain(s.career._id);
    expect(left).not.toContain(s.cv.asset._id);
    expect((await download(s.cv.asset.url)).status).toBe(404);
    expect(left).toEqual(expect.arrayContaining([s.keptCareer._id, s.keptCv.asset._id]));
    expect(await readdir(join(store.dataDir, 'files'))).toEqual([
      `${String(s.keptCv.asset.sha1hash)}.pdf`,
    ]);
    expect(left).toEqual(expect.arrayContaining([s.contact._id, s.inquiry._id, s.review._id]));

    await privacy(['sweep', '--as-of', daysAfter(s.sent, RETENTION_DAYS.careerKept).toISOString()]);
    expect(await allIds()).not.toContain(s.keptCareer._id);
    expect((await download(s.keptCv.asset.url)).status).toBe(404);
  });

  it('deletes contacts, enquiries and reviews with their drafts after two years, keeping the audit entries', async () => {
    const s = await seed();
    expect((await privacy(['sweep', '--as-of', '2026-03-01'])).code).toBe(0);
    const run = await privacy(['sweep', '--as-of', daysAfter(s.sent, 730).toISOString()]);
    expect(run.code).toBe(0);
    const left = await allIds();
    for (const gone of [s.contact, s.contactDraft, s.inquiry, s.career, s.review, s.keptCareer]) {
      expect(left).not.toContain(gone._id);
    }
    const audits = await auditEntries();
    expect(audits.map((entry) => entry.action)).toEqual(['sweep', 'sweep']);
    expect(left.filter((id) => !id.startsWith('privacyAudit.'))).toEqual([]);
    expect(audits[1]).toMatchObject({
      asOf: '2028-01-15T09:00:00.000Z',
      retentionDays: { ...RETENTION_DAYS },
      counts: {
        documents: 5,
        drafts: 1,
        files: 2,
        spam: 0,
        byKind: { contact: 1, inquiry: 1, career: 2, review: 1 },
      },
    });

    // A year later nothing is left to sweep, and the audit entries are still there.
    await privacy(['sweep', '--as-of', '2030-01-01']);
    expect(await auditEntries()).toHaveLength(3);
  });

  it('dates a submission stored before submittedAt existed by its _createdAt', async () => {
    const old = legacy('application', person('old'));
    await save(old);
    const [created] = await store.client.fetch<string[]>('*[_id == $id]._createdAt', {
      id: old._id,
    });
    const early = await privacy(['sweep', '--as-of', daysAfter(created!, 729).toISOString()]);
    expect(early.code).toBe(0);
    expect(await allIds()).toContain(old._id);
    const due = await privacy(['sweep', '--as-of', daysAfter(created!, 730).toISOString()]);
    expect(due.out).toContain(`${old._id}: inquiry`);
    expect(await allIds()).not.toContain(old._id);
  });

  it('deletes an uploaded CV nothing refers to a day after its upload', async () => {
    const stray = await uploadCv('cv never sent');
    const created = Date.parse(String(stray.asset._createdAt));
    const hoursAfter = (hours: number) => new Date(created + hours * 60 * 60 * 1000).toISOString();
    await privacy(['sweep', '--as-of', hoursAfter(UNSENT_UPLOAD_HOURS.kept - 1)]);
    expect(await allIds()).toContain(stray.asset._id);
    const run = await privacy(['sweep', '--as-of', hoursAfter(UNSENT_UPLOAD_HOURS.kept)]);
    expect(run.out).toContain(`${stray.asset._id}: uploaded CV that no application refers to`);
    expect(await allIds()).not.toContain(stray.asset._id);
  });

  it('applies periods set by configuration', async () => {
    const s = await seed();
    const env = remoteEnv({ RETENTION_SPAM_DAYS: '7', RETENTION_CONTACT_DAYS: '10' });
    const run = await privacy(['sweep', '--as-of', daysAfter(s.sent, 10).toISOString()], env);
    expect(run.out).toContain('spam 7');
    const left = await allIds();
    expect(left).not.toContain(s.spam._id);
    expect(left).not.toContain(s.contact._id);
    expect(left).toContain(s.inquiry._id);
  });

  it('deletes nothing and stores no audit entry on a dry run, and lists what it would delete', async () => {
    const s = await seed();
    const before = await allIds();
    const run = await privacy(['sweep', '--dry-run', '--as-of', '2030-01-01']);
    expect(run.code).toBe(0);
    for (const id of [s.contact._id, s.career._id, s.cv.asset._id, s.spam._id]) {
      expect(run.out).toContain(id);
    }
    expect(run.out).toContain(
      '6 documents (contact 2, inquiry 1, career 2, review 1; 1 marked as spam), 1 draft, 2 files',
    );
    expect(run.out).toContain('Dry run: nothing deleted');
    expect(await allIds()).toEqual(before);
  });

  it('refuses a bad period before reading anything', async () => {
    const s = await seed();
    const before = await allIds();
    for (const [variable, value, message] of [
      ['RETENTION_SPAM_DAYS', '0', 'RETENTION_SPAM_DAYS must be a whole number of days'],
      ['RETENTION_CAREER_DAYS', '30d', 'RETENTION_CAREER_DAYS must be a whole number of days'],
      [
        'RETENTION_CAREER_KEPT_DAYS',
        '100',
        'RETENTION_CAREER_KEPT_DAYS must be at least RETENTION_CAREER_DAYS',
      ],
    ] as const) {
      const run = await privacy(
        ['sweep', '--as-of', '2030-01-01'],
        remoteEnv({ [variable]: value }),
      );
      expect(run.code).toBe(2);
      expect(run.err).toContain(message);
    }
    expect(await allIds()).toEqual(before);
    expect(before).toContain(s.spam._id);
  });
});
