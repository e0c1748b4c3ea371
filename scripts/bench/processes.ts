import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTENT_SERVICE } from '../../src/content/constants';
import { freePort } from '../../testing/services/free-port';

/** A child process started from a TypeScript entry point, ready once it printed `ready`. */
function startChild(entry: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<ChildProcess>((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        done(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`${entry} exited (${code}): ${output}`)));
  });
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

export interface BenchContent {
  url: string;
  token: string;
  /** The mutate endpoint as the gateway calls it. */
  mutateUrl: string;
  /** Kills the service with SIGKILL, as a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The local content service in its own process over a fresh folder, as `npm start` runs it. */
export async function startBenchContent(): Promise<BenchContent> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-bench-content-'));
  const token = randomBytes(18).toString('base64url');
  const port = await freePort();
  const env = {
    CONTENT_PORT: String(port),
    CONTENT_HOST: '127.0.0.1',
    CONTENT_DATA_DIR: dataDir,
    SANITY_TOKEN: token,
  };
  const start = () => startChild('dev/content-service/main.ts', env, /listening on/);
  let child: ChildProcess | undefined = await start();
  const url = `http://127.0.0.1:${port}`;
  const { apiVersion, dataset } = CONTENT_SERVICE;
  return {
    url,
    token,
    mutateUrl: `${url}/v${apiVersion}/data/mutate/${dataset}?returnIds=false&returnDocuments=false&visibility=sync`,
    async kill() {
      await stopChild(child, 'SIGKILL');
      child = undefined;
    },
    async restart() {
      child ??= await start();
    },
    async close() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The gateway's Node server (src/server/main.ts) in its own process, writing to `content`. */
export async function startBenchGateway(
  content: BenchContent,
  env: Record<string, string> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const child = await startChild(
    'src/server/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANITY_PROJECT_ID: 'bench',
      SANITY_TOKEN: content.token,
      SANITY_API_HOST: content.url,
      // The bench sends from one address; the limit itself is not what is measured.
      RATE_LIMIT_MAX: '100000000',
      ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
      ...env,
    },
    /listening on port/,
  );
  return { url: `http://127.0.0.1:${port}`, close: () => stopChild(child) };
}
