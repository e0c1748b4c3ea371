import { Hono } from 'hono';
import { SPAM_DEFENCE } from '../../content/envelope-messages';
import type { GatewayDeps } from './gateway-deps';

/**
 * `GET /api/challenge`: a proof-of-work challenge and the start token a form fetches on its
 * first touch. It has its own budget, so fetching challenges never uses up a visitor's
 * submissions.
 */
export function challengeRoute(deps: GatewayDeps): Hono {
  return new Hono().get(SPAM_DEFENCE.challengeRoute, deps.admit.challenge, async (c) =>
    c.json(await deps.spam.challenge(c.req.query())),
  );
}
