import type { SanityClient } from '@sanity/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  startBackend,
  startStack,
  type Backend,
  type LocalContent,
  type Stack,
} from '../../dev/stack';
import { productionBuild } from './production-build';
import { contentReader } from './reader';
import { TEST_STACK_ENV } from './stack-env';

export interface TestStack extends Stack {
  /** The in-process content service: fault it, stop it, start it again. */
  content: LocalContent;
  /** Reads back what the content service stored, with its token. */
  reader: SanityClient;
  /** Runs a GROQ query against the content service, as the site's owners would read it back. */
  query<T>(groq: string, params?: Record<string, unknown>): Promise<T>;
}

/**
 * The whole product (production build, gateway, local content service, optionally demo/ on a
 * partner origin) on free ports over a fresh data folder, for a test file that makes the content
 * service fail, slow or stop, or needs its own gateway settings (e.g. `{ RATE_LIMIT_MAX: '2' }`),
 * without disturbing tests that share the global stack.
 */
export async function startTestStack(
  options: {
    env?: Record<string, string>;
    partner?: boolean;
    /** Serve a built Studio (./studio-build.ts) on the content service's HTTPS address. */
    studioDir?: string;
  } = {},
): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-stack-'));
  const stack = await startStack({
    port: 0,
    contentPort: 0,
    ...(options.partner ? { partnerPort: 0 } : {}),
    ...(options.studioDir ? { studio: { port: 0, dir: options.studioDir } } : {}),
    distDir: productionBuild(),
    dataDir,
    env: { ...TEST_STACK_ENV, ...options.env },
    log: () => undefined,
  });
  const content = stack.content;
  if (!content) throw new Error('A test stack needs the in-process content service');
  const reader = contentReader(stack.contentUrl, stack.contentToken);
  return {
    ...stack,
    content,
    reader,
    query: <T>(groq: string, params: Record<string, unknown> = {}) => reader.fetch<T>(groq, params),
    async close() {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The backend of `npm start` alone (gateway, local content service with its submissions listing,
 * mail caught on a local page) over a fresh data folder, for tests of those local pages.
 */
export async function startLocalBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-backend-'));
  const backend = await startBackend({
    hostname: 'localhost',
    contentPort: 0,
    dataDir,
    env: { SANITY_TOKEN: `t-${randomUUID()}`, RATE_LIMIT_MAX: '100' },
    siteOrigins: ['http://localhost:4173'],
    log: () => undefined,
  });
  return {
    ...backend,
    async close() {
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
