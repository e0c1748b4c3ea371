import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The Studio as `sanity build` makes it for a deploy, built once and reused until studio/
 * changes, as the site's dist/ is: `npm start` serves it on the local content service (which
 * tells the page at load to use the service, see content-service/studio-files.ts) and the tests
 * open it. The build is keyed by what goes into it: the Studio's sources, its lock file, the
 * project and dataset it names and the build's environment. Tests beside the code and the
 * Studio's own scratch folders are not part of it.
 */

export const STUDIO_DIR = resolve('studio');
// Not in the bundle: installs, scratch folders, tests, and the scripts that install and run it.
const LEFT_OUT = /^(node_modules|dist|dist-.*|\.sanity|test|scripts)$|\.test\.ts$/;
/** Longer than any build; a lock older than this was left by a process that died. */
const STALE_LOCK_MS = 20 * 60 * 1000;

export interface StudioBuildOptions {
  projectId: string;
  dataset: string;
  /** More environment for the build (part of its key), e.g. a token that must not get in. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

function sources(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    if (LEFT_OUT.test(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, into);
    else into.push(path);
  }
  return into;
}

function buildKey(options: StudioBuildOptions): string {
  const hash = createHash('sha256');
  for (const file of sources(STUDIO_DIR)) {
    hash.update(relative(STUDIO_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const env = Object.entries(options.env ?? {}).sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify([options.projectId, options.dataset, env, process.platform]));
  return hash.digest('hex').slice(0, 16);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void) {
  return new Promise<void>((done, fail) => {
    const child = spawn(command, args, { cwd: STUDIO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) return done();
      log(output);
      fail(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Runs `work` holding a lock folder, after another process's build of the same Studio. */
async function locked<T>(path: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch {
      const held = statSync(path, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(path, { recursive: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The folder of a built Studio for `options`: `studio/dist-<projectId>`, built now when missing
 * or made from other sources. Installs the Studio's own dependencies first when its lock file
 * changed (studio/scripts/install.js).
 */
export async function studioBuild(options: StudioBuildOptions): Promise<string> {
  const log = options.log ?? ((line: string) => console.log(line));
  const out = join(STUDIO_DIR, `dist-${options.projectId}`);
  const stamp = join(out, '.built-from');
  await run(process.execPath, [join(STUDIO_DIR, 'scripts', 'install.js')], process.env, log);
  const key = buildKey(options);
  const fresh = () => existsSync(stamp) && readFileSync(stamp, 'utf8') === key;
  if (fresh()) return out;
  return locked(`${out}.lock`, async () => {
    if (fresh()) return out;
    log('Building the Studio (sanity build); rebuilt only when studio/ changes');
    const started = Date.now();
    const temp = `${out}.${process.pid}.tmp`;
    // What a build that was stopped left behind (the lock is ours, so no build is running).
    for (const name of readdirSync(STUDIO_DIR))
      if (name.startsWith(`dist-${options.projectId}.`) && name.endsWith('.tmp'))
        rmSync(join(STUDIO_DIR, name), { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...options.env,
      SANITY_STUDIO_PROJECT_ID: options.projectId,
      SANITY_STUDIO_DATASET: options.dataset,
      DO_NOT_TRACK: '1',
      NO_UPDATE_NOTIFIER: '1',
    };
    // A build says nothing of where it runs: the local service tells the page at load.
    delete env.SANITY_STUDIO_LOCAL_API;
    await run(
      join(STUDIO_DIR, 'node_modules', '.bin', 'sanity'),
      ['build', temp, '--yes'],
      env,
      log,
    );
    writeFileSync(join(temp, '.built-from'), key);
    rmSync(out, { recursive: true, force: true });
    renameSync(temp, out);
    log(`Studio built in ${Math.round((Date.now() - started) / 1000)} s`);
    return out;
  });
}
