import type { SanityClient } from '@sanity/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startContentService, type ContentService } from '../content-service/server';
import { parseGatewayConfig } from '../../src/server/config';
import { createGateway, type GatewayOptions } from '../../src/server/gateway';
import { nodeClientAddress } from '../../src/server/node';
import { closeNode, serveNode, type ConnectionTimeouts } from '../../src/server/node-server';
import { contentReader } from './reader';

export interface LocalGateway {
  url: string;
  service: ContentService;
  /** Reads what the content service stored, with the real client and the service's token. */
  reader: SanityClient;
  /** Lines the gateway logged (content-service failures). */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real gateway over HTTP in front of a real local content service, on free ports with a
 * fresh data folder and a random token: what tests of the gateway and of the browser client
 * talk to.
 */
export async function startLocalGateway(
  init: {
    env?: Record<string, string>;
    options?: Omit<GatewayOptions, 'log'>;
    /** Connection timeouts of the Node server; default the production ones. */
    timeouts?: ConnectionTimeouts;
  } = {},
): Promise<LocalGateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-gateway-'));
  const token = randomBytes(18).toString('base64url');
  const service = await startContentService({ port: 0, dataDir, token, allowedOrigins: [] });
  const logs: string[] = [];
  const config = parseGatewayConfig({
    SANITY_PROJECT_ID: 'test',
    SANITY_TOKEN: token,
    SANITY_API_HOST: service.url,
    ...init.env,
  });
  const gateway = createGateway(config, {
    clientAddress: nodeClientAddress,
    ...init.options,
    log: (line) => logs.push(line),
  });
  const { server, port } = await serveNode(
    gateway.fetch,
    { port: 0, hostname: 'localhost' },
    init.timeouts,
  );
  return {
    url: `http://localhost:${port}`,
    service,
    reader: contentReader(service.url, token),
    logs,
    async close() {
      await closeNode(server);
      await service.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
