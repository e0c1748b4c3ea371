import { MESSAGES } from '../content/messages';
import { LIMIT_MESSAGES } from '../content/field-messages';
import type { SubmissionKind } from './kind';
import type { FieldIssue } from './validate';
import { SubmitError, type SubmitOptions, type SubmitResult } from './submit-error';

/**
 * Made once per submission and kept until it succeeds: the gateway writes with
 * create-if-not-exists, so sending the same id again after a failure stores it once.
 */
export function newSubmissionId(kind: Pick<SubmissionKind, 'type'>): string {
  return `${kind.type}.${randomUuid()}`;
}

/**
 * A random (version 4) UUID. A widget on a partner page served over plain http:// is not in a
 * secure context, where browsers leave out crypto.randomUUID but keep crypto.getRandomValues.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Each public function tests `import.meta.env.VITE_SUBMIT_MODE` itself: Vite replaces it with a
// literal at build time, so in the default build the direct branch and its dynamic import of
// @sanity/client are removed entirely. The resume upload, which only the career form needs,
// lives in upload-client.ts with the helpers it shares from here, so other forms leave it out.

/**
 * Sends a checked submission of one kind; answers the stored document's id. A 409 (other
 * content is stored under this id) is the caller's to act on: the form that owns the id sends
 * its next attempt under a new one.
 */
export async function send<S extends { id: string }>(
  kind: SubmissionKind<S>,
  data: S,
  opts: SubmitOptions = {},
): Promise<SubmitResult> {
  if (import.meta.env.VITE_SUBMIT_MODE === 'direct') {
    return (await import('./direct-client')).directSend(kind, data);
  }
  return postJson(kind.route, data, opts);
}

/** The gateway route's address for `apiBase` (empty: the page's own origin). */
export function endpoint(apiBase: string | undefined, path: string): string {
  return `${(apiBase ?? '').replace(/\/+$/, '')}${path}`;
}

interface GatewayAnswer {
  id?: unknown;
  assetId?: unknown;
  error?: unknown;
  issues?: unknown;
}

/** The gateway's JSON answer; anything else reads as an empty one. */
export function parseAnswer(text: string): GatewayAnswer {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as GatewayAnswer) : {};
  } catch {
    return {};
  }
}

function issuesOf(answer: GatewayAnswer): FieldIssue[] {
  if (!Array.isArray(answer.issues)) return [];
  return answer.issues.filter(
    (i): i is FieldIssue =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as FieldIssue).path === 'string' &&
      typeof (i as FieldIssue).message === 'string',
  );
}

/**
 * Turns a gateway answer that is not a success into the spec's toast plus the gateway's own
 * explanation. A 400 is the visitor's to fix, so its message is the toast itself.
 */
export function failure(
  status: number,
  answer: GatewayAnswer,
  retryAfter: string | null,
  failToast: string,
): SubmitError {
  const message = typeof answer.error === 'string' && answer.error ? answer.error : undefined;
  const seconds = retryAfter ? Number.parseInt(retryAfter, 10) : NaN;
  if (status === 400) {
    return new SubmitError({
      status,
      toast: message ?? MESSAGES.required,
      issues: issuesOf(answer),
    });
  }
  if (status === 409) {
    // The visitor's to act on (send again), so the gateway's explanation is the toast.
    return new SubmitError({ status, toast: message ?? LIMIT_MESSAGES.idReused });
  }
  return new SubmitError({
    status,
    toast: failToast,
    detail: message ?? LIMIT_MESSAGES.serviceUnavailable,
    ...(Number.isFinite(seconds) ? { retryAfterSeconds: seconds } : {}),
  });
}

/** Nothing came back: no connection, or the visitor's side cancelled. */
export function offline(failToast: string, aborted: boolean): SubmitError {
  return new SubmitError({
    status: 0,
    toast: failToast,
    detail: aborted ? LIMIT_MESSAGES.cancelled : LIMIT_MESSAGES.network,
  });
}

async function postJson(path: string, data: unknown, opts: SubmitOptions): Promise<SubmitResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint(opts.apiBase, path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
      credentials: 'omit',
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    text = await response.text();
  } catch {
    throw offline(MESSAGES.sendFailed, opts.signal?.aborted === true);
  }
  const answer = parseAnswer(text);
  if (response.status === 201 && typeof answer.id === 'string') return { id: answer.id };
  throw failure(response.status, answer, response.headers.get('retry-after'), MESSAGES.sendFailed);
}
