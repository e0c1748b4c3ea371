import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../dev/stack';
import { productionBuild } from '../services/production-build';
import { TEST_STACK_ENV } from '../services/stack-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site, gateway (/api) and embed loader. */
    siteUrl: string;
    /** demo/ served from a second origin that the gateway allows. */
    partnerUrl: string;
    /** The local content service; the fixture's `stack.reader` and ./stored.ts read it. */
    contentUrl: string;
    contentToken: string;
  }
}

/**
 * Serves the production build (../services/production-build.ts), gateway and content service
 * once for all browser tests, on free ports, a fresh data folder and a random token; the
 * fixture (./fixture.ts) hands their addresses to the tests. Tests that break the content
 * service on purpose use a stack of their own (the fixture's `ownStack`, startTestStack in
 * ../services/stack.ts) so they cannot disturb others.
 */
export default async function setup(project: TestProject) {
  const distDir = productionBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-e2e-'));
  const stack = await startStack({
    port: 0,
    partnerPort: 0,
    contentPort: 0,
    distDir,
    dataDir,
    env: TEST_STACK_ENV,
    log: () => undefined,
  });
  project.provide('siteUrl', stack.siteUrl);
  project.provide('partnerUrl', stack.partnerUrl ?? '');
  project.provide('contentUrl', stack.contentUrl);
  project.provide('contentToken', stack.contentToken);
  return async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
