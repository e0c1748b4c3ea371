import { ConfigError, parseGatewayConfig, type GatewayConfig } from './config';
import { createGateway } from './gateway';
import { nodeClientAddress } from './node';
import { startNodeRuntime } from './node-runtime';
import { closeNode, serveNode } from './node-server';

/*
 * The gateway alone as a Node server, for a deploy where static hosting serves the site and
 * a reverse proxy sends /api/* here: `npx tsx src/server/main.ts` with the variables of the
 * README's configuration table, plus PORT (8787) and HOST (0.0.0.0). This long-lived process
 * also sends the staff notifications (SMTP_URL) from its outbox.
 */
let config: GatewayConfig;
try {
  config = parseGatewayConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const log = (line: string) => console.error(line);
const runtime = await startNodeRuntime(config, { log });
const app = createGateway(config, {
  clientAddress: nodeClientAddress,
  log,
  ...runtime.gatewayOptions,
});
const { server, port } = await serveNode(app.fetch, {
  port: Number(process.env.PORT ?? 8787),
  hostname: process.env.HOST ?? '0.0.0.0',
});
console.log(`Gateway listening on port ${port} (routes under /api)`);

const stop = () =>
  void closeNode(server)
    .then(() => runtime.close())
    .then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
