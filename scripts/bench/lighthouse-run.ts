import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromePath, CHROME_ARGS } from '../../testing/browser/chromium';

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's SEO category (crawlable, titled, described, canonical...). */
  seo: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed (a typical desktop is 1000 to 2000). */
  benchmarkIndex: number;
}

/** One Lighthouse run of one URL in a fresh Chromium, or null when Lighthouse reports an error. */
async function runOnce(route: string, url: string): Promise<LighthouseScores | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result || result.lhr.runtimeError) {
      console.log(`  ${route}: Lighthouse error ${result?.lhr.runtimeError?.code ?? 'no result'}`);
      return null;
    }
    const { categories, audits } = result.lhr;
    if (process.env.BENCH_VERBOSE) {
      const failed = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      );
      if (failed.length) console.log(`  ${route}: ${failed.map((a) => a.id).join(', ')}`);
    }
    return {
      route,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      cls: Number(audits['cumulative-layout-shift']?.numericValue ?? NaN),
      lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? NaN),
      fcpMs: Number(audits['first-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Number(audits['total-blocking-time']?.numericValue ?? NaN),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

/** The middle value (the upper one of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance, accessibility and SEO for
 * each address (a path of the site: '/products/', or an old hash address '/#/products'), each
 * run in a fresh Chromium so one run's cache cannot help the next. Figures move from run to run
 * with the machine's load (blocking time most: a task a few milliseconds longer crosses the
 * 50 ms line), so each route runs `runs` times and each figure is the median of its runs; one
 * run's figures would be a draw, and the run with the median score is any run when all score
 * 100. A run that errors is retried.
 */
export async function runLighthouse(
  siteUrl: string,
  routes: string[],
  runs = Number(process.env.BENCH_RUNS ?? 5),
): Promise<LighthouseScores[]> {
  const rows: LighthouseScores[] = [];
  for (const route of routes) {
    const results: LighthouseScores[] = [];
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
      const scores = await runOnce(route, `${siteUrl}${route}`);
      if (scores) results.push(scores);
    }
    if (results.length === 0) throw new Error(`Lighthouse failed on every run of ${route}`);
    const of = (figure: (scores: LighthouseScores) => number) => median(results.map(figure));
    rows.push({
      route,
      performance: of((r) => r.performance),
      accessibility: of((r) => r.accessibility),
      seo: of((r) => r.seo),
      cls: of((r) => r.cls),
      lcpMs: of((r) => r.lcpMs),
      fcpMs: of((r) => r.fcpMs),
      tbtMs: of((r) => r.tbtMs),
      benchmarkIndex: of((r) => r.benchmarkIndex),
    });
  }
  return rows;
}
