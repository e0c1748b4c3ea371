import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromePath, CHROME_ARGS } from '../../e2e/support/browser';

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed (a typical desktop is 1000 to 2000). */
  benchmarkIndex: number;
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance and accessibility for each
 * route, each in a fresh Chromium so one run's cache cannot help the next.
 */
export async function runLighthouse(
  siteUrl: string,
  routes: string[],
): Promise<LighthouseScores[]> {
  const rows: LighthouseScores[] = [];
  for (const route of routes) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: CHROME_ARGS,
    });
    try {
      const url = `${siteUrl}/#${route}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      rows.push({
        route,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        cls: Number(audits['cumulative-layout-shift']?.numericValue ?? NaN),
        lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? NaN),
        fcpMs: Number(audits['first-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Number(audits['total-blocking-time']?.numericValue ?? NaN),
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      });
      const failed = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      );
      if (failed.length && process.env.BENCH_VERBOSE) {
        console.log(`  ${route}: ${failed.map((a) => a.id).join(', ')}`);
      }
    } finally {
      chrome.kill();
    }
  }
  return rows;
}
