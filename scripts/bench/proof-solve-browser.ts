import { launchBrowser } from '../../testing/browser/chromium';
import { SPAM_DEFENCE } from '../../src/content/envelope-messages';
import { PROOF_WORKER_SOURCE, type ProofTask } from '../../src/forms/kit/spam/proof-worker';
import { solveProof } from '../../src/forms/kit/spam/solve-proof';
import { table } from './table';

/*
 * How long a form takes to solve its proof of work in Chromium, on challenges from the running
 * gateway: the forms' own solver (the script their Web Worker is built from). Once as a phone
 * would, under the CPU slowdown Lighthouse's mobile profile applies (4x, through DevTools); and
 * once as the form runs it on this machine, in a Web Worker from a blob: URL, start included.
 * DevTools slows only a page's own thread (for a worker it answers "only supported for pages,
 * not workers"), so the phone figure runs the same solver on the page's thread.
 */

/** Lighthouse's mobile profile: its simulated CPU is four times slower than the machine's. */
const MOBILE_CPU_SLOWDOWN = 4;
const RUNS = 21;

const ms = (value: number) => `${Math.round(value)} ms`;
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function challenges(siteUrl: string, count: number): Promise<ProofTask[]> {
  const tasks: ProofTask[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${siteUrl}${SPAM_DEFENCE.challengeRoute}`);
    if (!res.ok) throw new Error(`GET ${SPAM_DEFENCE.challengeRoute} answered ${res.status}`);
    tasks.push((await res.json()) as ProofTask);
  }
  return tasks;
}

export async function measureBrowserSolve(siteUrl: string): Promise<void> {
  const tasks = await challenges(siteUrl, RUNS);
  // The hardest a challenge can be: a number found nowhere, so every guess up to the limit.
  const worst: ProofTask = { ...tasks[0]!, challenge: '0'.repeat(64) };
  const browser = await launchBrowser();
  let phone: number[];
  let phoneWorst: number;
  let worker: number[];
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const solveOnPage = (list: ProofTask[]) =>
      page.evaluate(
        ({ solverText, list }) => {
          const solver = new Function(`return ${solverText}`)() as typeof solveProof;
          return list.map((task) => {
            const begin = performance.now();
            solver(task.challenge, task.salt, task.maxnumber);
            return performance.now() - begin;
          });
        },
        { solverText: String(solveProof), list },
      );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    phone = (await solveOnPage(tasks)).sort((a, b) => a - b);
    phoneWorst = Math.max(...(await solveOnPage([worst, worst, worst])));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    worker = (
      await page.evaluate(
        async ({ source, list }) => {
          const times: number[] = [];
          for (const task of list) {
            const begin = performance.now();
            const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
            const solving = new Worker(url);
            await new Promise((done) => {
              solving.onmessage = done;
              solving.postMessage(task);
            });
            times.push(performance.now() - begin);
            solving.terminate();
            URL.revokeObjectURL(url);
          }
          return times;
        },
        { source: PROOF_WORKER_SOURCE, list: tasks },
      )
    ).sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
  console.log(
    `Proof of work in Chromium: the forms' solver on ${RUNS} challenges of the gateway (maxnumber ${SPAM_DEFENCE.proofMaxNumber.toLocaleString('en')}, SHA-256); goal: well under a second on a phone\n`,
  );
  table(
    ['where', 'median', 'p90', 'slowest', 'every guess (worst case)'],
    [
      [
        `a phone: page thread at ${MOBILE_CPU_SLOWDOWN}x CPU slowdown`,
        ms(at(phone, 0.5)),
        ms(at(phone, 0.9)),
        ms(phone.at(-1) ?? NaN),
        ms(phoneWorst),
      ],
      [
        'this machine: Web Worker from blob:, start included',
        ms(at(worker, 0.5)),
        ms(at(worker, 0.9)),
        ms(worker.at(-1) ?? NaN),
        '',
      ],
    ],
  );
}
