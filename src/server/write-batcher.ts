/** A document the gateway writes with create-if-not-exists. */
export type NewDocument = { _id: string; _type: string } & Record<string, unknown>;

/** Whether each id was written by this call (true) or was already stored (false). */
export type CreatedById = ReadonlyMap<string, boolean>;

/** Most documents sent in one transaction. */
const MAX_BATCH = 50;

/**
 * Coalesces concurrent create-if-not-exists writes into one transaction. A write that finds no
 * transaction on its way is sent at once, alone; writes that arrive while one is on its way are
 * sent together as soon as it returns, as a database's group commit does. Under load, one round
 * trip (and one pass through the content client, which costs far more CPU than the gateway's own
 * checks) then carries many submissions, and no write waits longer than one round trip extra.
 *
 * Documents have distinct, browser-made ids and every create-if-not-exists of a transaction
 * succeeds on its own, so a batch fails only as a whole (the service down, slow or refusing);
 * when the service refuses a batch of several (4xx), each document is sent again alone so that
 * one refused document cannot fail the others.
 */
export function createWriteBatcher(
  send: (documents: readonly NewDocument[]) => Promise<CreatedById>,
  isRefusal: (error: unknown) => boolean,
) {
  type Waiting = { doc: NewDocument; done(created: boolean): void; fail(error: unknown): void };
  let queue: Waiting[] = [];
  let inFlight = false;

  async function sendAlone(item: Waiting) {
    try {
      const created = await send([item.doc]);
      item.done(created.get(item.doc._id) ?? false);
    } catch (error) {
      item.fail(error);
    }
  }

  async function sendBatch(batch: Waiting[]) {
    try {
      const created = await send(batch.map((item) => item.doc));
      for (const item of batch) item.done(created.get(item.doc._id) ?? false);
    } catch (error) {
      if (batch.length > 1 && isRefusal(error)) {
        await Promise.all(batch.map(sendAlone));
      } else {
        for (const item of batch) item.fail(error);
      }
    }
  }

  async function drain() {
    inFlight = true;
    try {
      while (queue.length > 0) {
        // Documents with the same id go in separate transactions, in the order they came.
        const batch: Waiting[] = [];
        const ids = new Set<string>();
        const rest: Waiting[] = [];
        for (const item of queue) {
          if (batch.length < MAX_BATCH && !ids.has(item.doc._id)) {
            batch.push(item);
            ids.add(item.doc._id);
          } else {
            rest.push(item);
          }
        }
        queue = rest;
        await sendBatch(batch);
      }
    } finally {
      inFlight = false;
    }
  }

  return {
    /** Resolves with whether this call wrote the document, once it is stored. */
    createIfNotExists(doc: NewDocument): Promise<boolean> {
      return new Promise((done, fail) => {
        queue.push({ doc, done, fail });
        if (!inFlight) void drain();
      });
    },
  };
}
