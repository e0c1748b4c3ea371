import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps no data on disk). */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real `redis-server` (Debian's package) on a free loopback port with its own temp folder
 * and no persistence, for tests of the shared rate limit and the mail outbox.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'resin-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    if (child) return;
    const next = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise<void>((done, fail) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/ready to accept connections/i.test(output)) {
          next.stdout?.off('data', onData);
          next.stdout?.resume();
          done();
        }
      };
      next.stdout?.on('data', onData);
      next.once('error', (err) =>
        fail(
          new Error(`redis-server could not start (apt-get install redis-server): ${err.message}`),
        ),
      );
      next.once('exit', (code) => fail(new Error(`redis-server exited (${code}): ${output}`)));
    });
    child = next;
  }

  async function kill() {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((done) => current.once('exit', done));
    current.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
