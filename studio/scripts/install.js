#!/usr/bin/env node
// Installs the Studio's own dependencies from studio/package-lock.json, and only when that lock
// file (or the platform) changed since the last install: `npm run studio`, `.ci/run` and the
// Studio's tests all call this, so none of them pays the install twice. The site's own
// `npm install` never installs the Studio.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const studioDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(studioDir, 'node_modules', '.installed-from-lock');

/** What an install depends on: the lock file's bytes and the platform's native packages. */
export function installKey() {
  return createHash('sha256')
    .update(readFileSync(join(studioDir, 'package-lock.json')))
    .update(`${process.platform}-${process.arch}`)
    .digest('hex');
}

/** True when studio/node_modules was installed from the current lock file. */
export function studioInstalled() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === installKey();
}

/**
 * Runs `npm ci` in studio/ unless node_modules already matches the lock file.
 * @param {(line: string) => void} [log]
 * @returns {boolean} whether it installed
 */
export function ensureStudioInstalled(log = (line) => console.log(line)) {
  if (studioInstalled()) return false;
  log('Installing the Studio (studio/package-lock.json); skipped while the lock file is unchanged');
  const started = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: studioDir, stdio: 'inherit' });
  writeFileSync(stampFile, installKey());
  log(`Studio installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!ensureStudioInstalled()) console.log('Studio dependencies match studio/package-lock.json');
}
