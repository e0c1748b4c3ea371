import { Hono } from 'hono';
import type { ServerType } from '@hono/node-server';
import { compress } from 'hono/compress';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { staticFiles } from './static';
import {
  startContentService,
  type ContentService,
  type ContentServiceFaults,
} from './content-service/server';
import { parseGatewayConfig, type GatewayConfig } from '../src/server/config';
import { createGateway } from '../src/server/gateway';
import { nodeClientAddress } from '../src/server/node';
import { startNodeRuntime, type NodeRuntime } from '../src/server/node-runtime';
import { closeNode, serveNode, type FetchHandler } from '../src/server/node-server';
import { lineLogger } from '../src/server/ops/log-lines';
import { createLogger } from '../src/server/ops/logger';
import { inlineScriptHashes } from '../src/server/security-headers/inline-scripts';
import { partnerPolicy, siteHeaders } from '../src/server/security-headers/policies';
import { startMailCatcher, type MailCatcher } from './mail-catcher/catcher';
import { serveMailPage } from './mail-catcher/page-server';
import { devSpamKey, localPartnersFile } from './local-spam-and-partners';

/** Where staff mail goes under `npm start` unless NOTIFY_TO says otherwise. */
export const LOCAL_STAFF_ADDRESS = 'sales@kalparesins.localhost';

export interface StackOptions {
  /** Port of the site and gateway; 0 picks a free one. */
  port: number;
  /** Folder of the production build. */
  distDir: string;
  /** Host to listen on. */
  hostname?: string;
  /**
   * Also serve demo/ on this port as a partner site on another origin (0 picks a free one).
   * Unless PARTNERS_FILE is set, it is the configured partner "Demo Dealer".
   */
  partnerPort?: number;
  /** Port of the local content service (0 picks a free one); unused with SANITY_API_HOST. */
  contentPort?: number;
  /** Where the content service keeps its data and the dev token lives. Default `.data`. */
  dataDir?: string;
  /** Port of the caught-mail page when no SMTP_URL is set (0 picks a free one). */
  mailPort?: number;
  /** Gateway configuration; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Gateway log, one JSON line at a time; defaults to the console. */
  log?: (line: string) => void;
  /** The content service's HTTPS address for browsers, and the Studio served there. */
  studio?: StudioOptions;
}

export interface StudioOptions {
  /** Port of the content service's HTTPS address (0 picks a free one). */
  port: number;
  /** A built Studio (./studio-build.ts) to serve on its root; without it, the API only. */
  dir?: string;
}

export interface Backend {
  /** The gateway app; routes under /api. */
  gateway: Hono;
  config: GatewayConfig;
  /** Where stored submissions can be read (the content service's base URL). */
  contentUrl: string;
  contentToken: string;
  /** Set when the content service runs in this process (not with SANITY_API_HOST). */
  content: LocalContent | undefined;
  /** Set when no SMTP_URL is given: staff mail is caught here and shown on a local page. */
  mail: { catcher: MailCatcher; pageUrl: string } | undefined;
  /**
   * With `studio`: the Studio's address (`https://<projectId>.localhost:<port>/`), the content
   * service's HTTPS address, and its certificate's key hash (tests tell Chromium to trust it).
   */
  studio: { url: string; apiUrl: string; spki: string } | undefined;
  /** The Node-only parts: shared rate limit (REDIS_URL), staff notification. */
  runtime: NodeRuntime;
  close(): Promise<void>;
}

/** Control of an in-process content service, for tests of failure paths. */
export interface LocalContent {
  setFaults(faults: ContentServiceFaults): void;
  /** Stops the service as a crash or an outage would; the gateway then answers 502. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
}

export interface Stack extends Omit<Backend, 'gateway' | 'close'> {
  siteUrl: string;
  /** Set with `partnerPort`: demo/ served from a second origin. */
  partnerUrl: string | undefined;
  close(): Promise<void>;
}

/** Served with the gateway's connection timeouts, so a slow sender is cut off here too. */
async function listen(fetch: FetchHandler, port: number, hostname: string) {
  const { server, port: chosen } = await serveNode(fetch, { port, hostname });
  return { server, url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${chosen}` };
}

const closeServer = (server: ServerType) => closeNode(server);

/**
 * Staff mail of a local run: SMTP_URL when set, else a mail catcher on this machine whose page
 * shows what staff would get.
 */
async function localMail(
  env: Record<string, string | undefined>,
  hostname: string,
  mailPort: number,
): Promise<{ env: Record<string, string>; mail: Backend['mail']; close(): Promise<void> }> {
  if (env.SMTP_URL) return { env: {}, mail: undefined, close: async () => undefined };
  const catcher = await startMailCatcher();
  const page = await serveMailPage(catcher, { port: mailPort, hostname });
  return {
    env: {
      SMTP_URL: catcher.smtpUrl,
      NOTIFY_TO: env.NOTIFY_TO || LOCAL_STAFF_ADDRESS,
      NOTIFY_FROM: env.NOTIFY_FROM || 'Kalpa Resins website <website@kalparesins.localhost>',
    },
    mail: { catcher, pageUrl: page.url },
    async close() {
      await page.close();
      await catcher.close();
    },
  };
}

/**
 * The write token for local runs: SANITY_TOKEN when set, else one made on first start and kept
 * in `<dataDir>/dev-token`, so stored data stays readable across restarts.
 */
export function devToken(dataDir: string, env: Record<string, string | undefined>): string {
  if (env.SANITY_TOKEN) return env.SANITY_TOKEN;
  const file = join(dataDir, 'dev-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = `dev-${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/**
 * The gateway and, unless SANITY_API_HOST points elsewhere, the local content service it
 * writes to. Shared by `npm start`, `npm run dev` and the browser tests.
 */
export async function startBackend(options: {
  hostname: string;
  contentPort: number;
  dataDir: string;
  env: Record<string, string | undefined>;
  /** Origins of pages this process serves (the site, a partner demo); allowed to submit. */
  siteOrigins: string[];
  log?: (line: string) => void;
  /** Port of the caught-mail page (no SMTP_URL); default 0, a free one. */
  mailPort?: number;
  /** The local content service's HTTPS address and the Studio; unused with SANITY_API_HOST. */
  studio?: StudioOptions;
}): Promise<Backend> {
  const { env } = options;
  // A remote service needs its own token; a generated one only makes sense for the local one.
  const token = env.SANITY_API_HOST ? env.SANITY_TOKEN : devToken(options.dataDir, env);
  const allowedOrigins = [
    ...(env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    ...options.siteOrigins.slice(1),
  ];

  let service: ContentService | undefined;
  let content: LocalContent | undefined;
  let apiHost = env.SANITY_API_HOST;
  if (!apiHost) {
    const serviceOptions = {
      port: options.contentPort,
      hostname: options.hostname,
      dataDir: join(options.dataDir, 'content'),
      token,
      // Browsers call it in direct mode (with the token) and from the Studio: the one it serves
      // itself, and `npm run studio`'s `sanity dev` on STUDIO_PORT.
      allowedOrigins: [
        ...options.siteOrigins,
        ...allowedOrigins,
        ...(options.studio ? [`http://localhost:${env.STUDIO_PORT || 3333}`] : []),
      ],
      projectId: env.SANITY_PROJECT_ID ?? 'local',
      dataset: env.SANITY_DATASET || undefined,
      ...(options.studio
        ? {
            secure: {
              port: options.studio.port,
              certDir: options.dataDir,
              ...(options.studio.dir ? { studioDir: options.studio.dir } : {}),
            },
          }
        : {}),
    };
    service = await startContentService({ ...serviceOptions, token: token ?? '' });
    const port = service.port;
    // A restart keeps the Studio's address, so an open Studio reconnects to it.
    if (serviceOptions.secure && service.secure) serviceOptions.secure.port = service.secure.port;
    apiHost = service.url;
    content = {
      setFaults: (faults) => service?.setFaults(faults),
      async stop() {
        await service?.close();
        service = undefined;
      },
      async start() {
        service ??= await startContentService({ ...serviceOptions, token: token ?? '', port });
      },
    };
  }

  const write = options.log ?? ((line: string) => console.error(line));
  let mail: Awaited<ReturnType<typeof localMail>> | undefined;
  let config: GatewayConfig;
  let runtime: NodeRuntime;
  let logger: ReturnType<typeof createLogger>;
  try {
    mail = await localMail(env, options.hostname, options.mailPort ?? 0);
    config = parseGatewayConfig({
      // The resume link of a local mail opens the listing's copy of the file.
      ...(content ? { NOTIFY_FILE_BASE_URL: `${apiHost}/resumes` } : {}),
      // Mail not sent yet waits beside the content, and is sent after a restart.
      OUTBOX_DIR: join(options.dataDir, 'outbox'),
      ...env,
      ...mail.env,
      SANITY_PROJECT_ID: env.SANITY_PROJECT_ID ?? 'local',
      SANITY_TOKEN: token,
      SANITY_API_HOST: apiHost,
      ALLOWED_ORIGINS: [...new Set(allowedOrigins)].join(','),
      ALTCHA_HMAC_KEY: devSpamKey(options.dataDir, env),
      PARTNERS_FILE: localPartnersFile(options.dataDir, env, options.siteOrigins[1]),
    });
    logger = createLogger({ level: config.logLevel, write });
    runtime = await startNodeRuntime(config, { log: lineLogger(logger) });
  } catch (err) {
    await mail?.close();
    await service?.close();
    throw err;
  }
  const gateway = createGateway(config, {
    clientAddress: nodeClientAddress,
    log: lineLogger(logger),
    logger,
    ...runtime.gatewayOptions,
  });
  const localMailOf = mail;
  const running = service;
  return {
    studio:
      running?.studioUrl && running.secure
        ? { url: `${running.studioUrl}/`, apiUrl: running.secure.url, spki: running.secure.spki }
        : undefined,
    gateway,
    config,
    contentUrl: apiHost,
    contentToken: config.token,
    content,
    mail: localMailOf.mail,
    runtime,
    async close() {
      await runtime.close();
      await localMailOf.close();
      await service?.close();
    },
  };
}

/**
 * The site's security headers for one HTML file: its policy allows exactly the inline scripts
 * that file runs, so a changed first-paint script (or a page with its own) is allowed as built.
 */
const htmlHeaders = (html: string) => siteHeaders(inlineScriptHashes(html));

/**
 * The whole product on one port: the built site, the embed loader, the demo pages and the
 * submission gateway, plus the local content service on its own port, as `npm start` and the
 * browser tests run it.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const hostname = options.hostname ?? 'localhost';
  const env = options.env ?? process.env;
  const dataDir = resolve(options.dataDir ?? '.data');

  // Listen first, so the site's and the partner's origins are known when the gateway is
  // configured; requests wait on the app until it is ready.
  let ready: (app: Hono) => void = () => undefined;
  const appReady = new Promise<Hono>((done) => (ready = done));
  const site = await listen(
    async (req, nodeEnv) => (await appReady).fetch(req, nodeEnv),
    options.port,
    hostname,
  );

  let partner: { server: ServerType; url: string } | undefined;
  if (options.partnerPort !== undefined) {
    const partnerApp = new Hono();
    partnerApp.use('*', compress());
    // A partner page under the policy docs/embedding.md gives partners, for the widgets of
    // the site's origin (known once the site listens, as here).
    partnerApp.use('*', async (c, next) => {
      await next();
      c.header('Content-Security-Policy', partnerPolicy(site.url));
    });
    partnerApp.route('/demo', staticFiles(resolve('demo')));
    partnerApp.route('/', staticFiles(resolve('demo')));
    partner = await listen(partnerApp.fetch, options.partnerPort, hostname);
  }

  let backend: Backend;
  try {
    backend = await startBackend({
      hostname,
      contentPort: options.contentPort ?? 0,
      dataDir,
      env,
      siteOrigins: [site.url, ...(partner ? [partner.url] : [])],
      ...(options.log ? { log: options.log } : {}),
      ...(options.mailPort !== undefined ? { mailPort: options.mailPort } : {}),
      ...(options.studio ? { studio: options.studio } : {}),
    });
  } catch (err) {
    await closeServer(site.server);
    if (partner) await closeServer(partner.server);
    throw err;
  }

  const app = new Hono();
  app.route('/', backend.gateway);
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    // HTML files come with their own policy; every other answer gets the policy without hashes.
    for (const [name, value] of Object.entries(siteHeaders([]))) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  });
  app.route('/demo', staticFiles(resolve('demo'), { htmlHeaders }));
  app.route('/', staticFiles(options.distDir, { htmlHeaders, notFound: '404.html' }));
  ready(app);

  return {
    siteUrl: site.url,
    partnerUrl: partner?.url,
    config: backend.config,
    contentUrl: backend.contentUrl,
    contentToken: backend.contentToken,
    content: backend.content,
    mail: backend.mail,
    studio: backend.studio,
    runtime: backend.runtime,
    async close() {
      await closeServer(site.server);
      if (partner) await closeServer(partner.server);
      await backend.close();
    },
  };
}
