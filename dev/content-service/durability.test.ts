// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir, startTemporary } from '../testing/content-service';
import { contentReader } from '../testing/reader';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function contact(index: number) {
  return { _id: `contact.${randomUUID()}`, _type: 'contact', name: `Visitor ${index}` };
}

async function storedIds(dataDir: string): Promise<Set<string>> {
  const text = await readFile(join(dataDir, 'documents.json'), 'utf8');
  const { documents } = JSON.parse(text) as { documents: { _id: string }[] };
  return new Set(documents.map((document) => document._id));
}

/** Runs the CLI as its own process (no npx wrapper, so the kill hits the server itself). */
function startChild(dataDir: string, token: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve('dev/content-service/main.ts')],
    {
      env: { ...process.env, CONTENT_PORT: '0', CONTENT_DATA_DIR: dataDir, SANITY_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout?.off('data', onData);
        done({ child, url });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`content service exited (${code}): ${output}`)));
  });
}

describe('durability', () => {
  it('finds every acknowledged document after a clean restart on the same folder', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const first = await startTemporary({ dataDir, token: 't' });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await first.client.create(contact(i)))._id);
    await first.stop();

    const second = await startTemporary({ dataDir, token: 't' });
    cleanups.push(() => second.stop());
    const found = await second.client.fetch<string[]>('*[_type == "contact"]._id');
    expect(found.sort()).toEqual([...ids].sort());
    expect((await second.client.getDocument(ids[7] ?? ''))?.name).toBe('Visitor 7');
  });

  it('keeps every acknowledged document and a valid file when killed with SIGKILL mid-run', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const token = 'crash-token';
    const { child, url } = await startChild(dataDir, token);
    const exited = new Promise((done) => child.once('exit', done));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    const client = contentReader(url, token);

    const acknowledged: string[] = [];
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    // Four writers keep requests in flight all the time, so the kill lands mid-write.
    const writer = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        inFlight++;
        try {
          const created = await client.create(contact(worker * 1000 + i));
          acknowledged.push(created._id);
          if (acknowledged.length >= 40 && !killed) {
            killed = true;
            inFlightAtKill = inFlight - 1;
            child.kill('SIGKILL');
          }
        } catch {
          if (!killed) throw new Error('a write failed before the kill');
          return;
        } finally {
          inFlight--;
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    expect(inFlightAtKill).toBeGreaterThan(0);

    const onDisk = await storedIds(dataDir);
    for (const id of acknowledged) expect(onDisk.has(id), `${id} acknowledged but lost`).toBe(true);

    const restarted = await startTemporary({ dataDir, token });
    cleanups.push(() => restarted.stop());
    const found = new Set(await restarted.client.fetch<string[]>('*[_type == "contact"]._id'));
    for (const id of acknowledged) expect(found.has(id), `${id} missing after restart`).toBe(true);
    const leftovers = (await readdir(dataDir)).filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('refuses to start on a corrupt documents.json instead of overwriting it', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dataDir, 'documents.json'), '{"documents":[{"_id":"contact.1"');
    await expect(startTemporary({ dataDir })).rejects.toThrow(/not valid JSON.*refusing to start/);
    expect(await readFile(join(dataDir, 'documents.json'), 'utf8')).toBe(
      '{"documents":[{"_id":"contact.1"',
    );
  });
});
