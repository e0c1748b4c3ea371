// @vitest-environment node
// Patches as the Sanity Studio and scripts send them, through the real @sanity/client.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTemporary, type Running } from '../../testing/services/content-service';
import { readStoredState } from './store';

let running: Running;

beforeEach(async () => {
  running = await startTemporary();
});

afterEach(async () => {
  await running.stop();
});

async function storedReview() {
  return running.client.create({
    _id: `review.${randomUUID()}`,
    _type: 'review',
    status: 'new',
    productId: 'isophthalic',
    name: 'Anita Rao',
    rating: 4,
    review: 'Cures evenly.',
  });
}

/** The document as the data folder holds it, read from disk. */
async function onDisk(id: string) {
  return (await readStoredState(running.dataDir)).documents.get(id);
}

describe('patch mutations', () => {
  it('sets and unsets fields, keeps _createdAt, and gives a new _rev and _updatedAt', async () => {
    const review = await storedReview();
    const patched = await running.client
      .patch(review._id)
      .set({ approved: true, status: 'contacted' })
      .unset(['rating'])
      .commit();
    expect(patched).toMatchObject({ approved: true, status: 'contacted', name: 'Anita Rao' });
    expect(patched).not.toHaveProperty('rating');
    expect(patched._createdAt).toBe(review._createdAt);
    expect(patched._rev).not.toBe(review._rev);
    expect(Date.parse(patched._updatedAt)).toBeGreaterThanOrEqual(Date.parse(review._updatedAt));
    expect(await running.client.getDocument(review._id)).toEqual(patched);
    expect(await onDisk(review._id)).toEqual(patched);
  });

  it('applies a patch whose ifRevisionID matches, and refuses a stale one with a 409', async () => {
    const review = await storedReview();
    const first = await running.client
      .patch(review._id)
      .ifRevisionId(review._rev)
      .set({ approved: true })
      .commit();
    const stale = running.client
      .patch(review._id)
      .ifRevisionId(review._rev)
      .set({ approved: false })
      .commit();
    await expect(stale).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining(`unexpected revision ID ("${first._rev}")`),
    });
    expect(await running.client.getDocument(review._id)).toEqual(first);
  });

  it('takes the transaction a live-edited Studio document sends when staff add and edit notes', async () => {
    const review = await storedReview();
    // The Studio sends createIfNotExists of the document it has open, then the form's patches.
    const note = { _key: 'n1', _type: 'staffNote', text: 'Called', at: '2026-11-25T10:00:00Z' };
    await running.client
      .transaction()
      .createIfNotExists({ _id: review._id, _type: 'review' })
      .patch(review._id, (p) => p.setIfMissing({ notes: [] }))
      .patch(review._id, (p) => p.insert('after', 'notes[-1]', [note]))
      .commit();
    await running.client
      .transaction()
      .patch(review._id, (p) => p.insert('after', 'notes[-1]', [{ ...note, _key: 'n2' }]))
      .patch(review._id, (p) => p.set({ 'notes[_key=="n1"].text': 'Called, sending samples' }))
      .patch(review._id, (p) => p.insert('before', 'notes[0]', [{ ...note, _key: 'n0' }]))
      .commit();
    const stored = await running.client.getDocument(review._id);
    expect(stored?.notes).toEqual([
      { ...note, _key: 'n0' },
      { ...note, text: 'Called, sending samples' },
      { ...note, _key: 'n2' },
    ]);
    expect(stored?.name).toBe('Anita Rao');

    await running.client.patch(review._id).unset(['notes[_key=="n0"]', 'notes[0].at']).commit();
    expect((await running.client.getDocument(review._id))?.notes).toEqual([
      { _key: 'n1', _type: 'staffNote', text: 'Called, sending samples' },
      { ...note, _key: 'n2' },
    ]);
  });

  it('applies a diffMatchPatch the way the Studio rewrites a changed string', async () => {
    const review = await storedReview();
    const patched = await running.client
      .patch(review._id)
      .diffMatchPatch({ status: '@@ -1,3 +1,9 @@\n-new\n+contacted\n' })
      .commit();
    expect(patched.status).toBe('contacted');
  });

  it('creates the objects on the way of a set, and setIfMissing leaves a present value alone', async () => {
    const review = await storedReview();
    const patched = await running.client
      .patch(review._id)
      .set({ 'source.partner': 'Acme FRP' })
      .setIfMissing({ status: 'spam', assignee: 'Priya' })
      .inc({ rating: 1 })
      .dec({ missingCount: 1 })
      .commit();
    expect(patched).toMatchObject({
      source: { partner: 'Acme FRP' },
      status: 'new',
      assignee: 'Priya',
      rating: 5,
    });
    expect(patched).not.toHaveProperty('missingCount');
  });

  it('answers 404 for a patch of a missing document and stores nothing of its transaction', async () => {
    const fresh = { _id: `review.${randomUUID()}`, _type: 'review', name: 'Ravi' };
    const commit = running.client
      .transaction()
      .create(fresh)
      .patch('review.missing', (p) => p.set({ approved: true }))
      .commit();
    await expect(commit).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Document by ID "review.missing" not found'),
    });
    expect(await running.client.getDocument(fresh._id)).toBeUndefined();
    expect(await onDisk(fresh._id)).toBeUndefined();
  });

  it('refuses paths it cannot apply, and changes to system fields, with a message', async () => {
    const review = await storedReview();
    await expect(
      running.client.patch(review._id).set({ 'notes[*].text': 'x' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Unsupported path "notes[*].text"'),
    });
    await expect(
      running.client.patch(review._id).set({ _createdAt: '2000-01-01T00:00:00Z' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('"_createdAt" is a system field'),
    });
    await expect(
      running.client.patch(review._id).set({ 'notes[3].text': 'x' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Cannot set "notes[3].text"'),
    });
    expect(await running.client.getDocument(review._id)).toEqual(review);
  });
});
