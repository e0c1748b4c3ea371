import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_SERVICE } from '../content/constants';
import { MESSAGES } from '../content/messages';
import { SUBMISSION_KINDS } from './all-kinds';
import type { SubmissionDocument, SubmissionKind } from './kind';
import { SubmitError, type SubmitResult, type UploadOptions } from './submit-error';

/*
 * Direct mode, the original design kept for compatibility: the browser writes to the content
 * service itself with a token baked into the bundle. Only loaded when the build sets
 * VITE_SUBMIT_MODE=direct (the build prints a warning then); the default build never
 * contains this module or @sanity/client.
 */

let client: SanityClient | undefined;

function getClient(): SanityClient {
  const env = import.meta.env;
  const apiHost: unknown = env.VITE_SANITY_API_HOST;
  client ??= createClient({
    projectId: String(env.VITE_SANITY_PROJECT_ID ?? ''),
    dataset: String(env.VITE_SANITY_DATASET || CONTENT_SERVICE.dataset),
    apiVersion: CONTENT_SERVICE.apiVersion,
    token: String(env.VITE_SANITY_TOKEN ?? ''),
    useCdn: false,
    ignoreBrowserTokenWarning: true,
    ...(typeof apiHost === 'string' && apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
  return client;
}

function failed(toast: string, err: unknown): SubmitError {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return new SubmitError({
    status: typeof status === 'number' ? status : 0,
    toast,
    detail: err instanceof Error ? err.message : String(err),
  });
}

/** Stores a submission of any kind straight in the content service. */
export async function directSend<S extends { id: string }>(
  kind: SubmissionKind<S>,
  data: S,
): Promise<SubmitResult> {
  const stored = SUBMISSION_KINDS.find((candidate) => candidate.name === kind.name);
  if (!stored) throw failed(MESSAGES.sendFailed, new Error(`Unknown submission kind ${kind.name}`));
  const doc: SubmissionDocument = stored.toDocument(data);
  try {
    // The browser-made _id keeps a retry from storing the submission twice.
    await getClient().createIfNotExists(doc);
    return { id: doc._id } satisfies SubmitResult;
  } catch (err) {
    throw failed(MESSAGES.sendFailed, err);
  }
}

export async function directUploadResume(
  file: Blob & { name?: string },
  opts: UploadOptions,
): Promise<{ assetId: string }> {
  try {
    const asset = await getClient().assets.upload('file', file, {
      filename: file.name ?? 'resume.pdf',
      contentType: file.type || 'application/pdf',
    });
    opts.onProgress?.(1);
    return { assetId: asset._id };
  } catch (err) {
    throw failed(MESSAGES.resumeUploadFailed, err);
  }
}
