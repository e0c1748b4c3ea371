import { submissionExtras } from '../submissions/envelope';
import type { FieldIssue } from '../submissions/validate';
import { storedConsent, type StoredConsent } from './consent';
import type { Partner } from './partners';
import { storedSource, type StoredSource } from './provenance';

/** What the gateway adds to every stored submission besides its status. */
export interface GatewayFields {
  /** The gateway's time, ISO. */
  submittedAt: string;
  source: StoredSource;
  consent?: StoredConsent;
}

export type ExtrasRefusal = { ok: false; error: string; issues: FieldIssue[] };

/**
 * Reads `source` and `consent` from a submission's body (already checked for size, JSON and
 * forbidden keys) and makes the fields the gateway stores with it. A source page that is no
 * URL, or a consent to a notice that does not exist, is refused with what is wrong.
 */
export async function gatewayFields(
  kind: string,
  body: unknown,
  request: { origin: string | undefined; partner: Partner | undefined; at: Date },
): Promise<{ ok: true; fields: GatewayFields } | ExtrasRefusal> {
  const parsed = submissionExtras.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, error: issues[0]?.message ?? '', issues };
  }
  const submittedAt = request.at.toISOString();
  const source = storedSource(parsed.data.source, request.origin, request.partner);
  if (!parsed.data.consent) return { ok: true, fields: { submittedAt, source } };
  const consent = await storedConsent(kind, parsed.data.consent, submittedAt);
  if (!consent.ok) return { ok: false, error: consent.issue.message, issues: [consent.issue] };
  return { ok: true, fields: { submittedAt, source, consent: consent.consent } };
}
