import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { compress } from 'hono/compress';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { staticFiles } from './static';

export interface StackOptions {
  /** Port of the site and gateway; 0 picks a free one. */
  port: number;
  /** Folder of the production build. */
  distDir: string;
  /** Host to listen on. */
  hostname?: string;
}

export interface Stack {
  siteUrl: string;
  close(): Promise<void>;
}

function listen(app: Hono, port: number, hostname: string) {
  return new Promise<{ server: ServerType; url: string }>((done) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      done({
        server,
        url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`,
      });
    });
  });
}

function closeServer(server: ServerType) {
  return new Promise<void>((done) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => done());
  });
}

/**
 * The whole product on one port: the built site, the embed loader, the demo pages and the
 * submission gateway, as `npm start` and the browser tests run it.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const hostname = options.hostname ?? 'localhost';
  const app = new Hono();
  app.use('*', compress());
  app.route('/demo', staticFiles(resolve('demo')));
  app.route('/', staticFiles(options.distDir));
  const site = await listen(app, options.port, hostname);
  return {
    siteUrl: site.url,
    close: () => closeServer(site.server),
  };
}
