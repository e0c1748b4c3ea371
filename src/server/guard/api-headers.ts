import type { MiddlewareHandler } from 'hono';
import { GATEWAY_HEADERS } from '../security-headers/policies';
import { allowOf, type RouteMethods } from './route-methods';

/**
 * Every answer under /api: never cached, the gateway's security headers, and CORS headers that
 * let a partner's page read it. A preflight of a route a partner's page may call (`routes`) is
 * answered here with that route's methods; any other preflight goes on, to be answered 404.
 */
export function apiHeaders(routes: RouteMethods): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(GATEWAY_HEADERS)) c.header(name, value);
    const origin = c.req.header('origin');
    if (origin) {
      // CORS headers let a page read our answer, including a 403 that says why; whether a
      // write happens is decided by the route's origin check, never by the browser.
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
      c.header('Access-Control-Expose-Headers', 'Retry-After');
    }
    const methods = routes.get(c.req.path);
    if (c.req.method !== 'OPTIONS' || !methods) return next();
    c.header('Access-Control-Allow-Methods', allowOf(methods));
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  };
}
