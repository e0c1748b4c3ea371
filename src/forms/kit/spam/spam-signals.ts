import { START_TOKEN } from '../../../content/start-token';
import { SPAM_DEFENCE } from '../../../content/envelope-messages';
import type { ChallengeAnswer, EarnedSignals } from '../../../submissions/envelope';
import { endpoint } from '../../../submissions/submit-client';
import { solveInWorker } from './proof-worker';

/*
 * The two signals a form earns while the visitor fills it in, loaded on the first touch: the
 * start token (when the form was first touched, for which form, signed by the gateway) and the
 * proof of work, solved in a Web Worker meanwhile. Each goes with one submission only (and its
 * retries), and a token expires: the next submission, or a touch of a form left open that long,
 * fetches new ones. Neither ever stops a submission: without them it is still sent, and the
 * gateway stores it marked as spam rather than losing it.
 */

/** Something a submission takes once: a proof, or a start token. */
interface Taken {
  /** When it should no longer be sent (this page's clock); a new one is fetched then. */
  staleAt: number;
  /** The submission it went with: another submission needs one of its own. */
  usedBy?: string;
}

interface Proof extends Taken {
  /** ALTCHA's payload: base64 JSON of {algorithm, challenge, number, salt, signature}. */
  payload: string;
}

interface Start extends Taken {
  token: string;
  /** When it came (this page's clock): the form's first touch, as far as the gateway knows. */
  at: number;
}

/** Fetched again this long before the gateway's expiry, so nothing expires in flight. */
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

/** Whether `taken` may still go with submission `id` (with a new one, when no id is given). */
const usable = (taken: Taken | null | undefined, id?: string): taken is Taken =>
  !!taken && performance.now() < taken.staleAt && (!taken.usedBy || taken.usedBy === id);

/**
 * One form's signals, from its first touch until it goes: a start token for `form` (the first
 * one it got, until a submission takes it or it goes stale, so the wait counts from the first
 * touch) and a proof for each submission it sends.
 */
export function createSpamSignals(apiBase: string | undefined, form: string) {
  let start: Start | undefined;
  /** The token the last submission took, for its retry (the gateway knows it by the id). */
  let kept: { id: string; start: Start } | undefined;
  let proof: Promise<Proof | null> | undefined;
  let settled: Proof | null | undefined;

  async function fetchAndSolve(): Promise<Proof | null> {
    const { challengeRoute } = SPAM_DEFENCE;
    const response = await fetch(
      endpoint(apiBase, `${challengeRoute}?${START_TOKEN.formParam}=${form}`),
      {
        credentials: 'omit',
      },
    );
    const answer: unknown = await response.json();
    if (!response.ok || !isChallenge(answer)) return null;
    const at = performance.now();
    if (!usable(start)) {
      start = {
        token: answer.started,
        at,
        staleAt: at + START_TOKEN.ttlMs - EXPIRY_MARGIN_MS,
      };
    }
    const number = await solveInWorker(answer);
    if (number === null) return null;
    const { algorithm, challenge, salt, signature } = answer;
    return {
      payload: btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })),
      staleAt: at + SPAM_DEFENCE.challengeTtlMs - EXPIRY_MARGIN_MS,
    };
  }

  /** The token submission `id` sends: the one it took before, else the form's unused one. */
  const tokenFor = (id?: string) =>
    id !== undefined && kept?.id === id && usable(kept.start, id)
      ? kept.start
      : usable(start, id)
        ? start
        : undefined;

  /** Starts fetching and solving unless a usable proof and token are on their way or ready. */
  function begin(id?: string): Promise<Proof | null> {
    const ready = settled === undefined || (usable(settled, id) && tokenFor(id) !== undefined);
    if (proof && ready) return proof;
    settled = undefined;
    const next = fetchAndSolve().catch(() => null);
    proof = next;
    void next.then((p) => {
      if (proof === next) settled = p;
    });
    return next;
  }

  return {
    /** The visitor's first touch, or a touch after a submission: get a proof and token ready. */
    begin: () => void begin(),
    /**
     * The signals for submission `id`, once its proof is solved and the form was first
     * touched at least the shortest time a person takes, so the gateway never takes a person
     * for a script. Solving starts at the first touch, so neither wait is felt in the normal
     * case. Whatever fails, it resolves, with what it has.
     */
    async signalsFor(id: string): Promise<EarnedSignals> {
      let ready = await within(SOLVE_LIMIT_MS, begin(id), null);
      // Taken by another submission, or gone stale while the form sat open: one more try.
      if (!usable(ready, id) || !tokenFor(id))
        ready = await within(SOLVE_LIMIT_MS, begin(id), null);
      if (!usable(ready, id)) ready = null;
      if (ready) ready.usedBy = id;
      const token = tokenFor(id);
      if (token) {
        token.usedBy = id;
        kept = { id, start: token };
        const wait = token.at + SPAM_DEFENCE.minFillMs - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      }
      return {
        ...(token ? { started: token.token } : {}),
        ...(ready ? { altcha: ready.payload } : {}),
      };
    },
  };
}

export type SpamSignals = ReturnType<typeof createSpamSignals>;
