import { vi } from 'vitest';
import { LIMIT_MESSAGES } from '../../src/content/field-messages';

/** A JSON submission a form posted, as the gateway received it. */
export interface Posted {
  route: string;
  body: Record<string, unknown> & { id: string };
}

/**
 * What the shared form tests need of a gateway: the real one (integration/, in front of the
 * local content service) or the stand-in below (unit tests, where src/ may not start services).
 */
export interface GatewayUnderTest {
  /** The forms' `apiBase`. */
  apiBase: string;
  /** Every JSON submission posted to the gateway by the forms, in order. */
  posts: Posted[];
  /** The content service fails (the gateway answers 502) until `mend()`. */
  fail(): void;
  mend(): void;
  /**
   * The next submission reaches the gateway and is stored, but its answer is lost on the way
   * back: the visitor sees no connection.
   */
  loseNextAnswer(): void;
  /** The stored document with this id, or null. */
  stored(id: string): Promise<Record<string, unknown> | null>;
  /** How many stored documents carry this `name`. */
  countNamed(name: string): Promise<number>;
  /** Puts the page's fetch back. */
  close(): void;
}

/**
 * Records what the forms post, passing each request on to `fetch`, and loses an answer when
 * asked (the connection drops after the gateway has stored the submission).
 */
export function recordPosts(apiBase: string, posts: Posted[], fetch: typeof globalThis.fetch) {
  let losing = 0;
  const recorder = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const posted = url.startsWith(apiBase) && typeof init?.body === 'string';
    if (posted) {
      posts.push({ route: url.slice(apiBase.length), body: JSON.parse(init.body as string) });
    }
    const response = await fetch(input, init);
    if (posted && losing > 0) {
      losing -= 1;
      await response.text();
      throw new TypeError('Failed to fetch');
    }
    return response;
  });
  return { fetch: recorder, loseNextAnswer: () => void (losing += 1) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The gateway's answers to a JSON submission, kept in memory for unit tests: 201 with the id,
 * the same id again with the same content is stored once, with other content it is a 409, and a
 * failing content service is a 502. It checks nothing else (the gateway's own tests do).
 */
export function gatewayStandIn(apiBase = 'https://gateway.test'): GatewayUnderTest {
  const store = new Map<string, string>();
  let failing = false;
  const answer = (body: Posted['body']) => {
    if (failing) return json(502, { error: LIMIT_MESSAGES.serviceUnavailable });
    const content = JSON.stringify(body);
    const stored = store.get(body.id);
    if (stored !== undefined && stored !== content) {
      return json(409, { error: LIMIT_MESSAGES.idReused });
    }
    store.set(body.id, content);
    return json(201, { id: body.id });
  };
  const posts: Posted[] = [];
  const recorder = recordPosts(apiBase, posts, async (_input, init) =>
    answer(JSON.parse(String(init?.body)) as Posted['body']),
  );
  vi.stubGlobal('fetch', recorder.fetch);
  return {
    apiBase,
    posts,
    fail: () => void (failing = true),
    mend: () => void (failing = false),
    loseNextAnswer: recorder.loseNextAnswer,
    stored: async (id) => {
      const content = store.get(id);
      return content === undefined ? null : (JSON.parse(content) as Record<string, unknown>);
    },
    countNamed: async (name) =>
      [...store.values()].filter((content) => JSON.parse(content).name === name).length,
    close: () => vi.unstubAllGlobals(),
  };
}
