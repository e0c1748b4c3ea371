import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

/** Limits on how long a client may take, so a slow sender cannot hold a connection open. */
export interface ConnectionTimeouts {
  /** Longest time to receive a request's headers. */
  headersMs: number;
  /** Longest time to receive a whole request, headers and body; past it Node answers 408 and closes. */
  requestMs: number;
  /** How long an idle kept-alive connection stays open. */
  idleMs: number;
}

/**
 * The gateway's body deadline answers a trickling sender 408 after 8 s; Node's own request
 * timeout is the backstop at 10 s for anything the app does not read (checked every second,
 * where Node's default is every 30 s).
 */
export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 5_000,
  requestMs: 10_000,
  idleMs: 5_000,
};

/** A web-standard app's entry: a Hono app's `fetch`, or a serverless module's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each app types its bindings
export type FetchHandler = (request: Request, env: any) => Response | Promise<Response>;

/** Serves a fetch handler over Node's HTTP server with the connection timeouts set. */
export function serveNode(
  fetch: FetchHandler,
  listen: { port: number; hostname: string },
  timeouts: ConnectionTimeouts = CONNECTION_TIMEOUTS,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((done, fail) => {
    const server = serve(
      {
        fetch,
        port: listen.port,
        hostname: listen.hostname,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.idleMs,
          connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
        },
      },
      (info: AddressInfo) => done({ server, port: info.port }),
    );
    server.once('error', fail);
  });
}

/** Stops listening, closes every connection and resolves once the server is closed. */
export function closeNode(server: ServerType): Promise<void> {
  return new Promise((done) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => done());
  });
}
