import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { ConfigError } from '../src/server/config';
import { startBackend } from './stack';
import { staticFiles } from './static';

/**
 * `npm run dev`: Vite's dev server (hot reload) with the same gateway and local content
 * service as `npm start`, on one origin so the forms post to /api as in production.
 */
const port = Number(process.env.PORT ?? 5173);
const contentPort = Number(process.env.CONTENT_PORT ?? 4599);
const dataDir = process.env.DATA_DIR ?? '.data';
const hostname = 'localhost';

const http = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, ws: { server: http } },
  appType: 'spa',
});
await new Promise<void>((done) => http.listen(port, hostname, done));
const siteUrl = `http://${hostname}:${(http.address() as AddressInfo).port}`;

let backend;
try {
  backend = await startBackend({
    hostname,
    contentPort,
    dataDir: resolve(dataDir),
    env: process.env,
    siteOrigins: [siteUrl],
    mailPort: Number(process.env.MAIL_PORT ?? 4600),
  });
} catch (err) {
  await vite.close();
  http.close();
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const api = getRequestListener(backend.gateway.fetch);
const demo = getRequestListener(new Hono().route('/demo', staticFiles(resolve('demo'))).fetch);

http.on('request', (req, res) => {
  const path = req.url ?? '/';
  if (path.startsWith('/api/')) return void api(req, res);
  if (path === '/demo' || path.startsWith('/demo/')) return void demo(req, res);
  // The built loader's fixed address, served from source so demo pages work with hot reload.
  if (path.split('?')[0] === '/embed/resin-widgets.js') {
    req.url = '/src/embed/resin-widgets.ts';
  }
  vite.middlewares(req, res);
});

console.log(`Dev site     ${siteUrl}/`);
console.log(`Gateway      ${siteUrl}/api/`);
console.log(`Demo         ${siteUrl}/demo/`);
if (backend.content) console.log(`Submissions  ${backend.contentUrl}/`);
if (backend.mail) console.log(`Mail         ${backend.mail.pageUrl}/`);

const stop = async () => {
  await vite.close();
  http.closeAllConnections();
  http.close();
  await backend.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
