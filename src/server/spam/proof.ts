import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import * as z from 'zod';
import { SPAM_DEFENCE } from '../../content/envelope-messages';

/*
 * The proof of work, with ALTCHA's classic protocol: the gateway hides a number below
 * `proofMaxNumber` in a SHA-256 digest, signs the digest with its key and puts the expiry in
 * the salt (which the digest covers); the browser finds the number in a Web Worker and sends
 * base64 JSON of {algorithm, challenge, number, salt, signature}, as ALTCHA's widget does.
 */

/** What GET /api/challenge answers, besides the start token. */
export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export async function newChallenge(
  secret: string,
  now: number,
  maxNumber: number = SPAM_DEFENCE.proofMaxNumber,
): Promise<Challenge> {
  const made = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: secret,
    maxnumber: maxNumber,
    expires: new Date(now + SPAM_DEFENCE.challengeTtlMs),
  });
  return {
    algorithm: 'SHA-256',
    challenge: made.challenge,
    maxnumber: maxNumber,
    salt: made.salt,
    signature: made.signature,
  };
}

export type ProofCheck =
  { verdict: 'valid'; challenge: string; expiresAt: number } | { verdict: 'bad' | 'expired' };

// Only SHA-256: a payload naming a cheaper digest would otherwise be checked with it.
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(1e9),
  salt: z.string().min(1).max(300),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decode(payload: string): unknown {
  try {
    return JSON.parse(atob(payload));
  } catch {
    return undefined;
  }
}

/**
 * Checks a solution as ALTCHA's widget sends it: the gateway's signature, the number, and an
 * expiry that the gateway wrote into the salt and that has not passed.
 */
export async function checkProof(
  secret: string,
  payload: unknown,
  now: number,
): Promise<ProofCheck> {
  if (typeof payload !== 'string' || payload.length > 2_000) return { verdict: 'bad' };
  const parsed = payloadSchema.safeParse(decode(payload));
  if (!parsed.success) return { verdict: 'bad' };
  const solution = parsed.data;
  const expires = Number(extractParams(solution).expires);
  // Every challenge the gateway makes carries an expiry; one without it was not made here.
  if (!Number.isSafeInteger(expires)) return { verdict: 'bad' };
  if (!(await verifySolution(solution, secret, false))) return { verdict: 'bad' };
  const expiresAt = expires * 1000;
  if (expiresAt <= now) return { verdict: 'expired' };
  return { verdict: 'valid', challenge: solution.challenge, expiresAt };
}
