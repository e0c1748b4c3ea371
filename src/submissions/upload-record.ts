/*
 * The record of one resume upload: which career application the file was uploaded for, under
 * what name, and whether its spam signals failed. The content service keeps one file for
 * identical bytes (its asset id is their SHA-1), so two people who send the same PDF share it;
 * what is each person's own is this record, one per application and file. A career application
 * may refer only to a file uploaded for its own id, and the privacy command exports, erases
 * and sweeps a file by its records: whose it is, by what name, and until when.
 */

/** The `_type` of an upload's record. */
export const UPLOAD_RECORD_TYPE = 'resumeUpload';

/**
 * The application an upload is recorded for when it names none: one sent by a copy of the career
 * form from before uploads named their application (a partner page's cached widget). It is kept
 * as before and flagged: the application that refers to it is stored as spam, never refused.
 */
export const UNNAMED_APPLICATION = 'unnamed';

/** An upload's record as stored. */
export type UploadRecord = {
  _id: string;
  _type: typeof UPLOAD_RECORD_TYPE;
  /** The career application the file was uploaded for: `career.<uuid>`. */
  submission: string;
  /** The stored file (shared by every upload of the same bytes). */
  asset: { _type: 'reference'; _ref: string };
  /** The file's name on the visitor's computer, made safe. */
  originalFilename: string;
  size: number;
  /** The spam signals the upload failed, when it failed any. */
  spamReasons?: string[];
};

/**
 * The record's id: one per application and file, so the same file uploaded again for the same
 * application (a retry) is recorded once, and another file for it (the visitor chose again) is
 * a record of its own.
 */
export function uploadRecordId(submissionId: string, assetId: string): string {
  return `${UPLOAD_RECORD_TYPE}.${submissionId}.${assetId}`;
}
