import type { SanityClient } from '@sanity/client';
import { UNSENT_UPLOAD_HOURS } from '../../content/retention';
import type { SubmissionDocument } from '../../submissions/kind';
import {
  baseId,
  fileRefs,
  uploadRecords,
  withDrafts,
  type RecordedUpload,
} from './stored-documents';

const HOUR_MS = 60 * 60 * 1000;

/** Hours an upload is kept while no sent application refers to it: fewer when it was flagged. */
export const unsentHours = (upload: RecordedUpload) =>
  (upload.spamReasons?.length ?? 0) > 0 ? UNSENT_UPLOAD_HOURS.flagged : UNSENT_UPLOAD_HOURS.kept;

/**
 * The records of uploads whose application was never sent, or was sent with another file, past
 * their hours on `asOf` (counted from the upload). An upload is sent when the application it was
 * uploaded for is stored (either copy) and refers to its file.
 */
export async function unsentUploads(
  client: SanityClient,
  asOf: Date,
  skip: ReadonlySet<string>,
): Promise<RecordedUpload[]> {
  const records = (await uploadRecords(client)).filter((record) => !skip.has(record._id));
  const due = records.filter(
    (record) => Date.parse(record._createdAt) + unsentHours(record) * HOUR_MS <= asOf.getTime(),
  );
  if (due.length === 0) return [];
  const applications = await client.fetch<SubmissionDocument[]>('*[_id in $ids]', {
    ids: withDrafts(due.map((record) => record.submission)),
  });
  const sent = new Set<string>();
  for (const application of applications) {
    for (const asset of fileRefs(application)) sent.add(`${baseId(application._id)} ${asset}`);
  }
  return due.filter((record) => !sent.has(`${record.submission} ${record.asset}`));
}

/**
 * Uploaded PDFs nothing refers to at all (no application, no record of an upload), stored at
 * least the unsent hours before `asOf`: a file whose upload was never recorded, or one uploaded
 * before uploads had records.
 */
export async function unreferencedPdfs(
  client: SanityClient,
  asOf: Date,
  exclude: readonly string[],
): Promise<string[]> {
  const assets = await client.fetch<{ _id: string; _createdAt: string }[]>(
    '*[_type == "sanity.fileAsset" && mimeType == "application/pdf" && !(_id in $exclude) && count(*[references(^._id)]) == 0]{_id, _createdAt}',
    { exclude: [...exclude] },
  );
  const cutoff = asOf.getTime() - UNSENT_UPLOAD_HOURS.kept * HOUR_MS;
  return assets.filter((asset) => Date.parse(asset._createdAt) <= cutoff).map((a) => a._id);
}
