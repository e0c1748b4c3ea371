import { createClient, type Mutation, type SanityClient } from '@sanity/client';
import { SUBMISSION_KINDS } from '../../submissions/all-kinds';
import type { SubmissionDocument } from '../../submissions/kind';
import { UPLOAD_RECORD_TYPE } from '../../submissions/upload-record';
import type { PrivacyConfig } from './privacy-config';

/** A file asset's document (a CV): what an export needs to fetch and name its bytes. */
export interface FileAsset {
  _id: string;
  url?: string;
  sha1hash?: string;
  extension?: string;
  mimeType?: string;
  size?: number;
  originalFilename?: string;
}

/** The `_type` of every kind of submission ('application' is the inquiry). */
export const SUBMISSION_TYPES: readonly string[] = SUBMISSION_KINDS.map((kind) => kind.type);

/** The kind's name ('inquiry') of a stored `_type` ('application'). */
export function kindNameOfType(type: string): string | undefined {
  return SUBMISSION_KINDS.find((kind) => kind.type === type)?.name;
}

export const DRAFT_PREFIX = 'drafts.';
export const baseId = (id: string) =>
  id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id;

/**
 * The stored copies grouped by submission: a submission is its published document, its draft
 * or both, and the published copy (when there is one) comes first and speaks for it.
 */
export function bySubmission(documents: readonly SubmissionDocument[]): SubmissionDocument[][] {
  const groups = new Map<string, SubmissionDocument[]>();
  for (const document of documents) {
    const group = groups.get(baseId(document._id)) ?? [];
    if (document._id.startsWith(DRAFT_PREFIX)) group.push(document);
    else group.unshift(document);
    groups.set(baseId(document._id), group);
  }
  return [...groups.values()];
}

/** What a command counts: submissions by kind, their draft copies, spam among them. */
export function countSubmissions(documents: readonly SubmissionDocument[]) {
  const submissions = bySubmission(documents).map((group) => group[0]!);
  return {
    documents: submissions.length,
    drafts: documents.filter((document) => document._id.startsWith(DRAFT_PREFIX)).length,
    spam: submissions.filter((document) => document.status === 'spam').length,
    byKind: countByKind(submissions),
  };
}

/** The published id and the draft id of each document, once each. */
export function withDrafts(ids: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const id of ids) {
    all.add(baseId(id));
    all.add(`${DRAFT_PREFIX}${baseId(id)}`);
  }
  return [...all];
}

/** Every file asset a document refers to (a career application's CV), wherever it sits. */
export function fileRefs(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fileRefs(item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '_ref' && typeof child === 'string' && child.startsWith('file-')) out.add(child);
      else fileRefs(child, out);
    }
  }
  return out;
}

/** The record of one resume upload, as the privacy command reads it. */
export interface RecordedUpload {
  _id: string;
  _createdAt: string;
  /** The career application it was uploaded for. */
  submission: string;
  /** The stored file's asset id. */
  asset: string;
  /** The name the visitor's file had: theirs, where the stored file's may be another's. */
  originalFilename?: string;
  size?: number;
  /** The spam signals the upload failed, when it failed any. */
  spamReasons?: string[];
}

/** The records of the uploads made for these submissions (any copy's id), or of every upload. */
export function uploadRecords(
  client: SanityClient,
  submissionIds?: readonly string[],
): Promise<RecordedUpload[]> {
  const ids = submissionIds ? [...new Set(submissionIds.map(baseId))] : [];
  if (submissionIds && ids.length === 0) return Promise.resolve([]);
  return client.fetch<RecordedUpload[]>(
    `*[_type == $type${submissionIds ? ' && submission in $ids' : ''}] | order(_createdAt asc, _id asc){_id, _createdAt, submission, "asset": asset._ref, originalFilename, size, spamReasons}`,
    { type: UPLOAD_RECORD_TYPE, ids },
  );
}

/**
 * The real client, on the configured store. The raw perspective shows drafts too: a staff
 * member's edited copy of a submission holds the same personal data.
 */
export function privacyClient(config: PrivacyConfig): SanityClient {
  const { content } = config;
  return createClient({
    projectId: content.projectId,
    dataset: content.dataset,
    apiVersion: content.apiVersion,
    token: content.token,
    useCdn: false,
    perspective: 'raw',
    // Staff wait at a terminal: a failing store is reported after two retries, not five.
    maxRetries: 2,
    ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
  });
}

/**
 * Of these file assets, the stored ones that can go with the documents being deleted, and the
 * ones to keep because a document outside `deleting` refers to them too (the same bytes
 * uploaded by someone else are one asset, which their own submission and upload record refer to).
 */
export async function filesToDelete(
  client: SanityClient,
  assetIds: readonly string[],
  deleting: readonly string[],
): Promise<{ files: string[]; kept: string[] }> {
  if (assetIds.length === 0) return { files: [], kept: [] };
  const assets = await client.fetch<{ _id: string; used: boolean }[]>(
    '*[_id in $assetIds]{_id, "used": count(*[references(^._id) && !(_id in $deleting)]) > 0}',
    { assetIds: [...assetIds], deleting: [...deleting] },
  );
  return {
    files: assets.filter((asset) => !asset.used).map((asset) => asset._id),
    kept: assets.filter((asset) => asset.used).map((asset) => asset._id),
  };
}

export async function fileAssets(
  client: SanityClient,
  assetIds: readonly string[],
): Promise<FileAsset[]> {
  if (assetIds.length === 0) return [];
  return client.fetch<FileAsset[]>(
    '*[_id in $assetIds && _type == "sanity.fileAsset"]{_id, url, sha1hash, extension, mimeType, size, originalFilename}',
    { assetIds: [...assetIds] },
  );
}

/** How many mutations go in one transaction: large sweeps are cut into several. */
const TRANSACTION_SIZE = 200;

/**
 * Deletes the ids in order (documents before the files they refer to, which the Content Lake
 * requires) and creates `last` in the final transaction. Waits for each to be visible.
 */
export async function deleteAll(
  client: SanityClient,
  ids: readonly string[],
  last?: SubmissionDocument,
): Promise<void> {
  const mutations: Mutation[] = ids.map((id) => ({ delete: { id } }));
  if (last) mutations.push({ create: last });
  for (let start = 0; start < mutations.length; start += TRANSACTION_SIZE) {
    await client.mutate(mutations.slice(start, start + TRANSACTION_SIZE), {
      visibility: 'sync',
      returnDocuments: false,
    });
  }
}

/** "contact 2, career 1": counts by kind, in the kinds' order, for reports and audit entries. */
export function countByKind(documents: readonly SubmissionDocument[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const kinds = documents.map((document) => kindNameOfType(document._type) ?? document._type);
  const order = [...SUBMISSION_KINDS.map((kind) => kind.name), ...kinds];
  for (const kind of order) {
    const count = kinds.filter((k) => k === kind).length;
    if (count > 0) counts[kind] ??= count;
  }
  return counts;
}

/** "1 document", "2 drafts". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function describeCounts(counts: Readonly<Record<string, number>>): string {
  const parts = Object.entries(counts).map(([kind, count]) => `${kind} ${count}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}
