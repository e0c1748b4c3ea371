import { createSchema, type ObjectSchemaType } from 'sanity';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_TYPES } from '../workflow';
import { schemaTypes } from '.';
import { STAFF_ONLY_FIELDS } from './staff-fields';

/**
 * Sanity's own schema tooling: `createSchema` is what the Studio (and `sanity schemas
 * validate`) runs on these types; it compiles them and lists every problem it finds.
 */
function problemsOf(types: unknown[]) {
  const schema = createSchema({ name: 'default', types: types as typeof schemaTypes });
  const problems = (schema._validation ?? []).flatMap((group) =>
    group.problems.map(
      (problem) =>
        `${group.path.map((segment) => segment.name).join(' > ')}: ${problem.severity}: ${problem.message}`,
    ),
  );
  return { schema, problems };
}

const { schema, problems } = problemsOf(schemaTypes);
const documentType = (name: string) =>
  schema.get(name) as ObjectSchemaType & { liveEdit?: boolean };

describe('the Studio schema', () => {
  it('compiles and passes Sanity schema validation with no error and no warning', () => {
    expect(problems).toEqual([]);
  });

  it('would be caught by the same validation if a field were broken', () => {
    const broken = problemsOf([
      { name: 'contact', type: 'document', fields: [{ name: 'name', type: 'no-such-type' }] },
    ]);
    expect(broken.problems.join('\n')).toMatch(/error/);
  });

  it('has one live-edited document type per stored kind of submission', () => {
    const documents = schema
      .getTypeNames()
      .filter((name) => !name.startsWith('sanity.'))
      .filter(
        (name) => (schema.get(name) as { type?: { name?: string } }).type?.name === 'document',
      );
    expect(documents.sort()).toEqual([...SUBMISSION_TYPES].sort());
    for (const name of SUBMISSION_TYPES) expect(documentType(name).liveEdit, name).toBe(true);
  });

  it("lets staff edit only status, assignee, notes, follow-up date and a review's approval", () => {
    for (const name of SUBMISSION_TYPES) {
      const editable = documentType(name)
        .fields.filter((field) => field.type.readOnly !== true)
        .map((field) => field.name)
        .sort();
      const staff = ['status', ...STAFF_ONLY_FIELDS].filter(
        (field) => field !== 'approved' || name === 'review',
      );
      expect(editable, name).toEqual(staff.sort());
    }
  });

  it('shows the CV as a read-only file', () => {
    const resume = documentType('career').fields.find((field) => field.name === 'resume');
    expect(resume?.type.readOnly).toBe(true);
    expect(resume?.type.jsonType).toBe('object');
    expect((resume?.type.type as { name?: string } | undefined)?.name).toBe('file');
  });
});
