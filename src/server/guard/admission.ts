import type { Context, MiddlewareHandler } from 'hono';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import type { GatewayConfig } from '../config';
import type { RateLimiter } from '../rate-limit';
import { fail } from '../routes/fail';

/**
 * What a route that writes or spends the gateway's work runs first: the origin check (403),
 * then the client's budget (429 with Retry-After). A route names its budget where it is
 * defined, e.g. `app.post(route, deps.admit.submission, handler)`.
 */
export function admission(
  config: Pick<GatewayConfig, 'allowedOrigins' | 'partners' | 'trustProxy'>,
  clientKey: (c: Context) => string,
  budget: RateLimiter,
): MiddlewareHandler {
  const allowed = new Set([...config.allowedOrigins, ...config.partners.flatMap((p) => p.origins)]);

  function requestHost(c: Context): string {
    const forwarded = config.trustProxy ? c.req.header('x-forwarded-host') : undefined;
    return forwarded?.split(',')[0]?.trim() || new URL(c.req.url).host;
  }

  function originAllowed(c: Context, origin: string): boolean {
    if (allowed.has(origin)) return true;
    try {
      // The site's own pages: same host as the gateway, whatever scheme a TLS proxy saw.
      return new URL(origin).host === requestHost(c);
    } catch {
      return false; // 'null' from sandboxed frames and file:// pages
    }
  }

  return async (c, next) => {
    // Browsers always send Origin on a POST; requests without it (curl, server-to-server)
    // cannot carry a visitor's ambient authority, so they pass but are still rate limited.
    // (Browsers leave it out of a GET from the same origin.)
    const origin = c.req.header('origin');
    if (origin && !originAllowed(c, origin)) return fail(c, 403, LIMIT_MESSAGES.originNotAllowed);
    const verdict = await budget.hit(clientKey(c));
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, LIMIT_MESSAGES.rateLimitedFor(verdict.retryAfterSeconds));
    }
    return next();
  };
}

/** How often a missing X-Forwarded-For is reported again while it keeps happening. */
const REPEAT_MS = 10 * 60_000;

/**
 * With TRUST_PROXY on, the rate limit keys on the last X-Forwarded-For entry. That is safe only
 * when a proxy in front sets the header on every request: without one, each client writes its
 * own and escapes the limit. Warns at start-up, and when a request arrives without the header
 * (a sign no proxy is in front), at most once per ten minutes.
 */
function proxyHeaderWatch(log: (line: string) => void, now: () => number) {
  log(
    '[gateway] WARNING: TRUST_PROXY=true: client addresses are taken from X-Forwarded-For. Only set it behind a proxy or platform that sets that header on every request; without one a client can write its own and escape the rate limit.',
  );
  let lastWarned = -Infinity;
  return {
    missingHeader() {
      const t = now();
      if (t - lastWarned < REPEAT_MS) return;
      lastWarned = t;
      log(
        '[gateway] WARNING: TRUST_PROXY=true but a request came without X-Forwarded-For: is a proxy in front of the gateway? Without one clients can escape the rate limit.',
      );
    },
  };
}

/** Who sent a request, as the rate limits and the /metrics allow-list see it. */
export interface ClientAddresses {
  /** What a request counts against in the rate limits: an address, or 'unknown'. */
  key(c: Context): string;
  /** The address /metrics checks; behind a proxy the proxy's own would let every outsider in. */
  peer(c: Context): string | undefined;
}

// The nearest proxy appends the address it saw; entries to its left are the client's claims.
function forwardedClient(c: Context): string | undefined {
  const hops = c.req.header('x-forwarded-for')?.split(',');
  return hops?.[hops.length - 1]?.trim() || undefined;
}

/**
 * Client addresses from the runtime's socket (`socketAddress`, e.g. the Node server's), or with
 * TRUST_PROXY from the last X-Forwarded-For entry.
 */
export function clientAddresses(
  config: Pick<GatewayConfig, 'trustProxy'>,
  socketAddress: ((c: Context) => string | undefined) | undefined,
  log: (line: string) => void,
  now: () => number,
): ClientAddresses {
  const proxyWatch = config.trustProxy ? proxyHeaderWatch(log, now) : undefined;
  return {
    key(c) {
      if (config.trustProxy) {
        const last = forwardedClient(c);
        if (last) return last;
        proxyWatch?.missingHeader();
      }
      return socketAddress?.(c) ?? 'unknown';
    },
    peer: (c) => (config.trustProxy ? forwardedClient(c) : undefined) ?? socketAddress?.(c),
  };
}
