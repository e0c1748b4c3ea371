// @vitest-environment node
import { createHash, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_VERSION, startTemporary, type Running } from '../../testing/services/content-service';
import { contentReader } from '../../testing/services/reader';
import { readStoredState } from './store';

let running: Running;

beforeEach(async () => {
  running = await startTemporary();
});

afterEach(async () => {
  await running.stop();
});

function contact(name: string) {
  return {
    _id: `contact.${randomUUID()}`,
    _type: 'contact',
    name,
    email: 'ann@example.com',
    phone: '9876543210',
    message: 'Need a quote for gelcoat',
    companyName: 'Lanka Compsite',
  };
}

function api(path: string, init: RequestInit = {}, token: string | null = running.token) {
  const headers = new Headers(init.headers);
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${running.service.url}/v${API_VERSION}${path}`, { ...init, headers });
}

/** What the data folder holds (snapshot plus journal), read from disk. */
async function storedOnDisk(): Promise<string[]> {
  return [...(await readStoredState(running.dataDir)).documents.keys()];
}

describe('documents through @sanity/client', () => {
  it('stores a created document and returns it from getDocument and a GROQ fetch', async () => {
    const doc = contact('Ann Kumar');
    const created = await running.client.create(doc);
    expect(created).toMatchObject({ ...doc, _rev: expect.any(String) });
    expect(Date.parse(created._createdAt)).not.toBeNaN();

    const read = await running.client.getDocument(doc._id);
    expect(read).toEqual(created);
    const fetched = await running.client.fetch<{ name: string; companyName: string }[]>(
      '*[_type == $type && email == $email]{name, companyName}',
      { type: 'contact', email: 'ann@example.com' },
    );
    expect(fetched).toEqual([{ name: 'Ann Kumar', companyName: 'Lanka Compsite' }]);
    expect(await storedOnDisk()).toEqual([doc._id]);
  });

  it('gives a document without an _id a generated uuid', async () => {
    const created = await running.client.create({ _type: 'application', name: 'Ravi' });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await running.client.getDocument(created._id)).toMatchObject({ name: 'Ravi' });
  });

  it('stores a document once when createIfNotExists is sent twice with the same id', async () => {
    const doc = contact('Ann');
    const first = await running.client.createIfNotExists(doc);
    const second = await running.client.createIfNotExists({ ...doc, name: 'Changed' });
    expect(second._rev).toBe(first._rev);
    expect(second.name).toBe('Ann');
    const count = await running.client.fetch<number>('count(*[_id == $id])', { id: doc._id });
    expect(count).toBe(1);
    expect(await storedOnDisk()).toEqual([doc._id]);
  });

  it('rejects create of an existing id with a 409 that says the document already exists', async () => {
    const doc = contact('Ann');
    await running.client.create(doc);
    const failure = running.client.create({ ...doc, name: 'Other' });
    await expect(failure).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining(`Document by ID "${doc._id}" already exists`),
    });
    expect((await running.client.getDocument(doc._id))?.name).toBe('Ann');
  });

  it('keeps _createdAt and changes _rev when createOrReplace replaces a document', async () => {
    const doc = contact('Ann');
    const created = await running.client.create(doc);
    const replaced = await running.client.createOrReplace({ ...doc, name: 'Ann K' });
    expect(replaced._createdAt).toBe(created._createdAt);
    expect(replaced._rev).not.toBe(created._rev);
    expect((await running.client.getDocument(doc._id))?.name).toBe('Ann K');
  });

  it('deletes a document', async () => {
    const doc = contact('Ann');
    await running.client.create(doc);
    await running.client.delete(doc._id);
    expect(await running.client.getDocument(doc._id)).toBeUndefined();
    expect(await storedOnDisk()).toEqual([]);
  });

  it('stores nothing of a transaction when one of its mutations fails', async () => {
    const existing = contact('Existing');
    await running.client.create(existing);
    const fresh = contact('Fresh');
    const commit = running.client
      .transaction()
      .create(fresh)
      .createOrReplace({ ...existing, name: 'Replaced' })
      .create(existing)
      .commit();
    await expect(commit).rejects.toMatchObject({ statusCode: 409 });
    expect(await running.client.getDocument(fresh._id)).toBeUndefined();
    expect((await running.client.getDocument(existing._id))?.name).toBe('Existing');
    expect(await storedOnDisk()).toEqual([existing._id]);
  });

  it('answers a multi-id doc request with the found documents and the missing ids as omitted', async () => {
    const doc = contact('Ann');
    await running.client.create(doc);
    const [found, missing] = await running.client.getDocuments([doc._id, 'contact.missing']);
    expect(found?._id).toBe(doc._id);
    expect(missing).toBeNull();
    const body = await (await api(`/data/doc/production/${doc._id},contact.missing`)).json();
    expect(body.omitted).toEqual([{ id: 'contact.missing', reason: 'existence' }]);
  });

  it('loses no document when many creates arrive at once', async () => {
    const docs = Array.from({ length: 25 }, (_, i) => contact(`Visitor ${i}`));
    await Promise.all(docs.map((doc) => running.client.create(doc)));
    expect(await running.client.fetch<number>('count(*[_type == "contact"])')).toBe(25);
    expect((await storedOnDisk()).sort()).toEqual(docs.map((d) => d._id).sort());
  });

  it('rejects a malformed GROQ query with a 400 that names the problem', async () => {
    await expect(running.client.fetch('*[_type == ')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    });
  });

  it('answers a POSTed query the same as a GET one', async () => {
    await running.client.create(contact('Ann'));
    const response = await api('/data/query/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[name == $name][0].name', params: { name: 'Ann' } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'Ann', ms: expect.any(Number) });
  });

  it('hides draft documents from queries under the default published perspective', async () => {
    await running.client.create({ _id: 'drafts.contact.x', _type: 'contact', name: 'Draft' });
    await running.client.create(contact('Published'));
    expect(await running.client.fetch('*[_type == "contact"].name')).toEqual(['Published']);
  });

  it('rejects a mutation it does not support with a clear message', async () => {
    const doc = contact('Ann');
    await running.client.create(doc);
    const byQuery = running.client.patch({ query: '*[_type == "contact"]' }).set({ name: 'X' });
    await expect(byQuery.commit()).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Patches by query are not supported'),
    });
    expect((await running.client.getDocument(doc._id))?.name).toBe('Ann');
  });
});

describe('file assets', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const sha1 = createHash('sha1').update(pdf).digest('hex');

  it('stores an uploaded PDF as file-<sha1>-pdf and serves it back byte-identical', async () => {
    const asset = await running.client.assets.upload('file', pdf, {
      filename: 'Resume Ann.pdf',
      contentType: 'application/pdf',
    });
    expect(asset).toMatchObject({
      _id: `file-${sha1}-pdf`,
      _type: 'sanity.fileAsset',
      originalFilename: 'Resume Ann.pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
      size: pdf.byteLength,
      sha1hash: sha1,
      path: `files/test/production/${sha1}.pdf`,
    });
    expect(await running.client.getDocument(asset._id)).toEqual(asset);

    const download = await fetch(asset.url, {
      headers: { Authorization: `Bearer ${running.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(asset.url)).status).toBe(401);
  });

  it('returns the same asset document when the same bytes are uploaded twice', async () => {
    const first = await running.client.assets.upload('file', pdf, { filename: 'a.pdf' });
    const second = await running.client.assets.upload('file', pdf, { filename: 'b.pdf' });
    expect(second).toEqual(first);
    const count = await running.client.fetch<number>('count(*[_type == "sanity.fileAsset"])');
    expect(count).toBe(1);
  });

  it('refuses an asset over 10 MB with 413', async () => {
    const response = await api('/assets/files/production?filename=big.pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await running.client.fetch('count(*)')).toBe(0);
  });
});

describe('refusals', () => {
  it('answers a wrong token with 401, which the client raises as an error', async () => {
    const intruder = contentReader(running.service.url, 'not-the-token');
    await expect(intruder.fetch('*')).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('Unauthorized'),
    });
    await expect(intruder.create(contact('Mallory'))).rejects.toMatchObject({ statusCode: 401 });
    expect(await running.client.fetch('count(*)')).toBe(0);
  });

  it('answers a request without a token with 401', async () => {
    const response = await api('/data/query/production?query=*', {}, null);
    expect(response.status).toBe(401);
    expect((await response.json()).error.description).toContain('Bearer');
  });

  it('answers an unknown dataset with 404', async () => {
    const other = contentReader(running.service.url, running.token).withConfig({
      dataset: 'staging',
    });
    await expect(other.fetch('*')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Dataset "staging" not found'),
    });
  });

  it('refuses a JSON body over 1 MB with 413 and stores nothing', async () => {
    const body = JSON.stringify({
      mutations: [{ create: { _type: 'contact', message: 'x'.repeat(1024 * 1024) } }],
    });
    const response = await api('/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await running.client.fetch('count(*)')).toBe(0);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await api('/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mutations": [',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.description).toBe('Request body is not valid JSON');
  });
});

describe('injected faults', () => {
  it('answers 500 while the fault is set, stores nothing, and recovers when it is cleared', async () => {
    running.service.setFaults({ status: 500 });
    const doc = contact('Ann');
    await expect(running.client.create(doc)).rejects.toMatchObject({ statusCode: 500 });
    running.service.setFaults({});
    expect(await running.client.getDocument(doc._id)).toBeUndefined();
    await running.client.create(doc);
    expect((await running.client.getDocument(doc._id))?.name).toBe('Ann');
  });

  it('answers 429 with Retry-After', async () => {
    running.service.setFaults({ status: 429 });
    const response = await api('/data/query/production?query=*');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('answers garbage that the client cannot parse', async () => {
    running.service.setFaults({ garbage: true });
    await expect(running.client.create(contact('Ann'))).rejects.toThrow();
    const response = await api('/data/query/production?query=*');
    await expect(response.json()).rejects.toThrow();
  });

  it('answers late by the set delay', async () => {
    running.service.setFaults({ delayMs: 300 });
    const started = performance.now();
    await running.client.fetch('count(*)');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
