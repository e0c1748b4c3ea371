/**
 * `npm run bench`: builds the site, serves it like `npm start`, and prints the size and speed
 * figures against their budgets: bundle sizes from the built files, Lighthouse (mobile)
 * performance, accessibility and SEO for the main routes and a sample of ten other pages that
 * changes daily, the forms' proof-of-work solve time in Chromium at a phone's CPU speed, and
 * last the submission pipeline under load and faults (`npm run bench:load` alone).
 *
 * `npm run bench -- --all` measures every page of the site with Lighthouse instead and writes
 * the table, worst first, to lighthouse-results/ (`--out=FILE` elsewhere, `--only=REGEXP` for
 * the addresses it matches, `--runs=1` for no second runs).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStack } from '../dev/stack';
import { measureRouteChunks } from './bench/site-chunks';
import { measureBundleBudgets } from './budgets/bundle-budgets';
import { measurePartnerBudgets } from './budgets/partner-budgets';
import { launchBrowser } from '../testing/browser/chromium';
import { isFailure, runLighthouse } from './bench/lighthouse-run';
import { benchAllPages } from './bench/all-pages';
import { allAddresses, dayNumber, rotatingSample } from './bench/site-addresses';
import { runLoadBench } from './bench/load';
import { measureJsBeforeLoad } from './bench/js-before-load';
import { measureBrowserSolve } from './bench/proof-solve-browser';
import { measureStudio } from './bench/studio-figures';
import { table } from './bench/table';
import { cleanPath } from '../src/content/site-paths';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const all = process.argv.includes('--all');

const ROUTES = ['/', '/products', '/applications', '/inquiry', '/about-us'];
/** The day's window of the other pages (BENCH_SAMPLE=<turn> measures another day's again). */
const sampleTurn = Number(process.env.BENCH_SAMPLE ?? dayNumber());
const SAMPLE = rotatingSample(
  allAddresses()
    .map(({ path }) => path)
    .filter((path) => !ROUTES.map(cleanPath).includes(path)),
  10,
  sampleTurn,
);
/** Each route at its clean path, as search engines and shared links open it, and at its old
 * hash address, which the page's first script sends to the clean path; then the sample. */
const ADDRESSES = [
  ...ROUTES.map((route) => cleanPath(route)),
  ...ROUTES.map((route) => `/#${route}`),
  ...SAMPLE,
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const distDir = resolve(process.env.BENCH_DIST ?? 'dist-bench');
execFileSync(
  'npx',
  ['vite', 'build', '--configLoader', 'runner', '--outDir', distDir, '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);

if (all) {
  const dataDir = mkdtempSync(join(tmpdir(), 'resin-bench-'));
  const stack = await startStack({
    port: 0,
    contentPort: 0,
    dataDir,
    distDir,
    log: () => undefined,
  });
  try {
    const only = option('only');
    await benchAllPages(stack.siteUrl, {
      ...(only ? { only: new RegExp(only) } : {}),
      ...(option('out') ? { out: option('out') } : {}),
      ...(option('runs') ? { maxRuns: Number(option('runs')) } : {}),
    });
  } finally {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

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
const stack = await startStack({
  port: 0,
  partnerPort: 0,
  contentPort: 0,
  dataDir,
  distDir,
  log: () => undefined,
});
try {
  console.log(
    'Partner pages (demo/ on another origin, Chromium, first view): code at gzip, pictures as files\n',
  );
  const browser = await launchBrowser();
  const partnerRows = await measurePartnerBudgets(
    browser,
    { site: stack.siteUrl, partner: stack.partnerUrl ?? '' },
    distDir,
  ).finally(() => browser.close());
  const limit = (bytes: number | undefined) => (bytes === undefined ? '' : kb(bytes));
  table(
    ['figure', 'view', 'size', 'budget', 'goal', ''],
    partnerRows.map((r) => [
      r.figure,
      r.view,
      kb(r.value),
      limit(r.budget),
      limit(r.goal),
      r.budget === undefined
        ? 'for information'
        : !r.ok
          ? 'OVER BUDGET'
          : r.goal !== undefined && r.value > r.goal
            ? 'within budget, above goal'
            : 'ok',
    ]),
  );

  console.log(
    `Lighthouse 12.8, mobile, simulated throttling, each figure the median of ${process.env.BENCH_RUNS ?? 5} runs, against ${stack.siteUrl}; the last ${SAMPLE.length} are the sample of other pages for turn ${sampleTurn} (BENCH_SAMPLE=${sampleTurn} measures them again)\n`,
  );
  const noindex = new Set(
    allAddresses()
      .filter((a) => a.noindex)
      .map((a) => a.path),
  );
  const scores = await runLighthouse(stack.siteUrl, ADDRESSES);
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
  table(
    [
      'route',
      'performance (100)',
      'accessibility (100)',
      'SEO (100 on clean paths)',
      'LCP (<= 1200 ms)',
      'FCP',
      'TBT (<= 50 ms)',
      'CLS (0)',
      'CPU index',
    ],
    scores.map((s) =>
      isFailure(s)
        ? [s.route, `FAILED: ${s.failure}`, '', '', '', '', '', '', '']
        : [
            s.route,
            `${s.performance} ${mark(s.performance >= 100)}`,
            `${s.accessibility} ${mark(s.accessibility >= 100)}`,
            // An old hash address is a redirect: its SEO is the clean path's. A noindex page is
            // kept out of search results on purpose.
            s.route.includes('#')
              ? `${s.seo} (redirects)`
              : noindex.has(s.route)
                ? `${s.seo} (noindex)`
                : `${s.seo} ${mark(s.seo >= 100)}`,
            `${Math.round(s.lcpMs)} ms ${mark(s.lcpMs <= 1200)}`,
            `${Math.round(s.fcpMs)} ms`,
            `${Math.round(s.tbtMs)} ms ${mark(s.tbtMs <= 50)}`,
            `${s.cls.toFixed(3)} ${mark(s.cls === 0)}`,
            s.benchmarkIndex,
          ],
    ),
  );

  const scripts = await measureJsBeforeLoad(stack.siteUrl, distDir);
  console.log(
    `JS before the load event at 390 px (gzip), ${scripts.length} routes; the five heaviest:\n`,
  );
  table(
    ['route', 'JS before load (<= 100 KB)', 'files'],
    scripts
      .slice(0, 5)
      .map((r) => [r.route, `${kb(r.gzip)} ${mark(r.gzip <= 100 * 1024)}`, r.files.length]),
  );

  await measureBrowserSolve(stack.siteUrl);
  await measureStudio();
} finally {
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await runLoadBench();
