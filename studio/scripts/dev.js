#!/usr/bin/env node
// `npm run studio` from the repository root: `sanity dev`, installed on first use. With a Sanity
// project (SANITY_PROJECT_ID) it works against that project as deployed. Without one it works
// against the local content service of a running `npm start`, signed in as its local staff user.
import { spawn } from 'node:child_process';
import { request } from 'node:https';
import { join } from 'node:path';
import { ensureStudioInstalled, studioDir } from './install.js';

const env = { ...process.env };
// The gateway's variables name the same project; the Studio's bundle only sees SANITY_STUDIO_*.
env.SANITY_STUDIO_PROJECT_ID ||= env.SANITY_PROJECT_ID ?? '';
env.SANITY_STUDIO_DATASET ||= env.SANITY_DATASET ?? '';
const port = env.STUDIO_PORT || '3333';

/**
 * Whether the local content service answers on its HTTPS address (its own certificate).
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function answers(url) {
  return new Promise((resolve) => {
    const req = request(`${url}/v1/ping`, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

if (!env.SANITY_STUDIO_PROJECT_ID) {
  const apiHost = `https://localhost:${env.CONTENT_HTTPS_PORT || '4602'}`;
  if (!(await answers(apiHost))) {
    console.error(
      [
        `No local content service answers at ${apiHost}. Without SANITY_PROJECT_ID the Studio`,
        'works against the one `npm start` runs: start that first (it also serves the built',
        'Studio), or set SANITY_PROJECT_ID to work against a Sanity project, e.g.',
        '  SANITY_PROJECT_ID=abc123de npm run studio',
        'See "The Studio" in README.md.',
      ].join('\n'),
    );
    process.exit(1);
  }
  env.SANITY_STUDIO_PROJECT_ID = env.SANITY_PROJECT_ID || 'local';
  env.SANITY_STUDIO_LOCAL_API = JSON.stringify({
    projectId: env.SANITY_STUDIO_PROJECT_ID,
    dataset: env.SANITY_STUDIO_DATASET || 'production',
    apiHost,
  });
  console.log(`The Studio against the local content service (${apiHost}), as its local staff user`);
} else if (!/^[a-z0-9-]+$/.test(env.SANITY_STUDIO_PROJECT_ID)) {
  console.error('SANITY_PROJECT_ID (or SANITY_STUDIO_PROJECT_ID) must be a Sanity project id.');
  process.exit(1);
}

ensureStudioInstalled();
env.DO_NOT_TRACK ??= '1';
env.NO_UPDATE_NOTIFIER ??= '1';
const sanity = join(studioDir, 'node_modules', '.bin', 'sanity');
const child = spawn(sanity, ['dev', '--port', port], { cwd: studioDir, env, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
