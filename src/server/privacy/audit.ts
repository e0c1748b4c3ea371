import { createHmac, randomUUID } from 'node:crypto';
import type { RetentionPeriods } from '../../content/retention';
import type { Identifier } from './identifier';
import { describeCounts, plural } from './stored-documents';

/** The type of audit entries; the sweep never deletes them. */
export const AUDIT_TYPE = 'privacyAudit';

export interface AuditCounts {
  documents: number;
  drafts: number;
  files: number;
  /** Of the documents, those marked as spam. */
  spam: number;
  /** Documents by kind ('contact', 'inquiry', ...), drafts not counted. */
  byKind: Record<string, number>;
}

/** "4 documents (contact 1, career 3), 1 draft, 1 file": what a command found or deleted. */
export function describeTotals(counts: AuditCounts): string {
  const spam = counts.spam > 0 ? `; ${counts.spam} marked as spam` : '';
  const kinds = counts.documents > 0 ? ` (${describeCounts(counts.byKind)}${spam})` : '';
  return `${plural(counts.documents, 'document')}${kinds}, ${plural(counts.drafts, 'draft')}, ${plural(counts.files, 'file')}`;
}

/**
 * The identifier as a keyed hash: the same person gives the same hash, so staff can show that
 * a request was carried out, while the entry itself holds no address or number.
 */
export function identifierHash(salt: string, identifier: Identifier): string {
  return createHmac('sha256', salt).update(`${identifier.type}:${identifier.key}`).digest('hex');
}

function entry(action: 'erase' | 'sweep', at: Date, fields: Record<string, unknown>) {
  return {
    _id: `${AUDIT_TYPE}.${randomUUID()}`,
    _type: AUDIT_TYPE,
    action,
    at: at.toISOString(),
    ...fields,
  };
}

/** What an erasure did, with no personal data: the salted hash, counts and the time. */
export function erasureEntry(salt: string, identifier: Identifier, counts: AuditCounts, at: Date) {
  return entry('erase', at, {
    identifierType: identifier.type,
    identifierHash: identifierHash(salt, identifier),
    counts,
  });
}

/** What a sweep did: the date it ran as of, the periods it applied, counts and the time. */
export function sweepEntry(
  asOf: Date,
  retentionDays: RetentionPeriods,
  counts: AuditCounts,
  at: Date,
) {
  return entry('sweep', at, {
    asOf: asOf.toISOString(),
    retentionDays: { ...retentionDays },
    counts,
  });
}
