import type { SanityClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SERVICE } from '../../src/content/constants';
import {
  startContentService,
  type ContentService,
  type ContentServiceOptions,
} from '../../dev/content-service/server';
import { contentReader } from './reader';

export const API_VERSION = CONTENT_SERVICE.apiVersion;
export const ALLOWED_ORIGIN = 'http://localhost:4173';

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'content-service-'));
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true });
}

export interface Running {
  service: ContentService;
  client: SanityClient;
  token: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A service on a free port over a fresh temp folder, and a client that holds its token. */
export async function startTemporary(
  overrides: Partial<ContentServiceOptions> = {},
): Promise<Running> {
  const dataDir = overrides.dataDir ?? (await makeDataDir());
  const token = overrides.token ?? `token-${Math.random().toString(36).slice(2)}`;
  const service = await startContentService({
    port: 0,
    dataDir,
    token,
    allowedOrigins: [ALLOWED_ORIGIN],
    projectId: 'test',
    ...overrides,
  });
  return {
    service,
    client: contentReader(service.url, token),
    token,
    dataDir,
    async stop() {
      await service.close();
      if (!overrides.dataDir) await removeDataDir(dataDir);
    },
  };
}
