import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The production build the tests check: `E2E_DIST`, else `dist`, which `npm test` builds before
 * any test runs. Built here, once, only when missing (a layer run on its own on a fresh clone),
 * so no test run builds the site twice.
 */
export function productionBuild(): string {
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
    // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
    execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--outDir', distDir], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  return distDir;
}
