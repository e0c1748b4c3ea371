import { Mutation } from '@sanity/mutator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporary, type Running } from '../../testing/services/content-service';

/*
 * The local content service stands in for the Content Lake when staff edits are replayed in
 * tests, so it must apply a patch exactly as Sanity does. Sanity's own mutator (the code the
 * Studio applies its edits with before the server confirms them) is the reference: each patch
 * below goes to the service through the real @sanity/client and through the mutator, and the
 * two documents must be the same.
 */

let running: Running;
beforeAll(async () => {
  running = await startTemporary();
});
afterAll(() => running.stop());

const base = {
  _type: 'application',
  status: 'new',
  name: 'Asha Patil',
  message: 'Quote for 500 kg',
  source: { partner: 'Acme FRP', utm: { utm_source: 'news' } },
  notes: [
    { _key: 'a', _type: 'staffNote', text: 'Called', at: '2026-11-20T10:00:00Z' },
    { _key: 'b', _type: 'staffNote', text: 'Sent samples', at: '2026-11-21T10:00:00Z' },
  ],
  count: 2,
};

type Patch = Record<string, unknown>;

const patches: [string, Patch][] = [
  ['set a field', { set: { status: 'contacted', assignee: 'Priya' } }],
  ['set below a missing object', { set: { 'followUp.on': '2026-12-01' } }],
  ['set in an array item by key', { set: { 'notes[_key=="b"].text': 'Samples arrived' } }],
  ['unset fields and an item', { unset: ['assignee', 'notes[_key=="a"]', 'source.utm'] }],
  ['setIfMissing both ways', { setIfMissing: { status: 'spam', followUpOn: '2026-12-01' } }],
  [
    'setIfMissing then insert',
    { setIfMissing: { tags: [] }, insert: { after: 'tags[-1]', items: ['x'] } },
  ],
  [
    'insert after the last',
    { insert: { after: 'notes[-1]', items: [{ _key: 'c', text: 'Won' }] } },
  ],
  [
    'insert before the first',
    { insert: { before: 'notes[0]', items: [{ _key: 'z', text: 'First' }] } },
  ],
  ['insert replacing by key', { insert: { replace: 'notes[_key=="a"]', items: [{ _key: 'r' }] } }],
  ['insert past the end', { insert: { before: 'notes[9]', items: [{ _key: 'p' }] } }],
  ['insert by a missing key', { insert: { after: 'notes[_key=="nope"]', items: [{ _key: 'q' }] } }],
  ['insert into a missing array', { insert: { after: 'missing[-1]', items: [1] } }],
  [
    'diffMatchPatch a string',
    { diffMatchPatch: { status: '@@ -1,3 +1,9 @@\n-new\n+contacted\n' } },
  ],
  ['inc and dec', { inc: { count: 3 }, dec: { count: 1, missing: 1 } }],
  [
    'everything at once',
    {
      setIfMissing: { status: 'x' },
      set: { status: 'quoted' },
      unset: ['message'],
      diffMatchPatch: { name: '@@ -1,10 +1,12 @@\n Asha \n-Patil\n+Patil K.\n' },
      inc: { count: 1 },
      insert: { after: 'notes[-1]', items: [{ _key: 'd' }] },
    },
  ],
];

/** A document without what only the store decides: its revision and times. */
function content(doc: Record<string, unknown> | undefined) {
  const { _rev, _createdAt, _updatedAt, ...rest } = doc ?? {};
  void _rev;
  void _createdAt;
  void _updatedAt;
  return rest;
}

describe("patches on the local content service and in Sanity's mutator", () => {
  patches.forEach(([name, patch], index) => {
    it(`${name}: the same document`, async () => {
      const created = await running.client.create({ ...base, _id: `application.p${index}` });
      const expected = new Mutation({
        mutations: [{ patch: { id: created._id, ...patch } }],
      }).apply(created) as Record<string, unknown>;
      await running.client.mutate([{ patch: { id: created._id, ...patch } }] as never);
      const actual = await running.client.getDocument(created._id);
      expect(content(actual)).toEqual(content(expected));
    });
  });
});
