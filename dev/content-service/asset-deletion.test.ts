// @vitest-environment node
// Deleting a file asset's document deletes its stored bytes, as the Content Lake does: an
// erased CV must not stay downloadable or on disk.
import { randomUUID } from 'node:crypto';
import { access, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  startTemporary,
  type Running,
} from '../../testing/services/content-service';

let dataDir: string;
let running: Running;

beforeEach(async () => {
  dataDir = await makeDataDir();
  running = await startTemporary({ dataDir });
});

afterEach(async () => {
  await running.stop();
  await removeDataDir(dataDir);
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer <<>>\n%%EOF\n`);
const storedFiles = () => readdir(join(dataDir, 'files'));
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function upload(text: string) {
  const asset = await running.client.assets.upload('file', pdf(text), {
    filename: `${text}.pdf`,
    contentType: 'application/pdf',
  });
  return { ...asset, file: `${String(asset.sha1hash)}.pdf` };
}

function download(url: string) {
  return fetch(url, { headers: { Authorization: `Bearer ${running.token}` } });
}

describe('file asset deletion', () => {
  it('deletes the stored bytes with the asset document, and keeps other files', async () => {
    const cv = await upload('cv of ann');
    const other = await upload('cv of bob');
    expect((await download(cv.url)).status).toBe(200);

    await running.client.delete(cv._id);

    expect(await running.client.getDocument(cv._id)).toBeUndefined();
    expect((await download(cv.url)).status).toBe(404);
    expect(await storedFiles()).toEqual([other.file]);
    expect((await download(other.url)).status).toBe(200);
  });

  it('keeps the bytes when only the document referring to them is deleted', async () => {
    const cv = await upload('cv of carol');
    const career = {
      _id: `career.${randomUUID()}`,
      _type: 'career',
      resume: { _type: 'file', asset: { _type: 'reference', _ref: cv._id } },
    };
    await running.client.create(career);
    await running.client.delete(career._id);
    expect((await download(cv.url)).status).toBe(200);
  });

  it('deletes the bytes when the asset goes in one transaction with its application', async () => {
    const cv = await upload('cv of dev');
    const id = `career.${randomUUID()}`;
    await running.client.create({
      _id: id,
      _type: 'career',
      resume: { _type: 'file', asset: { _type: 'reference', _ref: cv._id } },
    });
    await running.client.transaction().delete(id).delete(`drafts.${id}`).delete(cv._id).commit();
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps the bytes of an asset uploaded again after its deletion', async () => {
    const first = await upload('cv of eve');
    await running.client.delete(first._id);
    const again = await upload('cv of eve');
    expect(again._id).toBe(first._id);
    expect((await download(again.url)).status).toBe(200);
  });

  it('removes at start-up bytes that no asset document names (a crash before their deletion)', async () => {
    const kept = await upload('cv of fay');
    await running.service.close();
    const stray = join(dataDir, 'files', `${'a'.repeat(40)}.pdf`);
    await writeFile(stray, pdf('stray'));
    running = await startTemporary({ dataDir, token: running.token });
    expect(await exists(stray)).toBe(false);
    expect((await download(`${running.service.url}/${String(kept.path)}`)).status).toBe(200);
  });
});
