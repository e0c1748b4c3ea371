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
  /** The element of the largest paint: a picture's file ('img /images/hero/plant.avif') or a tag. */
  largestPaint: string;
  /** The accessibility and SEO audits the page failed, by id. */
  failedAudits: string[];
  /** How many runs the figures are the median of. */
  runs: number;
}

/** An address Lighthouse could not measure on any run: a failure, with the reason it gave. */
export interface LighthouseFailure {
  route: string;
  failure: string;
  runs: number;
}

export type LighthouseRow = LighthouseScores | LighthouseFailure;

export const isFailure = (row: LighthouseRow): row is LighthouseFailure => 'failure' in row;

interface NodeItem {
  snippet?: string;
  nodeLabel?: string;
}

/** A short name of the largest paint's element, from Lighthouse's snippet of it. */
function describeElement(node: NodeItem | undefined): string {
  const snippet = node?.snippet ?? '';
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1] ?? '?';
  const src = /\ssrc="([^"]+)"/.exec(snippet)?.[1];
  if (src) {
    try {
      return `${tag} ${new URL(src, 'http://x/').pathname}`;
    } catch {
      return `${tag} ${src}`;
    }
  }
  const label = (node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
  return label ? `${tag} "${label}"` : tag;
}

/** One Lighthouse run of one URL in a fresh Chromium: its figures, or the error it reported. */
async function runOnce(route: string, url: string): Promise<LighthouseScores | { error: string }> {
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
    if (!result) return { error: 'no result' };
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
    const { categories, audits } = result.lhr;
    const checked = new Set(
      ['accessibility', 'seo'].flatMap(
        (category) => categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
      ),
    );
    const failedAudits = Object.values(audits)
      .filter(
        (a) =>
          checked.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      )
      .map((a) => a.id);
    const lcpDetails = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: NodeItem }[] }[] } | undefined;
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
      largestPaint: describeElement(lcpDetails?.items?.[0]?.items?.[0]?.node),
      failedAudits,
      runs: 1,
    };
  } catch (error) {
    // Lighthouse throws on some pages it cannot load (a protocol timeout): that is the page's row.
    return { error: error instanceof Error ? error.message.slice(0, 80) : String(error) };
  } finally {
    chrome.kill();
  }
}

/** The middle value (the upper one of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Each figure the median of its own runs; the largest paint and failed audits of the median LCP's run. */
function medianOf(results: LighthouseScores[]): LighthouseScores {
  const of = (figure: (scores: LighthouseScores) => number) => median(results.map(figure));
  const lcpMs = of((r) => r.lcpMs);
  const typical = results.find((r) => r.lcpMs === lcpMs) ?? results[0]!;
  return {
    route: typical.route,
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    seo: of((r) => r.seo),
    cls: of((r) => r.cls),
    lcpMs,
    fcpMs: of((r) => r.fcpMs),
    tbtMs: of((r) => r.tbtMs),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    largestPaint: typical.largestPaint,
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
    runs: results.length,
  };
}

export interface LighthouseOptions {
  /** Runs of every address. */
  runs?: number;
  /**
   * More runs, up to `maxRuns` in all, for an address whose median so far this says is near a
   * limit: one run's figure there could fall either side of it.
   */
  nearLimit?: (scores: LighthouseScores) => boolean;
  maxRuns?: number;
  /** Told of each address as soon as its row is done, for a long bench's progress. */
  onRow?: (row: LighthouseRow, index: number) => void;
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance, accessibility and SEO for
 * each address (a path of the site: '/products/', or an old hash address '/#/products'), each
 * run in a fresh Chromium so one run's cache cannot help the next. Figures move from run to run
 * with the machine's load (blocking time most: a task a few milliseconds longer crosses the
 * 50 ms line), so each figure is the median of several runs; one run's figures would be a
 * draw, and the run with the median score is any run when all score 100. A run that errors is
 * tried again; an address no run could measure is a failure row, not a missing one.
 */
export async function runLighthouse(
  siteUrl: string,
  routes: string[],
  {
    runs = Number(process.env.BENCH_RUNS ?? 5),
    nearLimit = () => false,
    maxRuns = runs,
    onRow,
  }: LighthouseOptions = {},
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const [index, route] of routes.entries()) {
    const results: LighthouseScores[] = [];
    const errors: string[] = [];
    let wanted = runs;
    // Lighthouse on a busy machine now and then loses the page's start from its trace
    // (NO_NAVSTART) and measures it on the next try: three tries before a failed row.
    for (let attempt = 0; results.length < wanted && attempt < Math.max(3, wanted * 2); attempt++) {
      const scores = await runOnce(route, `${siteUrl}${route}`);
      if ('error' in scores) errors.push(scores.error);
      else results.push(scores);
      if (results.length === wanted && wanted < maxRuns && nearLimit(medianOf(results))) {
        wanted = maxRuns;
      }
    }
    const row: LighthouseRow =
      results.length === 0
        ? { route, failure: [...new Set(errors)].join(', '), runs: errors.length }
        : medianOf(results);
    rows.push(row);
    onRow?.(row, index);
  }
  return rows;
}
