import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's chromium: tests never download a browser of their own. */
export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or install the chromium package');
  return found;
}

export const CHROME_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** Chromium with the tests' switches, and `extraArgs` after them. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [...CHROME_ARGS, ...extraArgs],
    headless: true,
  });
}

/**
 * Switches Chromium 156 and later back to keeping a failed import in the module map, as Chromium
 * before 156 and other browsers that predate the change in the HTML standard do. A Chromium
 * without the switch ignores it.
 */
export const KEEP_FAILED_IMPORTS = '--disable-features=ModuleMapDoNotCacheFailedFetch';
