/**
 * `npm run bench:load` (also the last part of `npm run bench`): the gateway and the local
 * content service under load, the content service's cost as its store grows, and a crash of the
 * content service under load. Each service runs in its own process, as in production.
 */
import { pathToFileURL } from 'node:url';
import { contactMutation, contactSubmission, runLoad, type LoadFigures } from './load-run';
import { faultRun } from './fault-run';
import { startBenchContent, startBenchGateway } from './processes';
import { countDocuments, fillStore, queryCost, writeCost } from './store-figures';
import { table } from './table';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONCURRENCY = [10, 50];
const GOAL = { ratio: 0.9, p99Ms: 50 };

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function loadFigures() {
  const content = await startBenchContent();
  const gateway = await startBenchGateway(content);
  const rows: (string | number)[][] = [];
  try {
    for (const size of ['empty', '10,000'] as const) {
      if (size === '10,000') await fillStore(content, 10_000 - (await countDocuments(content)));
      for (const connections of CONCURRENCY) {
        const stored = await countDocuments(content);
        const direct = await runLoad({
          url: content.mutateUrl,
          connections,
          seconds: SECONDS,
          headers: { authorization: `Bearer ${content.token}` },
          body: contactMutation,
        });
        const viaGateway = await runLoad({
          url: `${gateway.url}/api/contact`,
          connections,
          seconds: SECONDS,
          body: contactSubmission,
        });
        const ratio = viaGateway.requestsPerSecond / direct.requestsPerSecond;
        const row = (target: string, f: LoadFigures, extra: string) => [
          `${stored.toLocaleString('en')} docs`,
          connections,
          target,
          f.requestsPerSecond.toFixed(0),
          ms(f.p50Ms),
          ms(f.p99Ms),
          f.errors,
          extra,
        ];
        const p99Goal =
          connections === 10 ? (viaGateway.p99Ms <= GOAL.p99Ms ? ' ok' : ' MISS') : '';
        rows.push(row('direct', direct, ''));
        rows.push(
          row(
            'gateway',
            viaGateway,
            `${ratio.toFixed(2)} ${ratio >= GOAL.ratio ? 'ok' : 'MISS'}${p99Goal ? `, p99${p99Goal}` : ''}`,
          ),
        );
      }
    }
  } finally {
    await gateway.close();
    await content.close();
  }
  console.log(
    `Load: valid contact submissions, ${SECONDS} s per run (goal: gateway/direct >= ${GOAL.ratio}, gateway p99 <= ${GOAL.p99Ms} ms at 10 connections, 0 errors)\n`,
  );
  table(
    ['store at start', 'connections', 'target', 'req/s', 'p50', 'p99', 'errors', 'gateway/direct'],
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
  await loadFigures();
  await growthFigures();
  await faultFigures();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runLoadBench();
}
