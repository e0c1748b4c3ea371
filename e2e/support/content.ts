import { createClient, type SanityClient, type SanityDocument } from '@sanity/client';
import { inject } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTENT_SERVICE } from '../../src/content/constants';
import { startStack, type Stack } from '../../dev/stack';
import { TEST_STACK_ENV } from './test-env';

function readerFor(contentUrl: string, token: string): SanityClient {
  return createClient({
    projectId: 'e2e',
    dataset: CONTENT_SERVICE.dataset,
    apiVersion: CONTENT_SERVICE.apiVersion,
    apiHost: contentUrl,
    useProjectHostname: false,
    useCdn: false,
    token,
    maxRetries: 0,
  });
}

let shared: SanityClient | undefined;
function sharedReader(): SanityClient {
  shared ??= readerFor(inject('contentUrl'), inject('contentToken'));
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
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`no document after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface TestStack extends Stack {
  /** Reader bound to this stack's content service; pass it to readDocuments/readDocument. */
  reader: SanityClient;
}

/**
 * A private stack (site, gateway, content service, optional partner origin) for a test file
 * that makes the content service fail, slow or stop (`stack.content.setFaults`, `.stop()`,
 * `.start()`), or needs its own gateway settings (e.g. `{ RATE_LIMIT_MAX: '2' }`), without
 * disturbing tests that share the global stack.
 */
export async function startTestStack(
  options: { env?: Record<string, string>; partner?: boolean } = {},
): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-e2e-own-'));
  const stack = await startStack({
    port: 0,
    contentPort: 0,
    ...(options.partner ? { partnerPort: 0 } : {}),
    distDir: resolve(process.env.E2E_DIST ?? 'dist'),
    dataDir,
    env: { ...TEST_STACK_ENV, ...options.env },
    log: () => undefined,
  });
  return {
    ...stack,
    reader: readerFor(stack.contentUrl, stack.contentToken),
    async close() {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
