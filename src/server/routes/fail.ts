import type { Context } from 'hono';
import type { FieldIssue } from '../../submissions/validate';
import { ContentServiceError } from '../content-client';

/** The statuses the gateway refuses with; each answer is `{error}`, a 400 also `{issues}`. */
export type ErrorStatus = 400 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 429 | 502;

/** A refusal: the reason in the visitor's terms, and for a body that fails its schema, each issue. */
export function fail(
  c: Context,
  status: ErrorStatus,
  error: string,
  extra: { issues?: FieldIssue[] } = {},
): Response {
  return c.json({ error, ...extra }, status);
}

/** The log line of a content-service failure: for the operator only, never the visitor's answer. */
export function serviceFailureLine(c: Context, err: unknown): string {
  const why = err instanceof ContentServiceError ? err.message : String(err);
  return `[gateway] ERROR: ${c.req.method} ${c.req.path}: ${why}`;
}
