import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { bearerToken, cors, errorResponse, loopbackOnly, type Env } from './access';
import { assetRoutes, listingFileRoutes } from './assets';
import { documentRoutes } from './documents';
import { ServiceError } from './errors';
import { injectFaults, type ContentServiceFaults } from './faults';
import { queryRoutes } from './groq';
import { renderListing } from './listing';
import { servedDataset } from './api-path';
import { DocumentStore } from './store';

export type { ContentServiceFaults } from './faults';

export interface ContentServiceOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 'localhost', as the stack. */
  hostname?: string;
  /** Folder of the stored documents and files/, e.g. '.data/content'. */
  dataDir: string;
  /** Bearer token every API request needs, reads too: the dataset is private. */
  token: string;
  /** Exact origins a browser may call from; others get no CORS headers and a 403. */
  allowedOrigins: string[];
  /** Informational; appears in asset paths as on the Content Lake. */
  projectId?: string;
  /** The one dataset served; others are 404. Defaults to 'production'. */
  dataset?: string;
  faults?: ContentServiceFaults;
  /** Journal size past which it is folded into documents.json; tests set a small one. */
  journalLimitBytes?: number;
}

export interface ContentService {
  url: string;
  port: number;
  /** Changes the injected faults of a running service; `{}` turns them off. */
  setFaults(faults: ContentServiceFaults): void;
  /** Stops listening and waits for writes already accepted to reach the disk. */
  close(): Promise<void>;
}

function normaliseHost(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::') return 'localhost';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

/**
 * A local stand-in for the part of Sanity's HTTP API the product uses, so that the real
 * @sanity/client (in the gateway, or in the browser in direct mode) talks to it unchanged.
 */
export async function startContentService(options: ContentServiceOptions): Promise<ContentService> {
  if (!options.token) throw new Error('startContentService: token must not be empty');
  const hostname = options.hostname ?? 'localhost';
  const dataset = servedDataset(options.dataset ?? 'production', options.projectId ?? 'local');
  const store = await DocumentStore.open(
    options.dataDir,
    options.journalLimitBytes ? { journalLimitBytes: options.journalLimitBytes } : {},
  );
  let faults: ContentServiceFaults = { ...options.faults };
  let baseUrl = '';
  const closing = new AbortController();

  const app = new Hono<Env>();
  app.onError((error, c) => {
    if (error instanceof ServiceError) return errorResponse(c, error);
    console.error('content service:', error);
    return errorResponse(c, new ServiceError(500, 'internalError', 'Internal error'));
  });
  app.notFound((c) =>
    errorResponse(
      c,
      new ServiceError(404, 'notFound', `No route for ${c.req.method} ${c.req.path}`),
    ),
  );
  app.use('*', cors(options.allowedOrigins));

  app.get('/', loopbackOnly, (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return c.html(renderListing(store.all(), (id) => store.get(id)));
  });
  listingFileRoutes(app, store);

  app.use('*', bearerToken(options.token));
  app.use(
    '*',
    injectFaults(() => faults, closing.signal),
  );
  documentRoutes(app, store, dataset);
  queryRoutes(app, store, dataset);
  assetRoutes(app, store, dataset, () => baseUrl);

  const { server, port } = await new Promise<{ server: ServerType; port: number }>(
    (resolve, reject) => {
      const server = serve(
        { fetch: app.fetch, port: options.port, hostname },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      server.once('error', reject);
    },
  );
  baseUrl = `http://${normaliseHost(hostname)}:${port}`;

  return {
    url: baseUrl,
    port,
    setFaults(next) {
      faults = { ...next };
    },
    async close() {
      closing.abort();
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await store.close();
    },
  };
}
