import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchema, type SchemaType } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../../testing/services/local-gateway';
import { OPTIONAL_CONSENTS, type NoticeKind } from '../../src/content/privacy-notice';
import { SUBMISSION_KINDS } from '../../src/submissions/all-kinds';
import { pathSet, schemaPaths, storedPaths } from '../test/field-paths';
import { envelope, PARTNER, pdfBytes, visitorFields } from '../test/samples';
import { CONSENT_CHOICES, SUBMISSION_TYPES, type SubmissionType } from '../workflow';
import { schemaTypes } from '.';
import { STAFF_ONLY_FIELDS } from './staff-fields';

/*
 * The Studio cannot drift from the gateway: one submission of each kind, with everything a
 * form can send, goes through a real gateway into the local content service, and the paths of
 * the stored document's values must be exactly the schema's (the fields only staff write
 * aside). A field the gateway starts storing, or one the schema names that nothing stores,
 * fails here with its path.
 */

const schema = createSchema({ name: 'default', types: schemaTypes });
const stored = new Map<string, Record<string, unknown>>();
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
  }
}, 60_000);

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
      const held = pathSet(storedPaths(doc));
      expect({
        storedWithoutSchemaField: held.filter((path) => !declared.includes(path)),
        schemaFieldNeverStored: declared.filter((path) => !held.includes(path)),
      }).toEqual({ storedWithoutSchemaField: [], schemaFieldNeverStored: [] });
    });
  }
});
