import type { SanityClient, SanityDocument } from '@sanity/client';
import { inject } from 'vitest';
import { contentReader } from '../services/reader';
import { until } from '../unit/until';

let shared: SanityClient | undefined;
function sharedReader(): SanityClient {
  shared ??= contentReader(inject('contentUrl'), inject('contentToken'));
  return shared;
}

/** Every stored document of a type (contact, application, career, sanity.fileAsset), oldest first. */
export function readDocuments<T extends Record<string, unknown> = Record<string, unknown>>(
  type: string,
  reader: SanityClient = sharedReader(),
): Promise<SanityDocument<T>[]> {
  return reader.fetch('*[_type == $type] | order(_createdAt asc)', { type });
}

/** One stored document, or undefined. */
export function readDocument<T extends Record<string, unknown> = Record<string, unknown>>(
  id: string,
  reader: SanityClient = sharedReader(),
): Promise<SanityDocument<T> | undefined> {
  return reader.getDocument<T>(id);
}

/** Polls until `find` returns something, for documents a page is still submitting. */
export async function waitForDocument<T>(
  find: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  let found: T | undefined;
  await until(async () => (found = await find()) !== undefined, {
    timeout: timeoutMs,
    interval: 200,
  });
  return found as T;
}

/** The stored submission a visitor was given this short reference for (KR-7F3K2Q), if any. */
export async function readByReference<T extends Record<string, unknown> = Record<string, unknown>>(
  reference: string,
  reader: SanityClient = sharedReader(),
): Promise<SanityDocument<T> | undefined> {
  return (
    (await reader.fetch<SanityDocument<T> | null>('*[reference == $reference][0]', {
      reference,
    })) ?? undefined
  );
}
