import { ConfigError, parseGatewayConfig, type GatewayConfig } from './config';
import { createGateway } from './gateway';
import { nodeClientAddress } from './node';
import { startNodeRuntime } from './node-runtime';
import { serveNode } from './node-server';
import { lineLogger } from './ops/log-lines';
import { createLogger } from './ops/logger';
import { stopOnSignals, type StopState } from './ops/graceful-stop';

/*
 * The gateway alone as a Node server, for a deploy where static hosting serves the site and
 * a reverse proxy sends /api/* here: `npx tsx src/server/main.ts` with the variables of the
 * README's configuration table, plus PORT (8787) and HOST (0.0.0.0). This long-lived process
 * also sends the staff notifications (SMTP_URL) from its outbox. It logs JSON lines on
 * standard output, and on SIGTERM finishes the requests in flight and exits within 10 s.
 */
let config: GatewayConfig;
try {
  config = parseGatewayConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel });
const log = lineLogger(logger);
const runtime = await startNodeRuntime(config, { log });
const state: StopState = { stopping: false };
const app = createGateway(config, {
  clientAddress: nodeClientAddress,
  log,
  logger,
  ...runtime.gatewayOptions,
  stopping: () => state.stopping,
});
const { server, port } = await serveNode(app.fetch, {
  port: Number(process.env.PORT ?? 8787),
  hostname: process.env.HOST ?? '0.0.0.0',
});
logger.info({ port }, `Gateway listening on port ${port} (routes under /api)`);

stopOnSignals({ server, state, close: (graceMs) => runtime.close(graceMs), log });
