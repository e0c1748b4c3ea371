import type { Hono } from 'hono';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { ConfigError, parseGatewayConfig, type GatewayConfig } from './config';
import { createGateway } from './gateway';
import type { GatewayOptions } from './routes/gateway-deps';

/*
 * The gateway as a fetch handler, for platforms that take `export default { fetch }`
 * (Cloudflare Workers, Deno Deploy, Bun; Vercel and Netlify functions through their Hono or
 * fetch adapters). Configuration comes from the platform's env bindings when it passes them,
 * else from process.env. Behind such a platform set TRUST_PROXY=true, so the rate limit sees
 * each visitor's address rather than the platform's.
 *
 * With REDIS_URL the rate limit, the used proof-of-work solutions and the upload quota are shared
 * through Redis, which needs a runtime with Node's TCP sockets (Node-compatible platforms); its
 * modules are loaded only then. Without it each instance remembers used solutions and counts
 * upload bytes in its own memory.
 * Staff e-mail is not sent from here: a function may be frozen as soon as it answers, and the
 * outbox's retries need a long-lived process (src/server/main.ts) or a platform queue.
 */

let app: Promise<Hono> | undefined;

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

async function build(config: GatewayConfig): Promise<Hono> {
  const log = (line: string) => console.error(line);
  const options: GatewayOptions = { log };
  if (config.redisUrl) {
    const { connectRedis } = await import('./redis-client');
    const { createSharedRateLimiter } = await import('./shared-rate-limit');
    const { createRedisReplayGuard } = await import('./spam/redis-replay-guard');
    const { createRedisUploadQuota } = await import('./uploads/redis-upload-quota');
    const redis = connectRedis(config.redisUrl);
    options.rateLimiter = createSharedRateLimiter(redis, config.rateLimit, { log });
    options.replayGuard = createRedisReplayGuard(redis, { log });
    options.uploadQuota = createRedisUploadQuota(redis, config.uploadBytesPerDay, { log });
  }
  if (config.mail) {
    log('[gateway] SMTP_URL is set, but a serverless function sends no mail (see the README)');
  }
  return createGateway(config, options);
}

export default {
  async fetch(request: Request, env?: unknown): Promise<Response> {
    if (!app) {
      let config: GatewayConfig;
      try {
        config = parseGatewayConfig({ ...processEnv(), ...stringsOf(env) });
      } catch (err) {
        if (!(err instanceof ConfigError)) throw err;
        // The message names the variable; the platform's log is where an operator looks.
        console.error(err.message);
        return Response.json({ error: LIMIT_MESSAGES.notConfigured }, { status: 500 });
      }
      app = build(config);
    }
    return (await app).fetch(request);
  },
};
