/**
 * `npm run bench`: builds the site, serves it like `npm start`, and prints the size and speed
 * figures against their budgets: bundle sizes from the built files, Lighthouse (mobile)
 * performance and accessibility for the main routes, and last the submission pipeline under
 * load and faults (`npm run bench:load` alone).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStack } from '../dev/stack';
import { measureRouteChunks } from './bench/site-chunks';
import { measureBundleBudgets } from './budgets/bundle-budgets';
import { runLighthouse } from './bench/lighthouse-run';
import { runLoadBench } from './bench/load';
import { table } from './bench/table';

const ROUTES = ['/', '/products', '/applications', '/inquiry', '/about-us'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const distDir = resolve(process.env.BENCH_DIST ?? 'dist-bench');
execFileSync(
  'npx',
  ['vite', 'build', '--configLoader', 'runner', '--outDir', distDir, '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);

console.log('\nSizes (gzip) against their budgets\n');
table(
  ['figure', 'gzip', 'budget', 'goal', ''],
  measureBundleBudgets(distDir).map((r) => [
    r.figure,
    kb(r.value),
    kb(r.budget),
    kb(r.goal),
    r.value > r.budget ? 'OVER BUDGET' : r.value > r.goal ? 'within budget, above goal' : 'ok',
  ]),
);

console.log('Route chunks (gzip, beyond the first-paint files)\n');
table(
  ['page', 'gzip'],
  measureRouteChunks(distDir).map((r) => [r.page, kb(r.gzip)]),
);

const dataDir = mkdtempSync(join(tmpdir(), 'resin-bench-'));
const stack = await startStack({ port: 0, contentPort: 0, dataDir, distDir, log: () => undefined });
try {
  console.log(
    `Lighthouse 12.8, mobile, simulated throttling, median of ${process.env.BENCH_RUNS ?? 3} runs, against ${stack.siteUrl}\n`,
  );
  const scores = await runLighthouse(stack.siteUrl, ROUTES);
  table(
    [
      'route',
      'performance (>= 95)',
      'accessibility (>= 95)',
      'CLS (<= 0.05)',
      'FCP',
      'LCP',
      'TBT',
      'CPU index',
    ],
    scores.map((s) => [
      s.route,
      `${s.performance} ${s.performance >= 95 ? 'ok' : 'MISS'}`,
      `${s.accessibility} ${s.accessibility >= 95 ? 'ok' : 'MISS'}`,
      `${s.cls.toFixed(3)} ${s.cls <= 0.05 ? 'ok' : 'MISS'}`,
      `${Math.round(s.fcpMs)} ms`,
      `${Math.round(s.lcpMs)} ms`,
      `${Math.round(s.tbtMs)} ms`,
      s.benchmarkIndex,
    ]),
  );
} finally {
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await runLoadBench();
