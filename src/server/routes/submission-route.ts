import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import type { StoredKind } from '../../submissions/kind';
import { validate, type FieldIssue } from '../../submissions/validate';
import { readBody } from '../body';
import type { GatewayDeps } from './gateway-deps';

/**
 * `POST <kind.route>` for one kind of submission (every kind in SUBMISSION_KINDS gets one): a
 * JSON body within the limits, checked with the kind's schema, then stored. 201 `{id}`.
 */
export function submissionRoute<S extends { id: string }>(
  deps: GatewayDeps,
  kind: StoredKind<S>,
): Hono {
  return new Hono().post(kind.route, deps.admit.submission, async (c) => {
    const input = await readSubmission(c.req.raw, kind.schema, deps.bodyTimeoutMs);
    if (!input.ok) {
      // A sender that trickles is not waited for any longer, on this request or the next.
      if (input.status === 408) c.header('Connection', 'close');
      return deps.fail(c, input.status, input.error, input.issues ? { issues: input.issues } : {});
    }
    const stored = await deps.storeSubmission(c, kind, input);
    if (!stored.ok) {
      return deps.fail(
        c,
        stored.status,
        stored.error,
        stored.issues ? { issues: stored.issues } : {},
      );
    }
    return c.json({ id: stored.id }, 201);
  });
}

/** JSON submissions are a few short fields; 32 KB leaves room for a 5000-character message. */
export const JSON_MAX_BYTES = 32 * 1024;

// Keys that mean something to JavaScript objects rather than to a form: no field is named so,
// and a body carrying one is a probe, refused before anything reads it.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type JsonRefusal = {
  status: 400 | 408 | 413 | 415;
  error: string;
  issues?: FieldIssue[];
};

/**
 * Reads a submission: JSON by content type, at most JSON_MAX_BYTES, valid UTF-8, received
 * within `deadlineMs`, no forbidden keys at any depth, then checked against the kind's schema.
 * `body` is the whole parsed body, for what a submission carries besides its kind's fields.
 */
export async function readSubmission<T>(
  req: Request,
  schema: z.ZodMiniType<T>,
  deadlineMs: number,
): Promise<{ ok: true; data: T; body: unknown } | ({ ok: false } & JsonRefusal)> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, status: 415, error: LIMIT_MESSAGES.notJson };
  }
  const body = await readBody(req, JSON_MAX_BYTES, { deadlineMs });
  if (!body.ok) {
    return body.problem === 'too-slow'
      ? { ok: false, status: 408, error: LIMIT_MESSAGES.tooSlow }
      : { ok: false, status: 413, error: LIMIT_MESSAGES.bodyTooLarge };
  }
  let parsed: unknown;
  let forbidden = false;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes), (key, v) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden = true;
      return v as unknown;
    });
  } catch {
    return { ok: false, status: 400, error: LIMIT_MESSAGES.invalidJson, issues: [] };
  }
  if (forbidden) {
    return { ok: false, status: 400, error: LIMIT_MESSAGES.forbiddenField, issues: [] };
  }
  const result = validate(schema, parsed);
  if (!result.ok) {
    return { ok: false, status: 400, error: result.message, issues: result.issues };
  }
  return { ok: true, data: result.data, body: parsed };
}
