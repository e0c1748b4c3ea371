import type { SanityClient } from '@sanity/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startContentService, type ContentService } from '../../dev/content-service/server';
import { parseGatewayConfig } from '../../src/server/config';
import { createGateway } from '../../src/server/gateway';
import type { GatewayOptions } from '../../src/server/routes/gateway-deps';
import { nodeClientAddress } from '../../src/server/node';
import { closeNode, serveNode, type ConnectionTimeouts } from '../../src/server/node-server';
import {
  startNodeRuntime,
  type NodeRuntime,
  type NodeRuntimeOptions,
} from '../../src/server/node-runtime';
import { lineLogger } from '../../src/server/ops/log-lines';
import { createLogger } from '../../src/server/ops/logger';
import { contentReader } from './reader';
import { TEST_SPAM_KEY } from './spam-proof';

export interface LocalGateway {
  url: string;
  service: ContentService;
  /** The content service's token. */
  token: string;
  /** Reads what the content service stored, with the real client and the service's token. */
  reader: SanityClient;
  /**
   * JSON lines the gateway logged: one per request, content-service failures, Redis and mail
   * warnings.
   */
  logs: string[];
  /** The Node-only parts (REDIS_URL, SMTP_URL), as src/server/main.ts starts them. */
  runtime: NodeRuntime;
  close(): Promise<void>;
}

/**
 * The real gateway over HTTP in front of a real local content service, on free ports with a
 * fresh data folder and a random token: what tests of the gateway and of the browser client
 * talk to. With `shareContentWith` a second instance writes to the first one's content service,
 * as two gateway instances behind one load balancer do.
 */
export async function startLocalGateway(
  init: {
    env?: Record<string, string>;
    options?: Omit<GatewayOptions, 'log'>;
    /** Connection timeouts of the Node server; default the production ones. */
    timeouts?: ConnectionTimeouts;
    /** Redis key prefix, retry schedule and poll interval of the Node runtime. */
    runtime?: Omit<NodeRuntimeOptions, 'log'>;
    shareContentWith?: LocalGateway;
  } = {},
): Promise<LocalGateway> {
  const shared = init.shareContentWith;
  const dataDir = shared ? undefined : mkdtempSync(join(tmpdir(), 'resin-gateway-'));
  // Each instance its own folder for mail waiting without Redis, as one process per folder.
  const outboxDir = mkdtempSync(join(tmpdir(), 'resin-outbox-'));
  const token = shared?.token ?? randomBytes(18).toString('base64url');
  const service =
    shared?.service ??
    (await startContentService({ port: 0, dataDir: dataDir ?? '', token, allowedOrigins: [] }));
  const logs: string[] = [];
  const config = parseGatewayConfig({
    SANITY_PROJECT_ID: 'test',
    SANITY_TOKEN: token,
    SANITY_API_HOST: service.url,
    OUTBOX_DIR: outboxDir,
    ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
    ...init.env,
  });
  const logger = createLogger({ level: config.logLevel, write: (line) => logs.push(line) });
  const log = lineLogger(logger);
  const runtime = await startNodeRuntime(config, { ...init.runtime, log });
  const gateway = createGateway(config, {
    clientAddress: nodeClientAddress,
    ...runtime.gatewayOptions,
    ...init.options,
    log,
    logger,
  });
  const { server, port } = await serveNode(
    gateway.fetch,
    { port: 0, hostname: 'localhost' },
    init.timeouts,
  );
  return {
    url: `http://localhost:${port}`,
    service,
    token,
    reader: contentReader(service.url, token),
    logs,
    runtime,
    async close() {
      await closeNode(server);
      await runtime.close();
      rmSync(outboxDir, { recursive: true, force: true });
      if (dataDir) {
        await service.close().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
