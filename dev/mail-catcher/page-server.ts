import { Hono } from 'hono';
import { loopbackOnly, type Env } from '../content-service/access';
import { closeNode, serveNode } from '../../src/server/node-server';
import type { MailCatcher } from './catcher';
import { renderMailPage } from './mail-page';

/** Serves the caught mail page to this machine only, at `/`. */
export async function serveMailPage(
  catcher: MailCatcher,
  listen: { port: number; hostname: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono<Env>();
  app.get('/', loopbackOnly, (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return c.html(renderMailPage(catcher.mails));
  });
  const { server, port } = await serveNode(app.fetch, listen);
  const host = listen.hostname === '0.0.0.0' ? 'localhost' : listen.hostname;
  return {
    url: `http://${host}:${port}`,
    close: () => closeNode(server),
  };
}
