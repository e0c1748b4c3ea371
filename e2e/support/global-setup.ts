import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../dev/stack';
import { TEST_STACK_ENV } from '../../dev/testing/test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site, gateway (/api) and embed loader. */
    siteUrl: string;
    /** demo/ served from a second origin that the gateway allows. */
    partnerUrl: string;
    /** The local content service; read stored documents with e2e/support/content.ts. */
    contentUrl: string;
    contentToken: string;
    dataDir: string;
  }
}

/**
 * Starts the production build, gateway and content service once for all browser tests, on
 * free ports, a fresh data folder and a random token. `E2E_DIST` names the build to test
 * (default `dist`); it is built here if missing. Tests that break the content service on
 * purpose start their own stack (startTestStack in ./content.ts) so they cannot disturb others.
 */
export default async function setup(project: TestProject) {
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
    execFileSync('npx', ['vite', 'build', '--outDir', distDir], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
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
  project.provide('dataDir', dataDir);
  return async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
