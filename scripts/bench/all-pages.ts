// `npm run bench -- --all`: Lighthouse (mobile) on every page of the site, one run each and the
// median of three where a figure is near its limit, printed worst first and written to a file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { allAddresses } from './site-addresses';
import { isFailure, runLighthouse, type LighthouseRow } from './lighthouse-run';
import {
  lighthouseSummary,
  lighthouseTable,
  nearLimit,
  type RowContext,
} from './lighthouse-report';

export interface AllPagesOptions {
  /** Only the addresses this matches (`--only=^/hi/`). */
  only?: RegExp;
  /** The Markdown file the table is written to; a JSON file of the rows goes beside it. */
  out?: string;
  /** Most runs of an address near a limit (`--runs=1` for a quick first look); 3 by default. */
  maxRuns?: number;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

/** Measures every address of the site against `siteUrl` and writes the table; returns its file. */
export async function benchAllPages(siteUrl: string, options: AllPagesOptions = {}) {
  const maxRuns = options.maxRuns ?? 3;
  const addresses = allAddresses().filter(({ path }) => options.only?.test(path) ?? true);
  const byPath = new Map(addresses.map((address) => [address.path, address]));
  const contextOf = (row: LighthouseRow): RowContext => {
    const address = byPath.get(row.route);
    return {
      noindex: address?.noindex,
      ...(address?.sitemap ? {} : { note: '(not in the sitemap)' }),
    };
  };
  const started = new Date();
  const loadBefore = load();
  console.log(
    `Lighthouse 12.8, mobile, simulated throttling, on ${addresses.length} addresses: one run each${maxRuns > 1 ? `, the median of ${maxRuns} where a figure is near its limit` : ''} (load average ${loadBefore})\n`,
  );
  const rows = await runLighthouse(
    siteUrl,
    addresses.map(({ path }) => path),
    {
      runs: 1,
      maxRuns,
      nearLimit,
      onRow: (row, index) => {
        const figures = isFailure(row)
          ? `FAILED: ${row.failure}`
          : `perf ${row.performance}, a11y ${row.accessibility}, SEO ${row.seo}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, ${row.largestPaint}`;
        console.log(
          `  [${index + 1}/${addresses.length}] ${row.route}: ${figures} (${row.runs} run${row.runs === 1 ? '' : 's'}; load ${load()})`,
        );
      },
    },
  );
  const summary = lighthouseSummary(rows, contextOf);
  const text = [
    `# Lighthouse on every page of the site`,
    '',
    `- commit: ${commit()}`,
    `- started ${started.toISOString()}, ended ${new Date().toISOString()}`,
    `- load average (1, 5, 15 min) at the start: ${loadBefore}; at the end: ${load()}`,
    `- Lighthouse 12.8, mobile, simulated throttling, a fresh Chromium per run; one run per address${maxRuns > 1 ? `, the median of ${maxRuns} where a figure was near its limit (LCP >= 1000 ms, TBT >= 30 ms, CLS > 0, a score under 100)` : ''}`,
    `- limits: performance, accessibility and SEO 100 (SEO not on noindex pages), LCP <= 1200 ms, TBT <= 50 ms, CLS 0`,
    '',
    ...summary.map((line) => `- ${line}`),
    '',
    lighthouseTable(rows, contextOf),
  ].join('\n');
  const out = resolve(
    options.out ?? `lighthouse-results/all-${started.toISOString().replace(/[:.]/g, '-')}.md`,
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  writeFileSync(out.replace(/\.md$/, '') + '.json', JSON.stringify(rows, null, 2));
  console.log(`\n${text}\nWritten to ${out}`);
  return out;
}
