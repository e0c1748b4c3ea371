import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ServiceError } from './errors';

export type Env = {
  Bindings: HttpBindings;
  /** Who the request's token belongs to: the service's robot or a signed-in staff user. */
  Variables: { identity: string };
};

/** The identity of the service token (the gateway, the privacy command, scripts). */
export const SERVICE_IDENTITY = 'local-service-token';

/**
 * Request headers a page may send: the token, JSON, the project, and what the Studio adds (its
 * name, its timing and its request tags); anything else a browser asks for is refused.
 */
const CORS_HEADERS =
  'Authorization, Content-Type, X-Sanity-Project-ID, X-Sanity-App, Client-Timing, Cache-Control, Last-Event-ID';

export function errorResponse(
  c: Context,
  error: ServiceError,
  headers: Record<string, string> = {},
) {
  return c.json(error.toBody(), error.status as 400, headers);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!presented) return false;
  // Hashing first gives equal lengths, so the comparison takes the same time for any guess.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4);
}

/** A Host other than a loopback name means a page that rebound its own DNS name to this machine. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(name)
  );
}

/**
 * CORS as the Content Lake does it: only listed origins get the headers, and a request that
 * names any other origin is refused outright rather than merely unreadable.
 */
export function cors(origins: readonly string[]): MiddlewareHandler<Env> {
  // Browsers send an origin without a path or trailing slash; accept the list written either way.
  // Read at each request: the service adds its own HTTPS origin once it listens.
  const allowedNow = () =>
    new Set(
      origins.map((origin) => {
        try {
          return new URL(origin).origin;
        } catch {
          return origin;
        }
      }),
    );
  return async (c, next) => {
    const allowed = allowedNow();
    const origin = c.req.header('origin');
    if (origin === undefined) {
      if (c.req.method === 'OPTIONS') return c.body(null, 204);
      return next();
    }
    if (!allowed.has(origin)) {
      return errorResponse(
        c,
        new ServiceError(
          403,
          'corsOriginError',
          `The origin ${origin} is not allowed to call this content service (CORS)`,
        ),
      );
    }
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      c.header('Access-Control-Allow-Headers', CORS_HEADERS);
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    return next();
  };
}

/** Pages for developers (the listing, its file links, the caught mail): served only to this machine. */
export const loopbackOnly: MiddlewareHandler<Env> = async (c, next) => {
  const address = c.env.incoming.socket.remoteAddress;
  if (
    !isLoopbackAddress(address) ||
    !isLoopbackHost(c.req.header('host') ?? new URL(c.req.url).host)
  )
    return c.text('This page is only served to this machine.', 403);
  return next();
};

/** Every API request needs a bearer token, reads too: the dataset is private. */
export function bearerToken(
  token: string,
  /** The identity a token other than the service's belongs to (a staff session), if any. */
  identityOf: (presented: string) => string | undefined = () => undefined,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (tokenMatches(header, token)) {
      c.set('identity', SERVICE_IDENTITY);
      return next();
    }
    const identity = identityOf(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
    if (identity) {
      c.set('identity', identity);
      return next();
    }
    const missing = c.req.header('authorization') === undefined;
    return errorResponse(
      c,
      new ServiceError(
        401,
        'unauthorized',
        missing
          ? 'Unauthorized - this dataset is private; send an Authorization: Bearer <token> header'
          : 'Unauthorized - the bearer token is not valid for this content service',
      ),
      { 'WWW-Authenticate': 'Bearer' },
    );
  };
}
