import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { randomBytes } from 'node:crypto';
import { SPAM_DEFENCE } from '../../src/content/envelope-messages';
import { createSpamDefence } from '../../src/server/spam/spam-defence';
import type { Redis } from 'ioredis';
import { connectRedis, redisReady } from '../../src/server/redis-client';
import { createRedisReplayGuard } from '../../src/server/spam/redis-replay-guard';
import { createMemoryReplayGuard, type ReplayGuard } from '../../src/server/spam/replay-guard';
import { signStartToken, START_CLAIM_PREFIX } from '../../src/server/spam/start-token';
import { startTestRedis } from '../../testing/services/redis-server';
import { contactSubmission, runLoad, type LoadFigures } from './load-run';
import { startBenchContent, startBenchGateway } from './processes';
import { table } from './table';

/*
 * What the spam defence costs: a person's submission (hidden field, start token and proof all
 * checked, token and solution remembered) against a script's (no signals, so each check stops
 * at once), through the same gateway process in one run; what taking each start token once
 * adds to a person's path; and how long solving takes at the chosen difficulty.
 */

const ms = (value: number) => `${value.toFixed(1)} ms`;
const us = (value: number) => `${(value * 1000).toFixed(0)} µs`;

/** The most taking a start token once may add to a person's path at p50. */
const CLAIM_GOAL_MS = 1;

/**
 * Solutions and start tokens made with the gateway's key, one of each per submission as a
 * person's form sends them: a challenge minted with a known number costs the gateway exactly
 * what a solved one does to check, without solving thousands of them first.
 */
async function personBodies(key: string, count: number) {
  const startedAt = Date.now() - SPAM_DEFENCE.minFillMs - 1_000;
  const expires = new Date(Date.now() + SPAM_DEFENCE.challengeTtlMs);
  const bodies: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const number = i % SPAM_DEFENCE.proofMaxNumber;
    const c = await createChallenge({ hmacKey: key, number, expires, algorithm: 'SHA-256' });
    const { algorithm, challenge, salt, signature } = c;
    bodies.push({
      website: '',
      started: await signStartToken(key, startedAt, 'contact'),
      altcha: btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })),
    });
  }
  return bodies;
}

/** A guard that takes proofs in `guard` and lets every start token pass untaken. */
const withoutTokenClaims = (guard: ReplayGuard): ReplayGuard => ({
  claim: (key, holder, expiresAt) =>
    key.startsWith(START_CLAIM_PREFIX)
      ? Promise.resolve(true)
      : guard.claim(key, holder, expiresAt),
});

/**
 * What taking a start token once costs a person's submission: the checks of a person's
 * submission with the token taken in the replay store, against the same checks with it left
 * untaken, each submission judged both ways one after the other (two defences, two stores of
 * the same kind), in memory and in a real Redis. Each submission id is new, as a person's is.
 */
async function tokenClaimCost(key: string, bodies: Record<string, unknown>[], runs: number) {
  const redisServer = await startTestRedis();
  const connections: Redis[] = [];
  const redisGuard = (prefix: string) => {
    const redis = connectRedis(redisServer.url);
    connections.push(redis);
    return createRedisReplayGuard(redis, { keyPrefix: prefix, log: () => undefined });
  };
  try {
    const stores: [string, () => ReplayGuard][] = [
      ['memory', () => createMemoryReplayGuard()],
      ['Redis', () => redisGuard(`bench-${Math.random()}`)],
    ];
    const rows: { store: string; taken: number[]; untaken: number[] }[] = [];
    for (const [store, make] of stores) {
      const taken = createSpamDefence(key, { replayGuard: make() });
      const untaken = createSpamDefence(key, { replayGuard: withoutTokenClaims(make()) });
      await Promise.all(connections.map((redis) => redisReady(redis)));
      const times = { taken: [] as number[], untaken: [] as number[] };
      for (let i = 0; i < runs; i++) {
        const body = bodies[i % bodies.length] ?? {};
        for (const [name, defence] of [
          ['taken', taken],
          ['untaken', untaken],
        ] as const) {
          const begin = performance.now();
          const reasons = await defence.judge(body, `contact.${store}-${i}`);
          times[name].push(performance.now() - begin);
          if (reasons.length > 0) throw new Error(`a person's submission judged ${reasons.join()}`);
        }
      }
      rows.push({
        store,
        taken: times.taken.sort((a, b) => a - b),
        untaken: times.untaken.sort((a, b) => a - b),
      });
    }
    return rows;
  } finally {
    for (const redis of connections) redis.disconnect();
    await redisServer.close();
  }
}

/** Solves `runs` challenges from altcha-lib at the chosen difficulty, in this Node process. */
async function solveTimes(key: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = await createChallenge({
      hmacKey: key,
      maxnumber: SPAM_DEFENCE.proofMaxNumber,
      expires: new Date(Date.now() + SPAM_DEFENCE.challengeTtlMs),
    });
    const begin = performance.now();
    await solveChallenge(c.challenge, c.salt, c.algorithm, SPAM_DEFENCE.proofMaxNumber).promise;
    times.push(performance.now() - begin);
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** p50 and p99 of the time one check of all three signals takes, in this process. */
async function judgeCost(key: string, bodies: Record<string, unknown>[], runs: number) {
  const defence = createSpamDefence(key);
  const time = async (body: () => Record<string, unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const input = body();
      const begin = performance.now();
      await defence.judge(input, `contact.${i}`);
      times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    return { p50: at(times, 0.5), p99: at(times, 0.99) };
  };
  let next = 0;
  const script = await time(() => ({}));
  const person = await time(() => bodies[next++ % bodies.length] ?? {});
  return { script, person };
}

const mean = (a: number, b: number) => (a + b) / 2;

export async function spamFigures(seconds: number, connections = 10): Promise<void> {
  const key = randomBytes(32).toString('base64url');
  // Enough distinct solutions for the runs at well above the gateway's rate; past them a
  // solution comes round again, which is checked in full too (then found used).
  const bodies = await personBodies(key, 40_000);
  let next = 0;
  const content = await startBenchContent();
  const gateway = await startBenchGateway(content, { ALTCHA_HMAC_KEY: key });
  const url = `${gateway.url}/api/contact`;
  const script: LoadFigures[] = [];
  const person: LoadFigures[] = [];
  try {
    // Alternated, so a busy moment of the machine does not fall on one side only.
    for (let round = 0; round < 2; round++) {
      script.push(await runLoad({ url, connections, seconds, body: contactSubmission }));
      person.push(
        await runLoad({
          url,
          connections,
          seconds,
          body: () => ({ ...contactSubmission(), ...bodies[next++ % bodies.length] }),
        }),
      );
    }
  } finally {
    await gateway.close();
    await content.close();
  }
  const both = (runs: LoadFigures[]) => ({
    rps: mean(runs[0]?.requestsPerSecond ?? NaN, runs[1]?.requestsPerSecond ?? NaN),
    p50: mean(runs[0]?.p50Ms ?? NaN, runs[1]?.p50Ms ?? NaN),
    p99: mean(runs[0]?.p99Ms ?? NaN, runs[1]?.p99Ms ?? NaN),
    errors: runs.reduce((sum, f) => sum + f.errors, 0),
  });
  const [s, p] = [both(script), both(person)];
  const cost = await judgeCost(key, bodies, 5_000);
  console.log(
    `Spam defence: the cost of its three checks (hidden field, start token and proof of work, each used once) on a contact submission. Through the gateway: ${connections} connections, two alternated rounds of ${seconds} s each, their mean; in process: 5,000 checks one after another\n`,
  );
  table(
    ['submission', 'req/s', 'p50', 'p99', 'errors', 'checks alone p50', 'checks alone p99'],
    [
      [
        "a script's: no signals, each check stops at once",
        s.rps.toFixed(0),
        ms(s.p50),
        ms(s.p99),
        s.errors,
        us(cost.script.p50),
        us(cost.script.p99),
      ],
      [
        "a person's: all three checked, token and solution kept",
        p.rps.toFixed(0),
        ms(p.p50),
        ms(p.p99),
        p.errors,
        us(cost.person.p50),
        us(cost.person.p99),
      ],
      [
        'difference: the cost of the checks',
        '',
        ms(p.p50 - s.p50),
        ms(p.p99 - s.p99),
        '',
        us(cost.person.p50 - cost.script.p50),
        us(cost.person.p99 - cost.script.p99),
      ],
    ],
  );

  const claims = await tokenClaimCost(key, bodies, 5_000);
  console.log(
    `Single-use start token: what taking each token once in the replay store adds to a person's checks, in process, 5,000 new submissions judged with the token taken and untaken alternately (goal: under ${CLAIM_GOAL_MS} ms at p50)\n`,
  );
  table(
    [
      'replay store',
      'checks, token taken: p50',
      'p99',
      'token untaken: p50',
      'p99',
      'the claim adds: p50',
      'p99',
    ],
    claims.map(({ store, taken, untaken }) => {
      const added = at(taken, 0.5) - at(untaken, 0.5);
      return [
        store,
        us(at(taken, 0.5)),
        us(at(taken, 0.99)),
        us(at(untaken, 0.5)),
        us(at(untaken, 0.99)),
        `${us(added)} ${added < CLAIM_GOAL_MS ? 'ok' : 'MISS'}`,
        us(at(taken, 0.99) - at(untaken, 0.99)),
      ];
    }),
  );

  const times = await solveTimes(key, 21);
  console.log(
    `Proof of work: solving at maxnumber ${SPAM_DEFENCE.proofMaxNumber.toLocaleString('en')} (SHA-256) with altcha-lib in Node, one thread, ${times.length} challenges\n`,
  );
  table(
    ['median', 'p90', 'slowest', 'mean'],
    [
      [
        ms(at(times, 0.5)),
        ms(at(times, 0.9)),
        ms(times.at(-1) ?? NaN),
        ms(times.reduce((a, b) => a + b, 0) / times.length),
      ],
    ],
  );
}
