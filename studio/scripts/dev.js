#!/usr/bin/env node
// `npm run studio` from the repository root: the Studio against the Sanity project the gateway
// writes to, installed on first use. The Studio cannot run against the local content service
// (it needs Sanity's login, listeners and history), so a real project id is required.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureStudioInstalled, studioDir } from './install.js';

const env = { ...process.env };
// The gateway's variables name the same project; the Studio's bundle only sees SANITY_STUDIO_*.
env.SANITY_STUDIO_PROJECT_ID ||= env.SANITY_PROJECT_ID ?? '';
env.SANITY_STUDIO_DATASET ||= env.SANITY_DATASET ?? '';

if (!/^[a-z0-9-]+$/.test(env.SANITY_STUDIO_PROJECT_ID)) {
  console.error(
    [
      'The Studio needs the Sanity project the submissions are stored in.',
      'Set SANITY_PROJECT_ID (or SANITY_STUDIO_PROJECT_ID) to its id, e.g.',
      '  SANITY_PROJECT_ID=abc123de npm run studio',
      'and SANITY_DATASET when it is not "production". See "The Studio" in README.md.',
    ].join('\n'),
  );
  process.exit(1);
}

ensureStudioInstalled();
const port = env.STUDIO_PORT || '3333';
const sanity = join(studioDir, 'node_modules', '.bin', 'sanity');
const child = spawn(sanity, ['dev', '--port', port], { cwd: studioDir, env, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
