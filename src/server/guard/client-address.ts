import type { Context } from 'hono';
import type { GatewayConfig } from '../config';

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
