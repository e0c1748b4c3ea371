import { solveChallenge } from 'altcha-lib/v1';
import { START_TOKEN } from '../../src/content/start-token';
import { SPAM_DEFENCE } from '../../src/content/envelope-messages';
import { SUBMISSION_KINDS } from '../../src/submissions/all-kinds';
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

/** The form (kind) whose route a test posts to: `/api/inquiry` is the inquiry form. */
export function formOfRoute(route: string): string {
  const kind = SUBMISSION_KINDS.find((k) => k.route === route);
  if (!kind) throw new Error(`no kind of submission is posted to ${route}`);
  return kind.name;
}

/**
 * Fetches a challenge and start token from a gateway, as form `form` does on its first touch
 * (`form: null` asks as a page's script from before forms named theirs).
 */
export async function fetchChallenge(
  gateway: GatewayTarget,
  headers: Record<string, string> = {},
  form: string | null = 'contact',
): Promise<ChallengeAnswer> {
  const path = `${SPAM_DEFENCE.challengeRoute}${form === null ? '' : `?${START_TOKEN.formParam}=${form}`}`;
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
 * A start token for `form` from before the shortest time a person takes, signed with the test
 * key: what a form first touched a few seconds ago sends, without a test waiting those seconds.
 * Each is new, and goes with one submission.
 */
export function earlierStartToken(
  key: string = TEST_SPAM_KEY,
  form = 'contact',
  now = Date.now(),
): Promise<string> {
  return signStartToken(key, now - SPAM_DEFENCE.minFillMs - 1_000, form);
}

/**
 * The spam fields a person's form sends with one submission of `form` (default the contact
 * form; `formOfRoute(route)` names the form of a route): the hidden field empty, a new start
 * token old enough, and a fresh solution of the gateway's own challenge. Spread them into a
 * submission whose staff mail a test expects.
 */
export async function personSignals(
  gateway: GatewayTarget,
  options: { key?: string; headers?: Record<string, string>; form?: string } = {},
): Promise<{ website: ''; started: string; altcha: string }> {
  const form = options.form ?? 'contact';
  const challenge = await fetchChallenge(gateway, options.headers, form);
  return {
    website: '',
    started: await earlierStartToken(options.key, form),
    altcha: await solve(challenge),
  };
}
