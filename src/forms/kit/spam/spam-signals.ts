import { SPAM_DEFENCE } from '../../../content/envelope-messages';
import type { ChallengeAnswer, EarnedSignals } from '../../../submissions/envelope';
import { endpoint } from '../../../submissions/submit-client';
import { solveInWorker } from './proof-worker';

/*
 * The two signals a form earns while the visitor fills it in, loaded on the first touch: the
 * start token (when the form was first touched, signed by the gateway) and the proof of work,
 * solved in a Web Worker meanwhile. Neither ever stops a submission: without them it is still
 * sent, and the gateway stores it marked as spam rather than losing it.
 */

interface Proof {
  /** ALTCHA's payload: base64 JSON of {algorithm, challenge, number, salt, signature}. */
  payload: string;
  /** When it should no longer be sent (this page's clock); a new challenge is fetched then. */
  staleAt: number;
  /** The submission it went with: another submission needs a proof of its own. */
  usedBy?: string;
}

/** Fetched again this long before the gateway's expiry, so a proof never expires in flight. */
const EXPIRY_MARGIN_MS = 60_000;
/** Longest a submission waits for a solution before it goes without one. */
const SOLVE_LIMIT_MS = 15_000;

const isChallenge = (value: unknown): value is ChallengeAnswer => {
  const v = value as Partial<ChallengeAnswer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.challenge === 'string' &&
    typeof v.salt === 'string' &&
    typeof v.signature === 'string' &&
    v.algorithm === 'SHA-256' &&
    typeof v.maxnumber === 'number' &&
    typeof v.started === 'string'
  );
};

const within = <T>(ms: number, work: Promise<T>, fallback: T): Promise<T> =>
  new Promise((done) => {
    const timer = setTimeout(() => done(fallback), ms);
    void work.then(
      (value) => {
        clearTimeout(timer);
        done(value);
      },
      () => {
        clearTimeout(timer);
        done(fallback);
      },
    );
  });

/**
 * One form's signals, from its first touch until it goes: the first start token it got (kept
 * when an expired challenge is fetched again, since the form was first touched then), and a
 * proof for each submission it sends.
 */
export function createSpamSignals(apiBase: string | undefined) {
  let started: { token: string; at: number } | undefined;
  let proof: Promise<Proof | null> | undefined;
  let settled: Proof | null | undefined;

  async function fetchAndSolve(): Promise<Proof | null> {
    const response = await fetch(endpoint(apiBase, SPAM_DEFENCE.challengeRoute), {
      credentials: 'omit',
    });
    const answer: unknown = await response.json();
    if (!response.ok || !isChallenge(answer)) return null;
    const at = performance.now();
    started ??= { token: answer.started, at };
    const number = await solveInWorker(answer);
    if (number === null) return null;
    const { algorithm, challenge, salt, signature } = answer;
    return {
      payload: btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })),
      staleAt: at + SPAM_DEFENCE.challengeTtlMs - EXPIRY_MARGIN_MS,
    };
  }

  const usable = (p: Proof | null | undefined, id?: string) =>
    !!p && performance.now() < p.staleAt && (!p.usedBy || p.usedBy === id);

  /** Starts fetching and solving unless a usable proof is on its way or ready. */
  function begin(id?: string): Promise<Proof | null> {
    if (proof && (settled === undefined || usable(settled, id))) return proof;
    settled = undefined;
    const next = fetchAndSolve().catch(() => null);
    proof = next;
    void next.then((p) => {
      if (proof === next) settled = p;
    });
    return next;
  }

  return {
    /** The visitor's first touch, or a touch after a submission: get a proof ready. */
    begin: () => void begin(),
    /**
     * The signals for submission `id`, once its proof is solved and the form was first
     * touched at least the shortest time a person takes, so the gateway never takes a person
     * for a script. Solving starts at the first touch, so neither wait is felt in the normal
     * case. Whatever fails, it resolves, with what it has.
     */
    async signalsFor(id: string): Promise<EarnedSignals> {
      let ready = await within(SOLVE_LIMIT_MS, begin(id), null);
      // Solved for another submission, or gone stale while the form sat open: one more try.
      if (ready && !usable(ready, id)) ready = await within(SOLVE_LIMIT_MS, begin(id), null);
      if (ready) ready.usedBy = id;
      if (started) {
        const wait = started.at + SPAM_DEFENCE.minFillMs - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      }
      return {
        ...(started ? { started: started.token } : {}),
        ...(ready ? { altcha: ready.payload } : {}),
      };
    },
  };
}

export type SpamSignals = ReturnType<typeof createSpamSignals>;
