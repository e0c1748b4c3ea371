import type { SanityClient } from '@sanity/client';
import type { SubmissionDocument } from '../../submissions/kind';
import type { RetentionPeriods } from '../../content/retention';
import { describeTotals, sweepEntry, type AuditCounts } from './audit';
import type { PrivacyConfig } from './privacy-config';
import {
  SUBMISSION_TYPES,
  bySubmission,
  countSubmissions,
  deleteAll,
  fileRefs,
  filesToDelete,
  kindNameOfType,
  plural,
  uploadRecords,
} from './stored-documents';
import { unreferencedPdfs, unsentHours, unsentUploads } from './unsent-uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a submission was sent: `submittedAt`, or `_createdAt` for one stored before that field. */
export function sentAt(document: SubmissionDocument): number | undefined {
  for (const field of [document.submittedAt, document._createdAt]) {
    const time = typeof field === 'string' ? Date.parse(field) : NaN;
    if (!Number.isNaN(time)) return time;
  }
  return undefined;
}

/** The period that applies to a submission: spam first, then a CV kept on request, then its kind. */
export function retentionRule(document: SubmissionDocument): keyof RetentionPeriods | undefined {
  if (document.status === 'spam') return 'spam';
  const kind = kindNameOfType(document._type);
  if (kind === 'career') {
    const consent = document.consent as { choices?: { keepCv?: unknown } } | undefined;
    return consent?.choices?.keepCv === true ? 'careerKept' : 'career';
  }
  return kind === 'contact' ||
    kind === 'inquiry' ||
    kind === 'quotation' ||
    kind === 'review' ||
    kind === 'sample'
    ? kind
    : undefined;
}

interface Expired {
  /** The published copy when there is one, else the draft: it decides for both. */
  document: SubmissionDocument;
  rule: keyof RetentionPeriods;
  /** The published copy and the draft, whichever exist. */
  copies: SubmissionDocument[];
}

/** Submissions past their period on `asOf`, each with its draft and published ids. */
function expired(
  documents: readonly SubmissionDocument[],
  periods: RetentionPeriods,
  asOf: Date,
): Expired[] {
  const found: Expired[] = [];
  for (const group of bySubmission(documents)) {
    const document = group[0]!;
    const rule = retentionRule(document);
    const sent = sentAt(document);
    if (!rule || sent === undefined) continue;
    if (sent + periods[rule] * DAY_MS <= asOf.getTime()) {
      found.push({ document, rule, copies: group });
    }
  }
  return found;
}

/**
 * Deletes every submission past its retention period on `asOf` (today unless given), with its
 * draft, the records of its uploads and the files only it refers to; and every upload no sent
 * application refers to once its hours are over (a day; an hour when its spam signals failed),
 * with its file unless another submission or upload refers to it. Then stores an audit entry of
 * what went. Audit entries are not submissions and are never swept.
 */
export async function sweep(
  client: SanityClient,
  config: PrivacyConfig,
  command: { asOf: Date | undefined; dryRun: boolean },
  print: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<void> {
  const asOf = command.asOf ?? now();
  const periods = config.retention;
  const documents = await client.fetch<SubmissionDocument[]>('*[_type in $types]', {
    types: [...SUBMISSION_TYPES],
  });
  const due = expired(documents, periods, asOf);
  const copies = due.flatMap((entry) => entry.copies);
  const ids = copies.map((document) => document._id);
  const refs = [...fileRefs(copies)];
  const dueRecords = await uploadRecords(client, ids);
  const unsent = await unsentUploads(client, asOf, new Set(dueRecords.map((r) => r._id)));
  const records = [...dueRecords, ...unsent].map((record) => record._id);
  const sentFiles = new Set(refs);
  const candidates = [...new Set([...refs, ...[...dueRecords, ...unsent].map((r) => r.asset)])];
  const { files } = await filesToDelete(client, candidates, [...ids, ...records]);
  const strays = await unreferencedPdfs(client, asOf, candidates);
  const counts: AuditCounts = {
    ...countSubmissions(copies),
    files: files.length + strays.length,
  };

  print(`Sweep of ${config.target}, as of ${asOf.toISOString()}:`);
  print(
    `  periods in days: ${Object.entries(periods)
      .map(([rule, days]) => `${rule} ${days}`)
      .join(', ')}`,
  );
  for (const { document, rule } of due) {
    const sent = new Date(sentAt(document)!).toISOString().slice(0, 10);
    print(`  ${document._id}: ${rule}, sent ${sent}, past ${periods[rule]} days`);
  }
  for (const record of unsent) {
    print(
      `  ${record._id}: upload no sent application refers to, past ${plural(unsentHours(record), 'hour')}`,
    );
  }
  for (const id of files) {
    print(
      sentFiles.has(id)
        ? `  ${id}: file of a deleted submission`
        : `  ${id}: uploaded CV that no application refers to`,
    );
  }
  for (const id of strays) print(`  ${id}: uploaded CV that no application refers to`);
  print(`  ${describeTotals(counts)}`);
  if (command.dryRun) {
    print('Dry run: nothing deleted, no audit entry stored.');
    return;
  }
  const entry = sweepEntry(asOf, periods, counts, now());
  await deleteAll(client, [...ids, ...records, ...files, ...strays], entry);
  print(`Deleted ${describeTotals(counts)}; audit entry ${entry._id}.`);
}
