import { solveChallenge } from 'altcha-lib/v1';
import { SPAM_DEFENCE } from '../../src/content/envelope-messages';
import type { Challenge } from '../../src/server/spam/proof';
import type { ChallengeAnswer } from '../../src/submissions/envelope';
import { signStartToken } from '../../src/server/spam/start-token';

/**
 * The spam defence's key of test gateways and stacks. Fixed, so a browser test's worker holds
 * the same key as the stack its global setup started in another process; never a real one.
 */
export const TEST_SPAM_KEY = 'test-only-spam-key-never-used-in-production';

/** A gateway by its base URL, or the app itself (its `request`, without a server). */
export type GatewayTarget =
  string | { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** Fetches a challenge and start token from a gateway, as a form does on its first touch. */
export async function fetchChallenge(
  gateway: GatewayTarget,
  headers: Record<string, string> = {},
): Promise<ChallengeAnswer> {
  const path = SPAM_DEFENCE.challengeRoute;
  const res =
    typeof gateway === 'string'
      ? await fetch(`${gateway}${path}`, { headers })
      : await gateway.request(path, { headers });
  if (res.status !== 200) throw new Error(`GET /api/challenge answered ${res.status}`);
  return (await res.json()) as ChallengeAnswer;
}

/**
 * Solves a challenge with altcha-lib, as the form's Web Worker does: ALTCHA's payload, with
 * `changes` over its fields for a test of a tampered one.
 */
export async function solve(
  challenge: Challenge,
  changes: Record<string, unknown> = {},
): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the challenge has no solution below its maxnumber');
  const { algorithm, challenge: digest, salt, signature } = challenge;
  return btoa(
    JSON.stringify({
      algorithm,
      challenge: digest,
      number: solution.number,
      salt,
      signature,
      ...changes,
    }),
  );
}

/**
 * A start token from before the shortest time a person takes, signed with the test key: what
 * a form first touched a few seconds ago sends, without a test waiting those seconds.
 */
export function earlierStartToken(key: string = TEST_SPAM_KEY): Promise<string> {
  return signStartToken(key, Date.now() - SPAM_DEFENCE.minFillMs - 1_000);
}

/**
 * The spam fields a person's form sends with a submission: the hidden field empty, a start
 * token old enough, and a fresh solution of the gateway's own challenge. Spread them into a
 * submission whose staff mail a test expects.
 */
export async function personSignals(
  gateway: GatewayTarget,
  options: { key?: string; headers?: Record<string, string> } = {},
): Promise<{ website: ''; started: string; altcha: string }> {
  const challenge = await fetchChallenge(gateway, options.headers);
  return {
    website: '',
    started: await earlierStartToken(options.key),
    altcha: await solve(challenge),
  };
}
