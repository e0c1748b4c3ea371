import type { Context } from 'hono';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import type { StoredKind, SubmissionDocument } from '../../submissions/kind';
import { referenceOf } from '../../submissions/reference';
import type { FieldIssue } from '../../submissions/validate';
import type { GatewayConfig } from '../config';
import type { ContentClient } from '../content-client';
import { markSubmission } from '../ops/submission-outcome';
import { partnerOf } from '../partners';
import { sameSubmission } from '../same-content';
import { sealEnvelope } from '../seal-envelope';
import type { SpamDefence, SpamReason } from '../spam/spam-defence';
import { attachedUploads } from '../uploads/upload-records';
import { serviceFailureLine } from './fail';

/** A submission that passed its kind's schema: its fields, and the whole body it came in. */
export interface CheckedSubmission<S> {
  data: S;
  body: unknown;
}

/** What became of a checked submission: stored (or already stored) under its id, or why not. */
export type StoreOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 409 | 502; error: string; issues?: FieldIssue[] };

/** How a submission reached the gateway, when not as a form's script sends it (JSON). */
export interface StoreOptions {
  /**
   * A plain form post, sent without JavaScript: it carries no start token or proof of work, so
   * only its hidden field judges it, and it is stored flagged `source.noScript`.
   */
  withoutScript?: boolean;
}

export type StoreSubmission = <S extends { id: string }>(
  c: Context,
  kind: StoredKind<S>,
  submission: CheckedSubmission<S>,
  options?: StoreOptions,
) => Promise<StoreOutcome>;

/**
 * The step every submission route ends with, whatever its body's format and its answer's: the
 * envelope checked and sealed, the attachments checked, the spam signals judged, the document
 * written once under the browser-made id, and staff told.
 */
export function submissionStore(parts: {
  config: Pick<GatewayConfig, 'partners'>;
  content: ContentClient;
  spam: SpamDefence;
  now: () => number;
  log: (line: string) => void;
  onStored: ((kind: StoredKind, document: SubmissionDocument) => void) | undefined;
}): StoreSubmission {
  const { content, log } = parts;
  const serviceFailure = (c: Context, err: unknown): StoreOutcome => {
    log(serviceFailureLine(c, err));
    return { ok: false, status: 502, error: LIMIT_MESSAGES.serviceUnavailable };
  };

  async function write(c: Context, kind: StoredKind, doc: SubmissionDocument) {
    let kept: SubmissionDocument = doc;
    try {
      const { created } = await content.createIfNotExists(doc);
      if (!created) {
        // Same id as a stored submission: a retry of it is fine, other content under it is not
        // (it would be silently dropped), as with idempotency keys elsewhere.
        const stored = await content.getDocument(doc._id);
        if (stored && !sameSubmission(doc, stored)) {
          return { ok: false, status: 409, error: LIMIT_MESSAGES.idReused } as const;
        }
        // Staff hear of what was stored first: a retry does not turn spam into a lead or back.
        if (stored) kept = { ...stored, _id: doc._id, _type: doc._type };
      }
    } catch (err) {
      return serviceFailure(c, err);
    }
    // Answered 201 like a lead, so only this mark tells the figures and the log it was spam.
    if (kept.status === 'spam') markSubmission(c, 'spam');
    try {
      // Spam is stored for the record but mails nobody.
      if (kept.status !== 'spam') parts.onStored?.(kind, kept);
    } catch (err) {
      // The submission is stored; a failing notification must not turn that into an error.
      log(`[gateway] ERROR: ${c.req.path}: notification of ${doc._id} failed: ${String(err)}`);
    }
    return { ok: true, id: doc._id } as const;
  }

  return async (c, kind, { data, body }, options = {}) => {
    const origin = c.req.header('origin');
    const sealed = await sealEnvelope(kind.name, body, {
      origin,
      partner: partnerOf(parts.config.partners, origin),
      at: new Date(parts.now()),
    });
    if (!sealed.ok) return { ok: false, status: 400, error: sealed.error, issues: sealed.issues };
    // Only PDFs uploaded for this very submission may be referenced: a forged id, or another
    // applicant's file, would otherwise attach any stored file (or nothing) to it.
    const attachments = kind.attachments?.(data) ?? [];
    const uploadReasons: SpamReason[] = [];
    if (attachments.length > 0) {
      let attached;
      try {
        attached = await attachedUploads(content, data.id, attachments);
      } catch (err) {
        return serviceFailure(c, err);
      }
      if (!attached.ok) {
        const issue = { path: 'resumeAssetId', message: LIMIT_MESSAGES.invalidResume };
        return { ok: false, status: 400, error: issue.message, issues: [issue] };
      }
      if (attached.flagged) uploadReasons.push('flagged-upload');
    }
    // Never refused: a submission failing a spam signal is stored and answered like any other,
    // so a person taken for a script loses nothing and a script learns nothing.
    const signals = body as Record<string, unknown>;
    const reasons = [
      ...(options.withoutScript
        ? parts.spam.judgeWithoutScript(signals)
        : await parts.spam.judge(signals, data.id)),
      ...uploadReasons,
    ];
    const { source } = sealed.envelope;
    return write(c, kind as StoredKind, {
      ...kind.toDocument(data),
      ...sealed.envelope,
      ...(options.withoutScript ? { source: { ...source, noScript: true } } : {}),
      // What the visitor was told to quote, so staff can search for it.
      reference: referenceOf(data.id),
      status: reasons.length > 0 ? 'spam' : 'new',
      ...(reasons.length > 0 ? { spamReasons: reasons } : {}),
    });
  };
}
