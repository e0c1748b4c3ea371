import type { ServerType } from '@hono/node-server';
import type { Server } from 'node:http';

/** The whole stop, from the signal to the exit, stays under this. */
export const STOP_DEADLINE_MS = 10_000;
/** Of it, how long requests in flight may take to finish. */
export const DRAIN_MS = 6_000;
/** Then how long mail being queued or sent may take. */
export const MAIL_GRACE_MS = 2_000;

/** Set once a stop begins; the gateway reads it (readiness 503, connections closed). */
export interface StopState {
  stopping: boolean;
}

/**
 * Stops taking connections and waits for the requests in flight, for at most `ms`; a request
 * still running then has its connection closed (its visitor never got an answer, so the browser
 * retries it under the same id). Idle kept-alive connections are closed as they become idle.
 */
export function drainServer(server: ServerType, ms: number): Promise<void> {
  return new Promise((done) => {
    const http = server as Partial<Server>;
    const sweep = setInterval(() => http.closeIdleConnections?.(), 100);
    const deadline = setTimeout(() => http.closeAllConnections?.(), ms);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      done();
    });
  });
}

/**
 * On SIGTERM or SIGINT: no longer ready, no new connections, the requests in flight finished,
 * the mail waiting left in its outbox, then exit 0; exit 1 if that took STOP_DEADLINE_MS.
 */
export function stopOnSignals(options: {
  server: ServerType;
  state: StopState;
  /** Stops what is left once no request runs (the mail outbox, Redis), within `graceMs`. */
  close(graceMs: number): Promise<void>;
  log: (line: string) => void;
  exit?: (code: number) => void;
}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const stop = (signal: string) => {
    if (options.state.stopping) return;
    options.state.stopping = true;
    const started = Date.now();
    options.log(`[gateway] ${signal}: stopping; requests in flight are finished first`);
    const late = setTimeout(() => {
      options.log(`[gateway] ERROR: not stopped within ${STOP_DEADLINE_MS} ms; exiting anyway`);
      exit(1);
    }, STOP_DEADLINE_MS - 250);
    late.unref();
    void (async () => {
      let code = 0;
      try {
        await drainServer(options.server, DRAIN_MS);
        await options.close(MAIL_GRACE_MS);
        options.log(`[gateway] stopped after ${Date.now() - started} ms`);
      } catch (err) {
        options.log(`[gateway] ERROR: while stopping: ${String(err)}`);
        code = 1;
      }
      clearTimeout(late);
      exit(code);
    })();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
