import { START_TOKEN } from '../../content/start-token';
import { SPAM_DEFENCE } from '../../content/envelope-messages';
import { SUBMISSION_KINDS } from '../../submissions/all-kinds';
import type { ChallengeAnswer } from '../../submissions/envelope';
import { checkProof, newChallenge } from './proof';
import { createMemoryReplayGuard, type ReplayGuard } from './replay-guard';
import { NO_FORM, readStartToken, signStartToken } from './start-token';

/** Why a submission was taken for a script's; stored as `spamReasons`. */
export type SpamReason =
  | 'honeypot'
  | 'no-start-token'
  | 'bad-start-token'
  | 'expired-start-token'
  | 'wrong-form-start-token'
  | 'replayed-start-token'
  | 'too-fast'
  | 'no-proof'
  | 'bad-proof'
  | 'expired-proof'
  | 'replayed-proof'
  /** A file the submission refers to was uploaded failing the signals (the resume's upload). */
  | 'flagged-upload';

export interface SpamDefence {
  /**
   * A challenge and a start token for the form the request's query names (a kind's name, as
   * `?form=contact`; without one, or with another, the token names no form).
   */
  challenge(query?: Record<string, string>): Promise<ChallengeAnswer>;
  /** Every signal the submission fails; empty for a person's. */
  judge(body: Record<string, unknown>, submissionId: string): Promise<SpamReason[]>;
  /**
   * The one signal a form sent without JavaScript can carry, its hidden field: such a post has
   * no start token or proof of work to judge, and is a lead unless that field is filled.
   */
  judgeWithoutScript(body: Record<string, unknown>): SpamReason[];
}

const FORM_NAMES = new Set(SUBMISSION_KINDS.map((kind) => kind.name));
// A submission's id starts with its kind's document type (`application.<uuid>` for an inquiry),
// which the schema has checked before the signals are judged.
const FORM_OF_TYPE = new Map(SUBMISSION_KINDS.map((kind) => [kind.type, kind.name]));
const formOfId = (id: string) => FORM_OF_TYPE.get(id.slice(0, id.indexOf('.')));

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The three signals, none of which needs an outside service: a hidden field a person leaves
 * empty, a signed start token (issued for this form, at least `minFillMs` and at most
 * `START_TOKEN.ttlMs` before the submission, used by no other submission), and a proof of work
 * used once. Tokens and proofs are taken in the same replay store, each by the submission id,
 * so the same submission sent again passes. A submission failing any signal is still stored
 * (marked as spam), so a false alarm loses nothing and a script learns nothing.
 */
export function createSpamDefence(
  secret: string,
  options: { now?: () => number; replayGuard?: ReplayGuard } = {},
): SpamDefence {
  const now = options.now ?? Date.now;
  const guard = options.replayGuard ?? createMemoryReplayGuard(now);

  async function startReasons(token: unknown, id: string, t: number): Promise<SpamReason[]> {
    if (absent(token)) return ['no-start-token'];
    const start = await readStartToken(secret, token, t);
    if (!start) return ['bad-start-token'];
    const expiresAt = start.issuedAt + START_TOKEN.ttlMs;
    if (expiresAt <= t) return ['expired-start-token'];
    if (start.form !== formOfId(id)) return ['wrong-form-start-token'];
    // Taken even when too fast: the token is this submission's now, whatever it was judged.
    if (!(await guard.claim(start.claim, id, expiresAt))) return ['replayed-start-token'];
    return t - start.issuedAt < SPAM_DEFENCE.minFillMs ? ['too-fast'] : [];
  }

  async function proofReasons(payload: unknown, id: string, t: number): Promise<SpamReason[]> {
    if (absent(payload)) return ['no-proof'];
    const proof = await checkProof(secret, payload, t);
    if (proof.verdict !== 'valid') return [proof.verdict === 'bad' ? 'bad-proof' : 'expired-proof'];
    return (await guard.claim(proof.challenge, id, proof.expiresAt)) ? [] : ['replayed-proof'];
  }

  return {
    async challenge(query = {}) {
      const t = now();
      const form = query[START_TOKEN.formParam];
      const [challenge, started] = await Promise.all([
        newChallenge(secret, t),
        signStartToken(secret, t, form !== undefined && FORM_NAMES.has(form) ? form : NO_FORM),
      ]);
      return { ...challenge, started };
    },
    async judge(body, submissionId) {
      const t = now();
      const reasons = honeypot(body);
      const [start, proof] = await Promise.all([
        startReasons(body.started, submissionId, t),
        proofReasons(body.altcha, submissionId, t),
      ]);
      return [...reasons, ...start, ...proof];
    },
    judgeWithoutScript: honeypot,
  };
}

const honeypot = (body: Record<string, unknown>): SpamReason[] =>
  absent(body[SPAM_DEFENCE.honeypotField]) ? [] : ['honeypot'];
