// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createWriteBatcher, type NewDocument } from './write-batcher';

const doc = (id: string): NewDocument => ({ _id: id, _type: 'contact' });

/** A fake content service: records each transaction, answers when `release` is called. */
function fakeService(stored = new Set<string>()) {
  const transactions: string[][] = [];
  const pending: (() => void)[] = [];
  const send = (docs: readonly NewDocument[]) => {
    transactions.push(docs.map((d) => d._id));
    return new Promise<Map<string, boolean>>((done) => {
      pending.push(() => {
        const created = new Map<string, boolean>();
        for (const d of docs) {
          created.set(d._id, !stored.has(d._id));
          stored.add(d._id);
        }
        done(created);
      });
    });
  };
  const release = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { send, transactions, release };
}

describe('write batcher', () => {
  it('sends a lone write at once, and writes that arrive meanwhile together after it', async () => {
    const service = fakeService();
    const batcher = createWriteBatcher(service.send, () => false);
    const first = batcher.createIfNotExists(doc('a'));
    const later = ['b', 'c', 'd'].map((id) => batcher.createIfNotExists(doc(id)));
    expect(service.transactions).toEqual([['a']]);
    await service.release();
    expect(service.transactions).toEqual([['a'], ['b', 'c', 'd']]);
    await service.release();
    await expect(first).resolves.toBe(true);
    await expect(Promise.all(later)).resolves.toEqual([true, true, true]);
  });

  it('answers false for an id already stored, and keeps two writes of one id apart', async () => {
    const service = fakeService(new Set(['x']));
    const batcher = createWriteBatcher(service.send, () => false);
    const blocker = batcher.createIfNotExists(doc('a'));
    const replay = batcher.createIfNotExists(doc('x'));
    const twice = [batcher.createIfNotExists(doc('y')), batcher.createIfNotExists(doc('y'))];
    await service.release();
    await service.release();
    await service.release();
    expect(service.transactions).toEqual([['a'], ['x', 'y'], ['y']]);
    await blocker;
    await expect(replay).resolves.toBe(false);
    await expect(Promise.all(twice)).resolves.toEqual([true, false]);
  });

  it('fails every write of a batch the service could not take, and none of the next', async () => {
    let fail = true;
    const batcher = createWriteBatcher(
      async (docs) => {
        if (fail) throw new Error('down');
        return new Map(docs.map((d) => [d._id, true]));
      },
      () => false,
    );
    const failed = await Promise.allSettled([
      batcher.createIfNotExists(doc('a')),
      batcher.createIfNotExists(doc('b')),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batcher.createIfNotExists(doc('c'))).resolves.toBe(true);
  });

  it('sends each write alone when the service refuses a batch, so one cannot fail the others', async () => {
    const sent: string[][] = [];
    const batcher = createWriteBatcher(
      async (docs) => {
        sent.push(docs.map((d) => d._id));
        if (docs.some((d) => d._id === 'bad'))
          throw Object.assign(new Error('refused'), { refused: true });
        return new Map(docs.map((d) => [d._id, true]));
      },
      (error) => (error as { refused?: boolean }).refused === true,
    );
    const blocker = batcher.createIfNotExists(doc('first'));
    const results = await Promise.allSettled([
      batcher.createIfNotExists(doc('ok')),
      batcher.createIfNotExists(doc('bad')),
    ]);
    await blocker;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(sent).toEqual([['first'], ['ok', 'bad'], ['ok'], ['bad']]);
  });
});
