import { evaluate, parse, type ExprNode } from 'groq-js';
import type { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { Env } from './access';
import { API_VERSION, type Dataset } from './api-path';
import { ServiceError } from './errors';
import type { StoredDocument } from './mutations';
import type { Commit, CommittedChange, DocumentStore } from './store';

/*
 * GET /data/listen as the Content Lake serves it: server-sent events, a `welcome` first, then a
 * `mutation` event for each document a committed transaction changed that matches the
 * listener's GROQ filter before or after, whoever wrote it (a visitor through the gateway, a
 * staff edit, the privacy command). Each event chains `previousRev` to `resultRev` (the
 * transaction id), counts the transaction's events this listener gets, and carries the change
 * as mendoza effects that replace the whole document. Events go out once the transaction is on
 * disk and visible to queries, so `visibility: query` holds.
 */

/** A comment line every so often keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

interface ListenOptions {
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  visibility: 'query' | 'transaction';
  events: Set<string>;
}

function options(search: URLSearchParams): ListenOptions {
  const flag = (name: string, fallback: boolean) => {
    const value = search.get(name);
    return value === null ? fallback : value === 'true' || value === '1';
  };
  return {
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    visibility: search.get('visibility') === 'query' ? 'query' : 'transaction',
    events: new Set((search.get('events') ?? 'welcome,mutation').split(',')),
  };
}

function params(search: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue;
    try {
      result[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new ServiceError(400, 'queryParseError', `Parameter ${key} is not valid JSON`);
    }
  }
  return result;
}

async function matches(
  tree: ExprNode,
  document: StoredDocument | undefined,
  values: Record<string, unknown>,
  identity: string,
): Promise<boolean> {
  if (!document) return false;
  const result = await (
    await evaluate(tree, { dataset: [document], params: values, identity })
  ).get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/** Mendoza's "the value is" opcode: applying `[0, value]` to anything gives `value`. */
const wholeValue = (value: unknown) => [0, value ?? null];

function mutationEvent(
  commit: Commit,
  change: CommittedChange,
  transition: 'appear' | 'update' | 'disappear',
  listen: ListenOptions,
) {
  return {
    eventId: `${commit.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: commit.transactionId,
    identity: commit.identity,
    ...(listen.includeMutations ? { mutations: change.mutations } : {}),
    effects: { apply: wholeValue(change.after), revert: wholeValue(change.before) },
    ...(change.before ? { previousRev: change.before._rev } : {}),
    resultRev: commit.transactionId,
    timestamp: commit.timestamp,
    ...(listen.includeResult && change.after ? { result: change.after } : {}),
    ...(listen.includePreviousRevision && change.before ? { previous: change.before } : {}),
    transition,
    visibility: listen.visibility,
  };
}

export function listenRoutes(app: Hono<Env>, store: DocumentStore, dataset: Dataset) {
  app.get(`/${API_VERSION}/data/listen/:dataset`, (c) => {
    dataset.check(c.req.param('dataset'));
    const search = new URL(c.req.url).searchParams;
    const query = search.get('query');
    if (!query) throw new ServiceError(400, 'queryParseError', 'The listener needs a query');
    const values = params(search);
    let tree: ExprNode;
    try {
      tree = parse(query, { params: values });
    } catch (error) {
      throw new ServiceError(400, 'queryParseError', (error as Error).message);
    }
    const listen = options(search);
    const identity = c.get('identity');
    const encoder = new TextEncoder();
    let stop = () => undefined as void;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const send = (text: string) => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const event = (name: string, data: unknown, id?: string) =>
          send(`${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
        // Events of one transaction go out in order, and a transaction's after the one before.
        let queue = Promise.resolve();
        const unwatch = store.watch((commit) => {
          queue = queue.then(async () => {
            const outgoing = [];
            for (const change of commit.changes) {
              const before = await matches(tree, change.before, values, identity);
              const after = await matches(tree, change.after, values, identity);
              if (!before && !after) continue;
              const transition = !before ? 'appear' : !after ? 'disappear' : 'update';
              outgoing.push(mutationEvent(commit, change, transition, listen));
            }
            outgoing.forEach(({ eventId, ...data }, index) =>
              event(
                'mutation',
                {
                  ...data,
                  transactionTotalEvents: outgoing.length,
                  transactionCurrentEvent: index + 1,
                },
                eventId,
              ),
            );
          });
        });
        const heartbeat = setInterval(() => send(':\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        stop = () => {
          if (!open) return;
          open = false;
          unwatch();
          clearInterval(heartbeat);
          try {
            controller.close();
          } catch {
            // already closed by the client going away
          }
        };
        c.req.raw.signal.addEventListener('abort', () => stop());
        if (listen.events.has('welcome'))
          event('welcome', { listenerName: `local-${randomUUID().slice(0, 8)}` });
      },
      cancel() {
        stop();
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
      },
    });
  });
}
