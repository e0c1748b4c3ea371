/**
 * `npm run bench`: builds the site, serves it like `npm start`, and prints the size and speed
 * figures against their budgets: bundle sizes from the built files, Lighthouse (mobile)
 * performance and accessibility for the main routes, the forms' proof-of-work solve time in
 * Chromium at a phone's CPU speed, and last the submission pipeline under load and faults
 * (`npm run bench:load` alone).
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
import { runLighthouse } from './bench/lighthouse-run';
import { runLoadBench } from './bench/load';
import { measureJsBeforeLoad } from './bench/js-before-load';
import { measureBrowserSolve } from './bench/proof-solve-browser';
import { measureStudio } from './bench/studio-figures';
import { table } from './bench/table';
import { cleanPath } from '../src/content/site-paths';

const ROUTES = ['/', '/products', '/applications', '/inquiry', '/about-us'];
/** Each route at its clean path, as search engines and shared links open it, and at its old
 * hash address, which the page's first script sends to the clean path. */
const ADDRESSES = [
  ...ROUTES.map((route) => cleanPath(route)),
  ...ROUTES.map((route) => `/#${route}`),
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
    `Lighthouse 12.8, mobile, simulated throttling, each figure the median of ${process.env.BENCH_RUNS ?? 5} runs, against ${stack.siteUrl}\n`,
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
    scores.map((s) => [
      s.route,
      `${s.performance} ${mark(s.performance >= 100)}`,
      `${s.accessibility} ${mark(s.accessibility >= 100)}`,
      // An old hash address is a redirect: its SEO is the clean path's.
      s.route.includes('#') ? `${s.seo} (redirects)` : `${s.seo} ${mark(s.seo >= 100)}`,
      `${Math.round(s.lcpMs)} ms ${mark(s.lcpMs <= 1200)}`,
      `${Math.round(s.fcpMs)} ms`,
      `${Math.round(s.tbtMs)} ms ${mark(s.tbtMs <= 50)}`,
      `${s.cls.toFixed(3)} ${mark(s.cls === 0)}`,
      s.benchmarkIndex,
    ]),
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
