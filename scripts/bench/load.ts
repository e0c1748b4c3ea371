/**
 * `npm run bench:load` (also the last part of `npm run bench`): the gateway and the local
 * content service under load, the content service's cost as its store grows, a crash of the
 * content service under load, and the spam defence's cost and solve time. Each service runs in its own process, as in production.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { contactMutation, contactSubmission, runLoad, type LoadFigures } from './load-run';
import { faultRun } from './fault-run';
import { startBenchContent, startBenchGateway } from './processes';
import { countDocuments, fillStore, queryCost, writeCost } from './store-figures';
import { spamFigures } from './spam-figures';
import { table } from './table';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONCURRENCY = [10, 50];
const GOAL = { ratio: 0.9, p99Ms: 50 };

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One run against a fresh content service holding `stored` documents, direct or via the gateway. */
async function freshRun(stored: number, connections: number, target: 'direct' | 'gateway') {
  const content = await startBenchContent();
  const gateway = target === 'gateway' ? await startBenchGateway(content) : undefined;
  try {
    await fillStore(content, stored);
    return gateway
      ? await runLoad({
          url: `${gateway.url}/api/contact`,
          connections,
          seconds: SECONDS,
          body: contactSubmission,
        })
      : await runLoad({
          url: content.mutateUrl,
          connections,
          seconds: SECONDS,
          headers: { authorization: `Bearer ${content.token}` },
          body: contactMutation,
        });
  } finally {
    await gateway?.close();
    await content.close();
  }
}

async function loadFigures() {
  const rows: (string | number)[][] = [];
  for (const stored of [0, 10_000]) {
    for (const connections of CONCURRENCY) {
      const direct = await freshRun(stored, connections, 'direct');
      const viaGateway = await freshRun(stored, connections, 'gateway');
      const ratio = viaGateway.requestsPerSecond / direct.requestsPerSecond;
      const row = (target: string, f: LoadFigures, extra: string) => [
        stored.toLocaleString('en'),
        connections,
        target,
        f.requestsPerSecond.toFixed(0),
        ms(f.p50Ms),
        ms(f.p99Ms),
        f.errors,
        extra,
      ];
      const p99 =
        connections === 10 ? `, p99 ${viaGateway.p99Ms <= GOAL.p99Ms ? 'ok' : 'MISS'}` : '';
      rows.push(row('direct', direct, ''));
      rows.push(
        row(
          'gateway',
          viaGateway,
          `${ratio.toFixed(2)} ${ratio >= GOAL.ratio ? 'ok' : 'MISS'}${p99}`,
        ),
      );
    }
  }
  console.log(
    `Load: valid contact submissions, ${SECONDS} s per run after a 2 s warm-up, each run on a fresh store of the given size (goal: gateway/direct >= ${GOAL.ratio}, gateway p99 <= ${GOAL.p99Ms} ms at 10 connections, 0 errors)\n`,
  );
  table(
    [
      'documents at start',
      'connections',
      'target',
      'req/s',
      'p50',
      'p99',
      'errors',
      'gateway/direct',
    ],
    rows,
  );
}

async function growthFigures() {
  const content = await startBenchContent();
  const rows: (string | number)[][] = [];
  try {
    for (const size of [100, 1_000, 10_000]) {
      await fillStore(content, size - (await countDocuments(content)));
      rows.push([
        size.toLocaleString('en'),
        ms(await writeCost(content)),
        ms(await queryCost(content)),
      ]);
    }
  } finally {
    await content.close();
  }
  console.log('Local content service: cost as the store grows (one writer; sorted query of all)\n');
  table(['documents', 'POST one document', 'query all, sorted'], rows);
}

async function faultFigures() {
  const content = await startBenchContent();
  const gateway = await startBenchGateway(content);
  try {
    const f = await faultRun(gateway.url, content);
    console.log(
      'Fault: content service killed with SIGKILL under load (10 connections) and restarted 1 s later\n',
    );
    table(
      [
        'requests',
        '201',
        'clear 502',
        'other answers',
        '201 but lost',
        '502 but stored (retry-safe)',
      ],
      [
        [
          f.requests,
          f.created,
          f.clear502,
          `${f.unclear} ${f.unclear === 0 ? 'ok' : 'MISS'}`,
          `${f.lost} ${f.lost === 0 ? 'ok' : 'MISS'}`,
          f.storedDespite502,
        ],
      ],
    );
  } finally {
    await gateway.close();
    await content.close();
  }
}

export async function runLoadBench(): Promise<void> {
  // Other work on the machine moves these figures a lot; say how busy it was.
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)} at the start of the load figures\n`,
  );
  await loadFigures();
  await growthFigures();
  await faultFigures();
  await spamFigures(SECONDS);
  console.log(`Load average at the end: ${loadavg()[0]?.toFixed(2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runLoadBench();
}
