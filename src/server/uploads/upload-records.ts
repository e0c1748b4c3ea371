import {
  UNNAMED_APPLICATION,
  UPLOAD_RECORD_TYPE,
  uploadRecordId,
  type UploadRecord,
} from '../../submissions/upload-record';
import type { ContentClient } from '../content-client';

/** The record of a file uploaded for application `submission`. */
export function uploadRecord(upload: {
  submission: string;
  assetId: string;
  filename: string;
  size: number;
  spamReasons: readonly string[];
}): UploadRecord {
  return {
    _id: uploadRecordId(upload.submission, upload.assetId),
    _type: UPLOAD_RECORD_TYPE,
    submission: upload.submission,
    asset: { _type: 'reference', _ref: upload.assetId },
    originalFilename: upload.filename,
    size: upload.size,
    ...(upload.spamReasons.length > 0 ? { spamReasons: [...upload.spamReasons] } : {}),
  };
}

/** Whether files an application refers to were uploaded for it, and whether any was flagged. */
export type AttachedUploads = { ok: true; flagged: boolean } | { ok: false };

/**
 * Checks that each file a submission refers to is a stored PDF uploaded for that very
 * submission: a forged id, another applicant's file, or a file uploaded for another
 * application is not attached. The same bytes uploaded by two applicants are one stored file,
 * so the file alone cannot say whose it is; the upload's record does.
 */
export async function attachedUploads(
  content: ContentClient,
  submissionId: string,
  assetIds: readonly string[],
): Promise<AttachedUploads> {
  let flagged = false;
  for (const assetId of assetIds) {
    const [asset, own, unnamed] = await Promise.all([
      content.getAsset(assetId),
      content.getDocument(uploadRecordId(submissionId, assetId)),
      content.getDocument(uploadRecordId(UNNAMED_APPLICATION, assetId)),
    ]);
    if (!asset || asset._type !== 'sanity.fileAsset' || asset.mimeType !== 'application/pdf') {
      return { ok: false };
    }
    // Its own upload, or else one that named no application (always flagged).
    const record = own ?? unnamed;
    const owner = own ? submissionId : UNNAMED_APPLICATION;
    const ref = (record?.asset as { _ref?: unknown } | undefined)?._ref;
    if (!record || record.submission !== owner || ref !== assetId) return { ok: false };
    if (!own || (Array.isArray(record.spamReasons) && record.spamReasons.length > 0))
      flagged = true;
  }
  return { ok: true, flagged };
}
