import { serve } from '@hono/node-server';
import { ConfigError, parseGatewayConfig, type GatewayConfig } from './config';
import { createGateway } from './gateway';
import { nodeClientAddress } from './node';

/*
 * The gateway alone as a Node server, for a deploy where static hosting serves the site and
 * a reverse proxy sends /api/* here: `npx tsx src/server/main.ts` with the variables of the
 * README's configuration table, plus PORT (8787) and HOST (0.0.0.0).
 */
let config: GatewayConfig;
try {
  config = parseGatewayConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const app = createGateway(config, { clientAddress: nodeClientAddress });
const server = serve(
  {
    fetch: app.fetch,
    port: Number(process.env.PORT ?? 8787),
    hostname: process.env.HOST ?? '0.0.0.0',
  },
  (info) => console.log(`Gateway listening on port ${info.port} (routes under /api)`),
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
