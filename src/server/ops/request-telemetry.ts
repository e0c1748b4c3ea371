import type { Context, MiddlewareHandler } from 'hono';
import type { OpsLogger } from './log-lines';
import type { GatewayMetrics } from './metrics';
import { submissionOutcome } from './submission-outcome';

/** The header that carries a request's id, in both directions. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may hand us: short, and nothing that could break a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is a sane one (so a proxy's id follows the request), else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export interface TelemetryOptions {
  logger: OpsLogger;
  metrics: GatewayMetrics | undefined;
  /** The routes the gateway answers; any other path is logged and counted as `unmatched`. */
  routes: readonly string[];
  /** Submission routes and the kind each takes, e.g. `/api/inquiry` -> `inquiry`. */
  kinds: ReadonlyMap<string, string>;
  /** True once the process is stopping: answers then close their connection. */
  stopping: () => boolean;
}

/**
 * One JSON log line and one count per request, with an id sent back in X-Request-Id. What is
 * logged is chosen, never copied: the method, the route (a path the gateway knows, without its
 * query string: the resume upload carries the visitor's file name there), the status, the
 * time taken, and for a submission its kind and outcome. No body, no header, no client address,
 * nothing a visitor typed.
 */
export function requestTelemetry(options: TelemetryOptions): MiddlewareHandler {
  const known = new Set(options.routes);
  return async (c: Context, next) => {
    const started = performance.now();
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.header(REQUEST_ID_HEADER, id);
    // A stopping process closes each connection after its answer, so clients reconnect to an
    // instance that stays.
    if (options.stopping()) c.header('Connection', 'close');
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = known.has(c.req.path) ? c.req.path : 'unmatched';
    const status = c.res.status;
    const kind = c.req.method === 'POST' ? options.kinds.get(route) : undefined;
    const outcome = kind ? submissionOutcome(c) : undefined;
    options.metrics?.request(route, c.req.method, status, seconds);
    if (kind && outcome) options.metrics?.submission(kind, outcome);
    const fields = {
      reqId: id,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(kind ? { kind, outcome } : {}),
    };
    if (status >= 500) options.logger.error(fields, 'request');
    else options.logger.info(fields, 'request');
  };
}
