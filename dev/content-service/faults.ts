import type { Context, MiddlewareHandler, Next } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorResponse, type Env } from './access';
import { ServiceError } from './errors';

export interface ContentServiceFaults {
  /** Wait this long before answering any API request. */
  delayMs?: number;
  /** Answer every API request with this status (and a Content Lake error body) without doing it. */
  status?: number;
  /** Answer every API request with 200 and a body that is not JSON, without doing it. */
  garbage?: boolean;
  /**
   * Told of each API request as it arrives, before any delay: a test then knows that a request
   * is under way here (e.g. to stop the gateway while a write is in flight).
   */
  onArrival?: (method: string) => void;
  /**
   * Told of each API request once it has been answered (after its delay and its work): a test
   * then knows that a slow write has landed, or never will.
   */
  onAnswered?: (method: string) => void;
}

/** Injects the current faults into API requests, for tests of the gateway's failure paths. */
export function injectFaults(
  current: () => ContentServiceFaults,
  closing: AbortSignal,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const faults = current();
    faults.onArrival?.(c.req.method);
    try {
      return await answer(c, next, faults, closing);
    } finally {
      faults.onAnswered?.(c.req.method);
    }
  };
}

/** The request's answer under `faults`: delayed, garbled or refused, else the service's own. */
async function answer(
  c: Context<Env>,
  next: Next,
  faults: ContentServiceFaults,
  closing: AbortSignal,
): Promise<Response | void> {
  if (faults.delayMs) {
    const stopped = await sleep(faults.delayMs, false, { signal: closing }).catch(() => true);
    if (stopped) return errorResponse(c, new ServiceError(503, 'unavailable', 'Shutting down'));
  }
  if (faults.garbage)
    return c.body('<html>upstream garbage {"result": [', 200, {
      'content-type': 'application/json',
    });
  if (faults.status) {
    const status = faults.status;
    return errorResponse(
      c,
      new ServiceError(status, 'injectedFault', `Injected fault: HTTP ${status}`),
      status === 429 || status === 503 ? { 'Retry-After': '1' } : {},
    );
  }
  return next();
}
