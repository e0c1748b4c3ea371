import type { Handler, Hono } from 'hono';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import { ENVELOPE_MESSAGES } from '../../content/envelope-messages';
import { fail } from '../routes/fail';

/** Each path the route modules answer, with its methods ('POST', 'GET'). */
export type RouteMethods = ReadonlyMap<string, readonly string[]>;

/**
 * The paths and methods of the given route modules, read from the modules themselves, so a new
 * route module is preflighted, logged by its path and told apart from an unknown address
 * without a second list kept by hand.
 */
export function routeMethods(apps: readonly Hono[]): RouteMethods {
  const table = new Map<string, string[]>();
  for (const { method, path } of apps.flatMap((app) => app.routes)) {
    if (method === 'ALL') continue; // middleware
    const methods = table.get(path) ?? [];
    if (!methods.includes(method)) table.set(path, [...methods, method]);
  }
  return table;
}

/** The Allow header of a route: its methods and the preflight. */
export const allowOf = (methods: readonly string[]): string => [...methods, 'OPTIONS'].join(', ');

/**
 * The answer to whatever no route took under /api: 405 with Allow for a known path asked with
 * another method, else 404.
 */
export function unanswered(routes: RouteMethods): Handler {
  return (c) => {
    const methods = routes.get(c.req.path);
    if (!methods) return fail(c, 404, LIMIT_MESSAGES.unknownRoute);
    c.header('Allow', allowOf(methods));
    return fail(
      c,
      405,
      methods.includes('POST') ? LIMIT_MESSAGES.methodNotAllowed : ENVELOPE_MESSAGES.challengeOnly,
    );
  };
}
