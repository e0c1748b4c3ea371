import { LIMIT_MESSAGES, MESSAGES } from '../content/messages';
import type { SubmissionKind } from './kind';
import type { FieldIssue } from './validate';
import {
  SubmitError,
  type SubmitOptions,
  type SubmitResult,
  type UploadOptions,
} from './submit-error';

/**
 * Made once per submission and kept until it succeeds: the gateway writes with
 * create-if-not-exists, so sending the same id again after a failure stores it once.
 */
export function newSubmissionId(kind: Pick<SubmissionKind, 'type'>): string {
  return `${kind.type}.${crypto.randomUUID()}`;
}

// Each public function tests `import.meta.env.VITE_SUBMIT_MODE` itself: Vite replaces it with a
// literal at build time, so in the default build the direct branch and its dynamic import of
// @sanity/client are removed entirely.

/*
 * A 409 means the id is already stored with other content: an earlier attempt got through
 * unseen and the visitor has since changed the form. The form keeps its draft's id, so the
 * next attempt with that id is sent under a new one, and stores the visitor's changes.
 */
const replacedIds = new Map<string, string>();

/** Sends a checked submission of one kind; answers the stored document's id. */
export async function send<S extends { id: string }>(
  kind: SubmissionKind<S>,
  data: S,
  opts: SubmitOptions = {},
): Promise<SubmitResult> {
  if (import.meta.env.VITE_SUBMIT_MODE === 'direct') {
    return (await import('./direct-client')).directSend(kind, data);
  }
  const id = replacedIds.get(data.id) ?? data.id;
  try {
    return await postJson(kind.route, { ...data, id }, opts);
  } catch (error) {
    if (error instanceof SubmitError && error.status === 409) {
      replacedIds.set(data.id, newSubmissionId(kind));
    }
    throw error;
  }
}

/** Uploads the resume PDF and answers the asset id the career submission refers to. */
export async function uploadResume(
  file: File | (Blob & { name?: string }),
  opts: UploadOptions = {},
): Promise<{ assetId: string }> {
  if (import.meta.env.VITE_SUBMIT_MODE === 'direct') {
    return (await import('./direct-client')).directUploadResume(file, opts);
  }
  return xhrUpload(file, opts);
}

function endpoint(apiBase: string | undefined, path: string): string {
  return `${(apiBase ?? '').replace(/\/+$/, '')}${path}`;
}

interface GatewayAnswer {
  id?: unknown;
  assetId?: unknown;
  error?: unknown;
  issues?: unknown;
}

function parseAnswer(text: string): GatewayAnswer {
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
function failure(
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

function offline(failToast: string, aborted: boolean): SubmitError {
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

function xhrUpload(
  file: Blob & { name?: string },
  opts: UploadOptions,
): Promise<{ assetId: string }> {
  const toast = MESSAGES.resumeUploadFailed;
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(offline(toast, true));
      return;
    }
    const name = file.name ?? 'resume.pdf';
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => opts.signal?.removeEventListener('abort', onAbort);
    // fetch() has no upload progress; XMLHttpRequest does.
    xhr.open('POST', endpoint(opts.apiBase, `/api/resume?filename=${encodeURIComponent(name)}`));
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    if (opts.onProgress) {
      const report = opts.onProgress;
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable && e.total > 0) report(Math.min(1, e.loaded / e.total));
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const answer = parseAnswer(xhr.responseText);
      if (xhr.status === 201 && typeof answer.assetId === 'string') {
        opts.onProgress?.(1);
        resolve({ assetId: answer.assetId });
      } else {
        reject(failure(xhr.status, answer, xhr.getResponseHeader('retry-after'), toast));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(offline(toast, false));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(offline(toast, true));
    });
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}
