// What the privacy command's tests share: a real local content service per test, stored
// submissions in the shape the gateway writes (source, consent, status), CVs, and a way
// to run the command as staff would and read what it printed.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { startTemporary, type Running } from './content-service';
import { runPrivacy, type ExitCode } from '../../src/server/privacy/run';

export const SALT = 'test-salt-of-the-privacy-audit';

/** The test's content service, started fresh before each test. */
export let store: Running;

export function contentServicePerTest() {
  beforeEach(async () => {
    store = await startTemporary();
  });
  afterEach(async () => {
    await store.stop();
  });
}

/** The variables a deployment sets: the same as the gateway's, plus the audit's salt. */
export function remoteEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SANITY_PROJECT_ID: 'test',
    SANITY_DATASET: 'production',
    SANITY_TOKEN: store.token,
    SANITY_API_HOST: store.service.url,
    PRIVACY_AUDIT_SALT: SALT,
    ...extra,
  };
}

export interface Run {
  code: ExitCode;
  out: string;
  err: string;
}

export async function privacy(argv: string[], env = remoteEnv()): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPrivacy(argv, env, {
    print: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

interface Options {
  submittedAt?: string;
  status?: string;
  choices?: Record<string, boolean>;
}

/** A stored submission as the gateway writes it. */
export function submission(
  type: 'contact' | 'application' | 'career' | 'quotation' | 'review' | 'sample',
  fields: Record<string, unknown>,
  { submittedAt = '2026-11-20T10:00:00.000Z', status = 'new', choices = {} }: Options = {},
) {
  return {
    _id: `${type}.${randomUUID()}`,
    _type: type,
    ...fields,
    submittedAt,
    source: {
      page: 'https://www.kalparesins.example/#/inquiry?utm_source=news',
      origin: 'https://www.kalparesins.example',
      channel: 'site',
      utm: { utm_source: 'news' },
    },
    consent: {
      version: '2026-11-25',
      hash: 'a'.repeat(64),
      language: 'en',
      choices,
      at: submittedAt,
    },
    status,
    spamReasons: status === 'spam' ? ['too-fast'] : [],
  };
}

/** Legacy shape: stored before the envelope existed, so only `_createdAt` dates it. */
export function legacy(type: 'contact' | 'application', fields: Record<string, unknown>) {
  return { _id: `${type}.${randomUUID()}`, _type: type, ...fields };
}

export async function save(...documents: { _id: string; _type: string }[]) {
  const transaction = store.client.transaction();
  for (const document of documents) transaction.create(document);
  await transaction.commit({ visibility: 'sync' });
}

export const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer <<>>\n%%EOF\n`);

/** A CV uploaded as the gateway does, and the reference a career application holds. */
export async function uploadCv(text: string) {
  const asset = await store.client.assets.upload('file', pdf(text), {
    filename: `${text}.pdf`,
    contentType: 'application/pdf',
  });
  return {
    asset,
    resume: { _type: 'file', asset: { _type: 'reference', _ref: asset._id } },
  };
}

export function download(url: string) {
  return fetch(url, { headers: { Authorization: `Bearer ${store.token}` } });
}

/** Every stored document id, for checking that a refused command changed nothing. */
export function allIds(): Promise<string[]> {
  return store.client.fetch<string[]>('*[] | order(_id asc)._id', {}, { perspective: 'raw' });
}

export function auditEntries() {
  return store.client.fetch<Record<string, unknown>[]>(
    '*[_type == "privacyAudit"] | order(at asc)',
  );
}
