import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_SERVICE } from '../constants';
import { MESSAGES } from '../messages';
import { contactDocument, type ContactSubmission } from '../schemas/contact';
import { inquiryDocument, type InquirySubmission } from '../schemas/inquiry';
import { careerDocument, type CareerSubmission } from '../schemas/career';
import { SubmitError, type SubmitResult, type UploadOptions } from './types';

/*
 * SPEC 7's direct mode, kept for compatibility: the browser writes to the content service
 * itself with a token baked into the bundle. Only loaded when the build sets
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

async function create(doc: { _id: string; _type: string } & Record<string, unknown>) {
  try {
    // The browser-made _id keeps a retry from storing the submission twice.
    await getClient().createIfNotExists(doc);
    return { id: doc._id } satisfies SubmitResult;
  } catch (err) {
    throw failed(MESSAGES.sendFailed, err);
  }
}

export function directSendContact(data: ContactSubmission): Promise<SubmitResult> {
  return create(contactDocument(data));
}

export function directSendInquiry(data: InquirySubmission): Promise<SubmitResult> {
  return create(inquiryDocument(data));
}

export function directSendCareer(data: CareerSubmission): Promise<SubmitResult> {
  return create(careerDocument(data));
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
