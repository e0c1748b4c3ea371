import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

const firstFound = (candidates: (string | undefined)[]) =>
  candidates.find((p): p is string => Boolean(p && existsSync(p)));

/**
 * The browser visitors run: CHROME_PATH, else Debian's chromium. The bench measures with it, and
 * tests of what a visitor's browser fetches ahead of need use it (visitorBrowser in ./fixture.ts).
 * Tests never download a browser of their own.
 */
export function chromePath(): string {
  const found = firstFound([
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or install the chromium package');
  return found;
}

/**
 * The browser most tests drive: Chromium's headless shell (CHROME_SHELL_PATH, else Debian's
 * chromium-headless-shell), the same engine and version without the desktop browser around it,
 * which runs the same pages on some 40% less processor time; chromePath() where it is missing.
 * One difference shows in tests: with no connection estimate, the shell fetches lazy pictures
 * from about 2,500 px below the window where Chrome on a fast line waits until 1,250 px.
 */
export function shellPath(): string {
  return (
    firstFound([process.env.CHROME_SHELL_PATH, '/usr/bin/chromium-headless-shell']) ?? chromePath()
  );
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

/** Chromium as visitors run it (chromePath), with the tests' switches and `extraArgs` after them. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [...CHROME_ARGS, ...extraArgs],
    headless: true,
  });
}

/** The headless shell (shellPath), with the same switches and `extraArgs` after them. */
export function launchShell(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = shellPath();
  // The shell is headless only; the switch that picks Chrome's new headless mode is not its own.
  const args = CHROME_ARGS.filter(
    (arg) => executablePath === chromePath() || !arg.startsWith('--headless'),
  );
  return chromium.launch({ executablePath, args: [...args, ...extraArgs], headless: true });
}

/**
 * Switches Chromium 156 and later back to keeping a failed import in the module map, as Chromium
 * before 156 and other browsers that predate the change in the HTML standard do. A Chromium
 * without the switch ignores it.
 */
export const KEEP_FAILED_IMPORTS = '--disable-features=ModuleMapDoNotCacheFailedFetch';
