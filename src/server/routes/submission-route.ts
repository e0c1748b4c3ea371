import { Hono } from 'hono';
import type { StoredKind } from '../../submissions/kind';
import { readSubmission } from '../json-body';
import type { GatewayDeps } from './gateway-deps';

/**
 * `POST <kind.route>` for one kind of submission (every kind in SUBMISSION_KINDS gets one): a
 * JSON body within the limits, checked with the kind's schema, then stored. 201 `{id}`.
 */
export function submissionRoute<S extends { id: string }>(
  deps: GatewayDeps,
  kind: StoredKind<S>,
): Hono {
  return new Hono().post(kind.route, deps.admit.submission, async (c) => {
    const input = await readSubmission(c.req.raw, kind.schema, deps.bodyTimeoutMs);
    if (!input.ok) {
      // A sender that trickles is not waited for any longer, on this request or the next.
      if (input.status === 408) c.header('Connection', 'close');
      return deps.fail(c, input.status, input.error, input.issues ? { issues: input.issues } : {});
    }
    const stored = await deps.storeSubmission(c, kind, input);
    if (!stored.ok) {
      return deps.fail(
        c,
        stored.status,
        stored.error,
        stored.issues ? { issues: stored.issues } : {},
      );
    }
    return c.json({ id: stored.id }, 201);
  });
}
