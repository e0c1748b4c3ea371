import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchema, type SchemaType } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../../testing/services/local-gateway';
import { formPostAction } from '../../src/content/form-post';
import {
  NOTICE_VERSION,
  OPTIONAL_CONSENTS,
  type NoticeKind,
} from '../../src/content/privacy-notice';
import { SUBMISSION_KINDS } from '../../src/submissions/all-kinds';
import { pathSet, schemaPaths, storedPaths } from '../test/field-paths';
import { envelope, PAGE, PARTNER, pdfBytes, visitorFields } from '../test/samples';
import { CONSENT_CHOICES, SUBMISSION_TYPES, type SubmissionType } from '../workflow';
import { schemaTypes } from '.';
import { STAFF_ONLY_FIELDS } from './staff-fields';

/*
 * The Studio cannot drift from the gateway: one submission of each kind, with everything a
 * form can send, goes through a real gateway into the local content service, and the paths of
 * the stored document's values must be exactly the schema's (the fields only staff write
 * aside). Each kind is also sent as a form without JavaScript posts it (fields flattened, the
 * career form's PDF in the same post), whose document adds the flag such a post carries. A
 * field the gateway starts storing, or one the schema names that nothing stores, fails here
 * with its path.
 */

const schema = createSchema({ name: 'default', types: schemaTypes });
const stored = new Map<string, Record<string, unknown>>();
const storedWithoutScript = new Map<string, Record<string, unknown>>();
let gw: LocalGateway;
let partnersDir: string;

async function post(path: string, body: BodyInit, contentType: string) {
  const res = await fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: PARTNER.origins[0]! },
    body,
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 201)
    throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

beforeAll(async () => {
  partnersDir = mkdtempSync(join(tmpdir(), 'studio-partners-'));
  const partnersFile = join(partnersDir, 'partners.json');
  writeFileSync(partnersFile, JSON.stringify([PARTNER]));
  gw = await startLocalGateway({
    env: {
      PARTNERS_FILE: partnersFile,
      ALLOWED_ORIGINS: PARTNER.origins.join(','),
      RATE_LIMIT_MAX: '1000',
    },
  });
  const { assetId } = await post(
    '/api/resume?filename=cv.pdf',
    pdfBytes() as Uint8Array<ArrayBuffer>,
    'application/pdf',
  );
  for (const kind of SUBMISSION_KINDS) {
    const type = kind.type as SubmissionType;
    const submission = { ...visitorFields(type, String(assetId)), ...envelope(type) };
    await post(kind.route, JSON.stringify(submission), 'application/json');
    const doc = await gw.reader.getDocument(submission.id);
    if (!doc) throw new Error(`${submission.id} was answered 201 but not stored`);
    stored.set(type, doc);
    storedWithoutScript.set(type, await postWithoutScript(kind.name, type, submission));
  }
}, 60_000);

/** `submission` as its form posts it without JavaScript; the document it was stored as. */
async function postWithoutScript(
  kind: string,
  type: SubmissionType,
  submission: Record<string, unknown>,
) {
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(submission)) {
    if (['id', 'resumeAssetId', 'source', 'consent'].includes(name)) continue;
    if (Array.isArray(value)) {
      value.forEach((line: Record<string, unknown>, i) => {
        for (const [key, part] of Object.entries(line))
          fields.set(`${name}.${i}.${key}`, `${part}`);
      });
    } else fields.set(name, `${value as string | number}`);
  }
  for (const { name } of CONSENT_CHOICES[type]) fields.set(`consent.${name}`, 'on');
  fields.set('page', PAGE);
  let body: BodyInit = new URLSearchParams([...fields]);
  if (type === 'career') {
    const form = new FormData();
    for (const [name, value] of fields) form.set(name, value);
    form.set('resume', new Blob([pdfBytes()], { type: 'application/pdf' }), 'cv.pdf');
    body = form;
  }
  const action = formPostAction(gw.url, kind, {
    lang: 'en',
    channel: 'widget',
    region: 'LK',
    notice: NOTICE_VERSION,
    noticeLang: 'en',
  });
  const res = await fetch(action, {
    method: 'POST',
    headers: { origin: PARTNER.origins[0]! },
    body,
  });
  const page = await res.text();
  const reference = /class="reference">(KR-[2-9A-Z]{6})</.exec(page)?.[1];
  if (res.status !== 200 || !reference) throw new Error(`${action} answered ${res.status}`);
  const doc = await gw.reader.fetch<Record<string, unknown> | null>(
    '*[_type == $type && reference == $reference][0]',
    { type, reference },
  );
  if (!doc) throw new Error(`${reference} was answered 200 but not stored`);
  return doc;
}

afterAll(async () => {
  await gw?.close();
  rmSync(partnersDir, { recursive: true, force: true });
});

const staffOnly = (path: string) =>
  (STAFF_ONLY_FIELDS as readonly string[]).includes(path.split(/[.[]/)[0]!);

describe('the Studio schema and what the gateway stores', () => {
  it('has a document type for each kind the gateway stores, and no other', () => {
    expect(SUBMISSION_KINDS.map((kind) => kind.type).sort()).toEqual([...SUBMISSION_TYPES].sort());
  });

  it("shows each form's optional consent boxes, as its privacy notice offers them", () => {
    for (const kind of SUBMISSION_KINDS) {
      const offered = OPTIONAL_CONSENTS[kind.name as NoticeKind].map(({ key, label }) => ({
        name: key,
        title: label,
      }));
      expect(CONSENT_CHOICES[kind.type as SubmissionType], kind.name).toEqual(offered);
    }
  });

  for (const type of SUBMISSION_TYPES) {
    it(`${type}: every stored field has a schema field, and every schema field is stored`, () => {
      const doc = stored.get(type);
      const declared = pathSet(schemaPaths(schema.get(type) as SchemaType)).filter(
        (path) => !staffOnly(path),
      );
      const held = pathSet([...storedPaths(doc), ...storedPaths(storedWithoutScript.get(type))]);
      expect({
        storedWithoutSchemaField: held.filter((path) => !declared.includes(path)),
        schemaFieldNeverStored: declared.filter((path) => !held.includes(path)),
      }).toEqual({ storedWithoutSchemaField: [], schemaFieldNeverStored: [] });
    });
  }
});
