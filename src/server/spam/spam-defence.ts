import { SPAM_DEFENCE } from '../../content/envelope-messages';
import type { ChallengeAnswer } from '../../submissions/envelope';
import { checkProof, newChallenge } from './proof';
import { createMemoryReplayGuard, type ReplayGuard } from './replay-guard';
import { readStartToken, signStartToken } from './start-token';

/** Why a submission was taken for a script's; stored as `spamReasons`. */
export type SpamReason =
  | 'honeypot'
  | 'no-start-token'
  | 'bad-start-token'
  | 'too-fast'
  | 'no-proof'
  | 'bad-proof'
  | 'expired-proof'
  | 'replayed-proof';

export interface SpamDefence {
  challenge(): Promise<ChallengeAnswer>;
  /** Every signal the submission fails; empty for a person's. */
  judge(body: Record<string, unknown>, submissionId: string): Promise<SpamReason[]>;
}

/**
 * The three signals, none of which needs an outside service: a hidden field a person leaves
 * empty, a signed start time at least `minFillMs` before the submission, and a proof of work
 * used once. A submission failing any of them is still stored (marked as spam), so a false
 * alarm loses nothing and a script learns nothing.
 */
export function createSpamDefence(
  secret: string,
  options: { now?: () => number; replayGuard?: ReplayGuard } = {},
): SpamDefence {
  const now = options.now ?? Date.now;
  const guard = options.replayGuard ?? createMemoryReplayGuard(now);

  async function startReasons(token: unknown, t: number): Promise<SpamReason[]> {
    if (token === undefined || token === null || token === '') return ['no-start-token'];
    const issuedAt = await readStartToken(secret, token, t);
    if (issuedAt === undefined) return ['bad-start-token'];
    return t - issuedAt < SPAM_DEFENCE.minFillMs ? ['too-fast'] : [];
  }

  async function proofReasons(payload: unknown, id: string, t: number): Promise<SpamReason[]> {
    if (payload === undefined || payload === null || payload === '') return ['no-proof'];
    const proof = await checkProof(secret, payload, t);
    if (proof.verdict !== 'valid') return [proof.verdict === 'bad' ? 'bad-proof' : 'expired-proof'];
    return (await guard.claim(proof.challenge, id, proof.expiresAt)) ? [] : ['replayed-proof'];
  }

  return {
    async challenge() {
      const t = now();
      const [challenge, started] = await Promise.all([
        newChallenge(secret, t),
        signStartToken(secret, t),
      ]);
      return { ...challenge, started };
    },
    async judge(body, submissionId) {
      const t = now();
      const honeypot = body[SPAM_DEFENCE.honeypotField];
      const reasons: SpamReason[] =
        honeypot === undefined || honeypot === null || honeypot === '' ? [] : ['honeypot'];
      const [start, proof] = await Promise.all([
        startReasons(body.started, t),
        proofReasons(body.altcha, submissionId, t),
      ]);
      return [...reasons, ...start, ...proof];
    },
  };
}
