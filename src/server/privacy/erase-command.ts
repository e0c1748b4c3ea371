import type { SanityClient } from '@sanity/client';
import type { SubmissionDocument } from '../../submissions/kind';
import { describeTotals, erasureEntry, type AuditCounts } from './audit';
import type { Identifier } from './identifier';
import { personDocuments } from './person';
import type { PrivacyConfig } from './privacy-config';
import {
  countSubmissions,
  deleteAll,
  fileRefs,
  filesToDelete,
  uploadRecords,
} from './stored-documents';

export interface ErasePlan {
  documents: SubmissionDocument[];
  /** The records of the files uploaded for them (whose file name they hold). */
  uploads: string[];
  /** File assets that go with them. */
  files: string[];
  /** File assets another person's document also refers to (the same bytes uploaded twice). */
  keptFiles: string[];
  counts: AuditCounts;
}

async function plan(client: SanityClient, identifier: Identifier): Promise<ErasePlan> {
  const documents = await personDocuments(client, identifier);
  const ids = documents.map((document) => document._id);
  // Another person's upload of the same bytes has a record of its own, which keeps the file.
  const records = await uploadRecords(client, ids);
  const uploads = records.map((record) => record._id);
  const refs = fileRefs(documents);
  for (const record of records) refs.add(record.asset);
  const { files, kept } = await filesToDelete(client, [...refs], [...ids, ...uploads]);
  return {
    documents,
    uploads,
    files,
    keptFiles: kept,
    counts: { ...countSubmissions(documents), files: files.length },
  };
}

/**
 * Deletes one person's submissions, their drafts, the records of the files uploaded for them
 * and the files no one else's submission or upload refers to, in one
 * transaction with the audit entry that records it, so the record exists exactly when the
 * erasure happened.
 */
export async function erasePerson(
  client: SanityClient,
  config: PrivacyConfig,
  command: { identifier: Identifier; dryRun: boolean },
  print: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<void> {
  // A missing salt is found before anything is deleted, on a dry run too.
  config.salt({ create: false });
  const { documents, uploads, files, keptFiles, counts } = await plan(client, command.identifier);
  print(`Erase from ${config.target}, by ${command.identifier.type}:`);
  print(documents.length === 0 ? '  no stored submission matches' : `  ${describeTotals(counts)}`);
  const ids = [...documents.map((document) => document._id), ...uploads, ...files];
  for (const id of ids) print(`  ${id}`);
  for (const id of keptFiles) print(`  kept ${id}: another submission refers to the same file`);
  if (command.dryRun) {
    print('Dry run: nothing deleted, no audit entry stored.');
    return;
  }
  const salt = config.salt({ create: true })!;
  const entry = erasureEntry(salt, command.identifier, counts, now());
  await deleteAll(client, ids, entry);
  print(`Deleted ${describeTotals(counts)}; audit entry ${entry._id}.`);
}
