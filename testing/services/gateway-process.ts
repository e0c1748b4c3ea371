import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';

export interface GatewayProcess {
  url: string;
  port: number;
  /** Every line the process wrote, standard output and error, in order. */
  readonly lines: readonly string[];
  /** Resolves with the first line (already written or to come) that `match` accepts. */
  waitForLine(match: (line: string) => boolean): Promise<string>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Sends a signal (SIGTERM, as an orchestrator stopping it). */
  signal(signal: NodeJS.Signals): void;
  /** Kills it if it still runs and waits for the end. */
  close(): Promise<void>;
}

/**
 * The gateway's Node server (src/server/main.ts) in a process of its own, as a deploy runs it,
 * on a free loopback port: what tests of its logs, its stop and its probes talk to.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('src/server/main.ts')], {
    // Only what a deploy would set: no variable of the test's own environment leaks in.
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<{ match: (line: string) => boolean; done: (line: string) => void }>();
  const add = (line: string) => {
    lines.push(line);
    for (const waiter of waiters) {
      if (!waiter.match(line)) continue;
      waiters.delete(waiter);
      waiter.done(line);
    }
  };
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) if (line) add(line);
    });
    stream?.on('end', () => rest && add(rest));
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<number | string>((done) =>
    child.once('close', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  // A test that timed out never reaches its close(): the process ends with the test run's.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));

  function waitForLine(match: (line: string) => boolean): Promise<string> {
    const found = lines.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((done, fail) => {
      const waiter = { match, done };
      waiters.add(waiter);
      void exited.then((code) => {
        if (!waiters.delete(waiter)) return;
        fail(new Error(`the gateway exited (${code}) first:\n${lines.join('\n')}`));
      });
    });
  }

  await waitForLine((line) => line.includes('listening on port'));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    lines,
    waitForLine,
    exited,
    signal: (signal) => child.kill(signal),
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
