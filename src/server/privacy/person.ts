import type { SanityClient } from '@sanity/client';
import type { SubmissionDocument } from '../../submissions/kind';
import { matches, type Identifier } from './identifier';
import { SUBMISSION_TYPES, withDrafts } from './stored-documents';

/**
 * Every stored submission of one person, of every kind, with the draft or published copy of
 * each: the e-mail address or phone field is compared in its normalised form, so no spelling
 * of the same address or number escapes.
 */
export async function personDocuments(
  client: SanityClient,
  identifier: Identifier,
): Promise<SubmissionDocument[]> {
  // The field name comes from the identifier's type, never from what was typed.
  const field = identifier.type === 'email' ? 'email' : 'phone';
  const candidates = await client.fetch<{ _id: string; value: unknown }[]>(
    `*[_type in $types && defined(${field})]{_id, "value": ${field}}`,
    { types: [...SUBMISSION_TYPES] },
  );
  const found = candidates.filter(({ value }) => matches(identifier, value)).map(({ _id }) => _id);
  if (found.length === 0) return [];
  return client.fetch<SubmissionDocument[]>('*[_id in $ids] | order(_createdAt asc, _id asc)', {
    ids: withDrafts(found),
  });
}
