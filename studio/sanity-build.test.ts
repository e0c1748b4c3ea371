import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { studioDir } from './scripts/install.js';
import { runCommand } from './test/run-command';

/*
 * `sanity build`, as a deploy runs it: the config, schema and desk bundle into a static
 * Studio. It needs about 35 s of CPU, so it runs once, beside the other tests; the time limit
 * allows for a two-core machine that is busy with them.
 */

const PROJECT_ID = 'kalpa0test';
/** A write token in the shell that builds, as on a machine that also runs the gateway. */
const TOKEN = `sk-build-test-${process.pid}-never-bundled`;
let outDir: string | undefined;

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('builds with sanity build into a static Studio for the configured project', async () => {
  outDir = await mkdtemp(join(tmpdir(), 'studio-build-'));
  const { code, output } = await runCommand(
    join(studioDir, 'node_modules', '.bin', 'sanity'),
    ['build', outDir, '--yes'],
    {
      cwd: studioDir,
      env: {
        ...process.env,
        SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
        SANITY_TOKEN: TOKEN,
        DO_NOT_TRACK: '1',
      },
    },
  );
  expect(code, output).toBe(0);
  const index = await readFile(join(outDir, 'index.html'), 'utf8');
  expect(index).toContain('<div id="sanity"');
  const scripts = await readdir(join(outDir, 'static'));
  const bundle = (
    await Promise.all(
      scripts
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(join(outDir!, 'static', name), 'utf8')),
    )
  ).join('\n');
  // The Studio takes its project from the environment at build time; staff log in, so the
  // gateway's token in the same shell never reaches the bundle.
  expect(bundle).toContain(PROJECT_ID);
  expect(bundle).not.toContain(TOKEN);
}, 600_000);
