import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../dev/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the production build, gateway and content service once for all browser tests, on
 * free ports and a fresh data folder. `E2E_DIST` names the build to test (default `dist`); it
 * is built here if missing.
 */
export default async function setup(project: TestProject) {
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    execFileSync('npx', ['vite', 'build', '--outDir', distDir], { stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-e2e-'));
  const stack = await startStack({ port: 0, distDir });
  project.provide('siteUrl', stack.siteUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
