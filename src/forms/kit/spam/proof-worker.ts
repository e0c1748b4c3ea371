import { solveProof } from './solve-proof';

/** What the form asks the worker to solve: a challenge as GET /api/challenge gives it. */
export interface ProofTask {
  challenge: string;
  salt: string;
  maxnumber: number;
}

/** The worker's whole script: it answers each task with the number found, or null. */
function workerMain(solve: typeof solveProof) {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<ProofTask>) => void) | null;
    postMessage(value: number | null): void;
  };
  scope.onmessage = (event) => {
    const { challenge, salt, maxnumber } = event.data;
    scope.postMessage(solve(challenge, salt, maxnumber));
  };
}

/** The worker's script as text: both functions are self-contained, so their text runs alone. */
export const PROOF_WORKER_SOURCE = `(${String(workerMain)})(${String(solveProof)})`;

/**
 * Solves a challenge in a Web Worker built in memory from the form's own code (a blob: URL),
 * so nothing is loaded from anywhere and a partner page needs only `worker-src blob:` for it.
 * Resolves with the number, or null when no worker can run here (none in this browser, or a
 * page policy that forbids it) or the challenge has no solution.
 */
export function solveInWorker(task: ProofTask): Promise<number | null> {
  return new Promise((done) => {
    let worker: Worker;
    let url: string;
    try {
      url = URL.createObjectURL(new Blob([PROOF_WORKER_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch {
      done(null);
      return;
    }
    const finish = (value: number | null) => {
      worker.terminate();
      URL.revokeObjectURL(url);
      done(value);
    };
    worker.onmessage = (event: MessageEvent<number | null>) =>
      finish(typeof event.data === 'number' ? event.data : null);
    worker.onerror = () => finish(null);
    worker.postMessage(task);
  });
}
