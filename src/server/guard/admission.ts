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
