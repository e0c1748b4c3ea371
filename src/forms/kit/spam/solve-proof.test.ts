// @vitest-environment node
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { SPAM_DEFENCE } from '../../../content/envelope-messages';
import { PROOF_WORKER_SOURCE, type ProofTask } from './proof-worker';
import { solveProof } from './solve-proof';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('the proof-of-work solver', () => {
  it('finds the number of a challenge the gateway makes, and altcha-lib accepts the solution', async () => {
    const key = 'solver-test-key';
    for (let run = 0; run < 3; run++) {
      const c = await createChallenge({
        hmacKey: key,
        maxnumber: SPAM_DEFENCE.proofMaxNumber,
        expires: new Date(Date.now() + SPAM_DEFENCE.challengeTtlMs),
      });
      const number = solveProof(c.challenge, c.salt, SPAM_DEFENCE.proofMaxNumber);
      expect(number).not.toBeNull();
      const { algorithm, challenge, salt, signature } = c;
      const payload = { algorithm, challenge, number: number!, salt, signature };
      await expect(verifySolution(payload, key, true)).resolves.toBe(true);
    }
  });

  it('hashes like SHA-256 whatever the length, across one, two and three blocks', async () => {
    for (const salt of ['', 'a', 'x'.repeat(54), 'y'.repeat(55), 'z'.repeat(63), 'é'.repeat(70)]) {
      for (const number of [0, 9, 10, 4321]) {
        const digest = await sha256(salt + number);
        expect(solveProof(digest, salt, number + 3), `${salt.length}+${number}`).toBe(number);
      }
    }
  });

  it('answers null when no number up to the limit fits', async () => {
    expect(solveProof(await sha256('salt&500'), 'salt&', 499)).toBeNull();
  });

  it('runs alone as the worker script: nothing from outside its own text', async () => {
    const digest = await sha256('s&77');
    const answers: unknown[] = [];
    const self: {
      onmessage?: (event: { data: ProofTask }) => void;
      postMessage(v: unknown): void;
    } = { postMessage: (value) => answers.push(value) };
    // Only `self` is in scope, as in a worker built from a blob.
    new Function('self', PROOF_WORKER_SOURCE)(self);
    self.onmessage?.({ data: { challenge: digest, salt: 's&', maxnumber: 100 } });
    expect(answers).toEqual([77]);
  });
});
