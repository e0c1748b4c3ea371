import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { studioDir } from './scripts/install.js';
import { runCommand } from './test/run-command';

/*
 * The repository's `tsc` leaves studio/ out on purpose: its types come from the Studio's own
 * node_modules, which the site's install does not have. The Studio is type-checked here, with
 * its own tsconfig, once its dependencies are installed.
 */
it('type-checks with its own tsconfig', async () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const { code, output } = await runCommand(
    process.execPath,
    [tsc, '--noEmit', '-p', 'tsconfig.json'],
    {
      cwd: studioDir,
    },
  );
  expect(code, output).toBe(0);
}, 180_000);
