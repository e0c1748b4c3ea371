import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { staticFiles } from '../../dev/static';

/**
 * A partner site the gateway does not know: demo/ served from an origin that is not in
 * ALLOWED_ORIGINS (127.0.0.1 on a free port, while the stack runs on localhost).
 */
export async function startStrangerSite(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono();
  app.route('/demo', staticFiles(resolve('demo')));
  const server = await new Promise<{ server: ServerType; port: number }>((done) => {
    const s: ServerType = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => done({ server: s, port: info.port }),
    );
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server.server) server.server.closeAllConnections();
        server.server.close(() => done());
      }),
  };
}
