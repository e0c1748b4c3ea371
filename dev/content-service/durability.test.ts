// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir, startTemporary } from '../../testing/services/content-service';
import { contentReader } from '../../testing/services/reader';
import { encodeRecord } from './journal';
import { readStoredState } from './store';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function contact(index: number) {
  return { _id: `contact.${randomUUID()}`, _type: 'contact', name: `Visitor ${index}` };
}

/** What the folder holds on disk (snapshot plus journal), read without starting the service. */
async function storedIds(dataDir: string): Promise<Set<string>> {
  return new Set((await readStoredState(dataDir)).documents.keys());
}

function stored(id: string, name: string) {
  const at = '2026-11-23T10:00:00.000Z';
  return { _id: id, _type: 'contact', name, _createdAt: at, _updatedAt: at, _rev: 'r1' };
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
    await writeFile(join(dataDir, 'documents.json'), '{"documents":[{"_id":"contact.1"');
    await expect(startTemporary({ dataDir })).rejects.toThrow(/not valid JSON.*refusing to start/);
    expect(await readFile(join(dataDir, 'documents.json'), 'utf8')).toBe(
      '{"documents":[{"_id":"contact.1"',
    );
  });

  it('ignores a torn last journal record on start: its transaction is all or nothing', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const whole = encodeRecord([['contact.a', stored('contact.a', 'A')]]);
    // A transaction of two documents whose record a crash cut short.
    const torn = encodeRecord([
      ['contact.b', stored('contact.b', 'B')],
      ['contact.c', stored('contact.c', 'C')],
    ]);
    await writeFile(join(dataDir, 'journal.ndjson'), whole + torn.slice(0, torn.length - 20));
    const running = await startTemporary({ dataDir, token: 't' });
    cleanups.push(() => running.stop());
    const ids = await running.client.fetch<string[]>('*[_type == "contact"]._id');
    expect(ids).toEqual(['contact.a']);
  });

  it('ignores a last record whose checksum does not match (bytes a crash left behind)', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const good = encodeRecord([['contact.a', stored('contact.a', 'A')]]);
    const bad = encodeRecord([['contact.b', stored('contact.b', 'B')]]).replace('"B"', '"X"');
    await writeFile(join(dataDir, 'journal.ndjson'), good + bad);
    expect([...(await storedIds(dataDir))]).toEqual(['contact.a']);
  });

  it('refuses to start when a damaged record is followed by good ones', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const good = encodeRecord([['contact.a', stored('contact.a', 'A')]]);
    await writeFile(join(dataDir, 'journal.ndjson'), `${good}0000 garbage\n${good}`);
    await expect(startTemporary({ dataDir })).rejects.toThrow(/damaged record before good ones/);
  });

  it('folds the journal into documents.json at start-up and past its size limit', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const first = await startTemporary({ dataDir, token: 't', journalLimitBytes: 2_000 });
    for (let i = 0; i < 30; i++) await first.client.create(contact(i));
    // Each record is about 250 bytes: the journal was emptied on the way, never past ~2 KB.
    expect((await stat(join(dataDir, 'journal.ndjson'))).size).toBeLessThan(2_500);
    const snapshot = JSON.parse(await readFile(join(dataDir, 'documents.json'), 'utf8')) as {
      documents: unknown[];
    };
    expect(snapshot.documents.length).toBeGreaterThan(0);
    await first.stop();

    const second = await startTemporary({ dataDir, token: 't' });
    cleanups.push(() => second.stop());
    expect((await stat(join(dataDir, 'journal.ndjson'))).size).toBe(0);
    expect(await second.client.fetch('count(*[_type == "contact"])')).toBe(30);
  });

  it('writes in constant time per document, however many are stored', async () => {
    const running = await startTemporary();
    cleanups.push(() => running.stop());
    const batch = (from: number) =>
      running.client.mutate(
        Array.from({ length: 500 }, (_, i) => ({ create: contact(from + i) })),
        { visibility: 'async' },
      );
    for (let i = 0; i < 10; i++) await batch(i * 500);
    const journal = await stat(join(running.dataDir, 'journal.ndjson'));
    // 5,000 documents went to the journal; documents.json was never rewritten.
    expect(journal.size).toBeGreaterThan(500_000);
    await expect(stat(join(running.dataDir, 'documents.json'))).rejects.toThrow();
  });
});
