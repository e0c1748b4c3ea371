import type { Hono } from 'hono';
import { LIMIT_MESSAGES } from '../content/messages';
import { ConfigError, parseGatewayConfig } from './config';
import { createGateway } from './gateway';

/*
 * The gateway as a fetch handler, for platforms that take `export default { fetch }`
 * (Cloudflare Workers, Deno Deploy, Bun; Vercel and Netlify functions through their Hono or
 * fetch adapters). Configuration comes from the platform's env bindings when it passes them,
 * else from process.env. Behind such a platform set TRUST_PROXY=true, so the rate limit sees
 * each visitor's address rather than the platform's.
 */

let app: Hono | undefined;

function processEnv(): Record<string, string | undefined> {
  const g = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return g.process?.env ?? {};
}

function stringsOf(bindings: unknown): Record<string, string> {
  if (typeof bindings !== 'object' || bindings === null) return {};
  return Object.fromEntries(
    Object.entries(bindings).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export default {
  fetch(request: Request, env?: unknown): Response | Promise<Response> {
    try {
      app ??= createGateway(parseGatewayConfig({ ...processEnv(), ...stringsOf(env) }));
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      // The message names the variable; the platform's log is where an operator looks.
      console.error(err.message);
      return Response.json({ error: LIMIT_MESSAGES.notConfigured }, { status: 500 });
    }
    return app.fetch(request);
  },
};
