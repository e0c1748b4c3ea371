import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { Server as HttpServer } from 'node:http';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { bearerToken, cors, errorResponse, loopbackOnly, type Env } from './access';
import { actionRoutes } from './actions';
import { assetRoutes, listingFileRoutes } from './assets';
import { localCertificate } from './certificate';
import { documentRoutes } from './documents';
import { ServiceError } from './errors';
import { injectFaults, type ContentServiceFaults } from './faults';
import { queryRoutes } from './groq';
import { listenRoutes } from './listener';
import { renderListing } from './listing';
import { servedDataset, type Dataset } from './api-path';
import { staffSignIn } from './staff-sign-in';
import { presenceSockets, studioRoutes } from './studio-api';
import { studioFiles } from './studio-files';
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
  /**
   * An HTTPS address beside the plain one, for browsers: the same API over HTTP/2 (and
   * HTTP/1.1), with a certificate made on first start, and the Studio on its root.
   */
  secure?: {
    /** 0 picks a free one. */
    port: number;
    /** Where the certificate is kept; the data folder unless named. */
    certDir?: string;
    /** A built Studio (`sanity build`) to serve there, signed in with the local staff user. */
    studioDir?: string;
  };
}

export interface ContentService {
  url: string;
  port: number;
  /** With `secure`: the HTTPS address (`https://localhost:<port>`), its port and certificate. */
  secure?: { url: string; port: number; spki: string };
  /**
   * With `secure`: the address browsers use, `https://<projectId>.localhost:<port>`, as Sanity's
   * client makes it from the project and the API host; the Studio is served on its root.
   */
  studioUrl?: string;
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
  // The secure address's own origin joins the list once it is known (the Studio served there).
  const origins = [...options.allowedOrigins];
  app.use('*', cors(origins));

  app.get('/', loopbackOnly, (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return c.html(renderListing(store.all(), (id) => store.get(id)));
  });
  listingFileRoutes(app, store);
  const sessions = staffSignIn(app, () => origins);

  app.use('*', bearerToken(options.token, sessions.identityOf));
  app.use(
    '*',
    injectFaults(() => faults, closing.signal),
  );
  documentRoutes(app, store, dataset);
  queryRoutes(app, store, dataset);
  listenRoutes(app, store, dataset);
  actionRoutes(app, store, dataset);
  studioRoutes(app, store, dataset, sessions);
  assetRoutes(app, store, dataset, () => baseUrl);

  const { server, port } = await new Promise<{ server: ServerType; port: number }>(
    (resolve, reject) => {
      const server = serve(
        { fetch: app.fetch, port: options.port, hostname },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      server.once('error', reject);
      // Node's clients keep idle connections open and reuse them; a server that closes an idle
      // one after Node's 5 s can close it just as a request is sent on it ('socket hang up').
      // Keep idle connections for a minute, as the hosted API's front does, so that race is rare.
      if (server instanceof HttpServer) {
        server.keepAliveTimeout = 60_000;
        server.headersTimeout = 61_000;
      }
    },
  );
  baseUrl = `http://${normaliseHost(hostname)}:${port}`;
  const secure = options.secure
    ? await listenSecurely(app, options.secure, hostname, dataset, origins, options.dataDir)
    : undefined;

  return {
    url: baseUrl,
    port,
    ...(secure ? { secure: secure.info, studioUrl: secure.studioUrl } : {}),
    setFaults(next) {
      faults = { ...next };
    },
    async close() {
      closing.abort();
      await Promise.all([closeListener(server), secure?.close()]);
      await store.close();
    },
  };
}

function closeListener(server: ServerType): Promise<void> {
  return new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    // An HTTP/2 server closes once its sessions end; the event streams never end by themselves.
    for (const session of sessionsOf(server)) session.destroy();
    server.close(() => resolve());
  });
}

const SESSIONS = Symbol('sessions');
type Tracked = ServerType & { [SESSIONS]?: Set<ServerHttp2Session> };
const sessionsOf = (server: ServerType) => (server as Tracked)[SESSIONS] ?? new Set();

/** The `secure` listener: the same API, and the Studio on the root of the browsers' address. */
async function listenSecurely(
  api: Hono<Env>,
  secure: NonNullable<ContentServiceOptions['secure']>,
  hostname: string,
  dataset: Dataset,
  origins: string[],
  dataDir: string,
) {
  const studioHost = `${dataset.projectId}.localhost`;
  const certificate = await localCertificate(secure.certDir ?? dataDir, ['localhost', studioHost]);
  let settings = { projectId: dataset.projectId, dataset: dataset.name, apiHost: '' };
  const studio = secure.studioDir ? studioFiles(secure.studioDir, () => settings) : undefined;
  const presence = presenceSockets();
  const isApi = (path: string) => /^\/(v1|vX|v\d{4}-\d{2}-\d{2})(\/|$)|^\/files\//.test(path);
  const { server, port } = await new Promise<{ server: ServerType; port: number }>(
    (resolve, reject) => {
      const server = serve(
        {
          fetch: (request: Request, env: unknown) =>
            studio && !isApi(new URL(request.url).pathname)
              ? studio.fetch(request, env)
              : api.fetch(request, env as Env['Bindings']),
          port: secure.port,
          hostname,
          createServer: createSecureServer,
          serverOptions: { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
        },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
      server.once('error', reject);
      server.on('upgrade', presence.park);
      const sessions = new Set<ServerHttp2Session>();
      (server as Tracked)[SESSIONS] = sessions;
      server.on('session', (session: ServerHttp2Session) => {
        sessions.add(session);
        session.once('close', () => sessions.delete(session));
      });
    },
  );
  const studioUrl = `https://${studioHost}:${port}`;
  origins.push(studioUrl);
  settings = { ...settings, apiHost: `https://localhost:${port}` };
  server.once('close', () => presence.closeAll());
  const close = () => {
    presence.closeAll();
    return closeListener(server);
  };
  return {
    close,
    studioUrl,
    info: { url: `https://localhost:${port}`, port, spki: certificate.spki },
  };
}
