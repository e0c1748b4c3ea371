import { GroqSyntaxError, evaluate, parse } from 'groq-js';
import type { Context, Hono } from 'hono';
import type { Env } from './access';
import { ServiceError } from './errors';
import type { StoredDocument } from './mutations';
import { documentsInPerspective, withTextSearch } from './groq-functions';
import { bodyJson } from './request-body';
import type { DocumentStore } from './store';
import { API_VERSION, type Dataset } from './api-path';

/** From this API version on the Content Lake's default perspective hides drafts and versions. */
const PUBLISHED_BY_DEFAULT_SINCE = '2025-02-19';

function decodeParams(entries: Iterable<[string, string]>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of entries) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new ServiceError(
        400,
        'queryParseError',
        `Parameter ${key} is not valid JSON (parameters are JSON-encoded)`,
      );
    }
  }
  return params;
}

function visibleDocuments(
  documents: readonly StoredDocument[],
  perspective: string | undefined,
  apiVersion: string,
): readonly StoredDocument[] {
  const chosen =
    perspective ??
    (apiVersion === 'X' || apiVersion >= PUBLISHED_BY_DEFAULT_SINCE ? 'published' : 'raw');
  return documentsInPerspective(documents, chosen);
}

/** GROQ queries by GET (parameters as `$name=<json>`) and by POST, through groq-js. */
export function queryRoutes(app: Hono<Env>, store: DocumentStore, dataset: Dataset) {
  const runQuery = async (
    c: Context<Env>,
    query: unknown,
    params: Record<string, unknown>,
    perspective: string | undefined,
  ) => {
    dataset.check(c.req.param('dataset') ?? '');
    if (typeof query !== 'string' || query.trim() === '')
      throw new ServiceError(400, 'queryParseError', 'The query parameter "query" is required');
    const started = performance.now();
    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const position = error instanceof GroqSyntaxError ? error.position : 0;
      throw new ServiceError(400, 'queryParseError', message, {
        query,
        start: position,
        end: Math.min(position + 1, query.length),
      });
    }
    const version = (c.req.param('version') ?? 'v1').slice(1);
    const documents = visibleDocuments(store.all(), perspective, version);
    let result: unknown;
    try {
      const value = await evaluate(withTextSearch(tree, documents), {
        dataset: documents,
        params,
        sanity: { projectId: dataset.projectId, dataset: dataset.name },
      });
      result = await value.get();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ServiceError(400, 'queryExecutionError', `GROQ query failed: ${message}`);
    }
    const ms = Math.round(performance.now() - started);
    return c.json(c.req.query('returnQuery') === 'false' ? { ms, result } : { ms, query, result });
  };

  app.get(`/${API_VERSION}/data/query/:dataset`, (c) => {
    const search = new URL(c.req.url).searchParams;
    return runQuery(
      c,
      search.get('query'),
      decodeParams(search),
      search.get('perspective') ?? undefined,
    );
  });

  app.post(`/${API_VERSION}/data/query/:dataset`, async (c) => {
    const body = (await bodyJson(c.req.raw)) as {
      query?: unknown;
      params?: unknown;
      perspective?: string;
    };
    const params =
      body.params && typeof body.params === 'object'
        ? (body.params as Record<string, unknown>)
        : {};
    return runQuery(c, body.query, params, c.req.query('perspective') ?? body.perspective);
  });
}
