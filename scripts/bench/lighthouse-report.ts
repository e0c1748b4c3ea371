// The limits every page of the site is held to in Lighthouse (mobile), and the tables that show
// how far each page is from them.
import { isFailure, type LighthouseRow, type LighthouseScores } from './lighthouse-run';
import { tableText } from './table';

export const LIMITS = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0 } as const;

/** How close to its limit a figure may come before one run is not enough to tell. */
const NEAR = { lcpMs: 1000, tbtMs: 30 } as const;

/** Whether a page's figures are close enough to a limit that one run could fall either side. */
export const nearLimit = (s: LighthouseScores): boolean =>
  s.lcpMs >= NEAR.lcpMs ||
  s.tbtMs >= NEAR.tbtMs ||
  s.cls > LIMITS.cls ||
  s.performance < LIMITS.score ||
  s.accessibility < LIMITS.score;

export interface RowContext {
  /** A page kept out of search results: its SEO score is not held to 100. */
  noindex?: boolean;
  /** An old hash address, which only sends the visitor on: its SEO is the clean path's. */
  redirect?: boolean;
  /** Said after the address, e.g. that it is not in the sitemap. */
  note?: string;
}

interface Figure {
  name: string;
  shown: string;
  /** The part of the figure's allowance left: 1 is far from the limit, 0 at it, below 0 past it. */
  margin: number;
}

/** Each figure of a row with its margin; a failure has one figure, at -Infinity. */
function figures(row: LighthouseRow, context: RowContext = {}): Figure[] {
  if (isFailure(row)) return [{ name: 'load', shown: `FAILED: ${row.failure}`, margin: -Infinity }];
  const score = (name: string, value: number) => ({
    name,
    shown: String(value),
    // A score cannot pass 100: at it, it is as far from missing as a figure can be.
    margin: value >= LIMITS.score ? 1 : (value - LIMITS.score) / LIMITS.score,
  });
  return [
    score('performance', row.performance),
    score('accessibility', row.accessibility),
    ...(context.noindex || context.redirect ? [] : [score('SEO', row.seo)]),
    { name: 'LCP', shown: `${Math.round(row.lcpMs)} ms`, margin: 1 - row.lcpMs / LIMITS.lcpMs },
    { name: 'TBT', shown: `${Math.round(row.tbtMs)} ms`, margin: 1 - row.tbtMs / LIMITS.tbtMs },
    // Any shift at all misses; one of 0.1 is as far past as an LCP of twice its limit.
    { name: 'CLS', shown: row.cls.toFixed(3), margin: row.cls > 0 ? -row.cls * 10 : 1 },
  ];
}

/** The figure of a row nearest its limit (or furthest past it). */
export function worstFigure(row: LighthouseRow, context?: RowContext): Figure {
  return figures(row, context).reduce((worst, figure) =>
    figure.margin < worst.margin ? figure : worst,
  );
}

/** Whether every figure of the row is within its limit. */
export const meetsLimits = (row: LighthouseRow, context?: RowContext) =>
  worstFigure(row, context).margin >= 0;

/** The rows, the worst first: failures, then by the figure nearest or furthest past its limit. */
export function worstFirst<T extends LighthouseRow>(
  rows: T[],
  contextOf: (row: T) => RowContext = () => ({}),
): T[] {
  return [...rows].sort(
    (a, b) => worstFigure(a, contextOf(a)).margin - worstFigure(b, contextOf(b)).margin,
  );
}

const mark = (ok: boolean) => (ok ? '' : ' MISS');

/** One page's cells for the tables: each figure marked where it misses its limit. */
export function rowCells(row: LighthouseRow, context: RowContext = {}): string[] {
  const address = context.note ? `${row.route} ${context.note}` : row.route;
  if (isFailure(row)) {
    return [address, `FAILED: ${row.failure}`, '', '', '', '', '', '', '', `${row.runs}`, ''];
  }
  const seo =
    context.redirect || context.noindex
      ? `${row.seo} (${context.redirect ? 'redirects' : 'noindex'})`
      : `${row.seo}${mark(row.seo >= LIMITS.score)}`;
  const worst = worstFigure(row, context);
  return [
    address,
    `${row.performance}${mark(row.performance >= LIMITS.score)}`,
    `${row.accessibility}${mark(row.accessibility >= LIMITS.score)}`,
    seo,
    `${Math.round(row.lcpMs)} ms${mark(row.lcpMs <= LIMITS.lcpMs)}`,
    `${Math.round(row.fcpMs)} ms`,
    `${Math.round(row.tbtMs)} ms${mark(row.tbtMs <= LIMITS.tbtMs)}`,
    `${row.cls.toFixed(3)}${mark(row.cls <= LIMITS.cls)}`,
    row.largestPaint,
    `${row.runs}`,
    worst.margin < 0
      ? `${worst.name} ${worst.shown}${row.failedAudits.length ? `; ${row.failedAudits.join(', ')}` : ''}`
      : `${worst.name} ${Math.round((1 - worst.margin) * 100)}% of limit`,
  ];
}

export const ROW_HEADERS = [
  'address',
  'perf (100)',
  'a11y (100)',
  'SEO (100)',
  'LCP (<= 1200)',
  'FCP',
  'TBT (<= 50)',
  'CLS (0)',
  'largest paint',
  'runs',
  'worst figure',
];

/** The rows as a Markdown table, worst first. */
export function lighthouseTable<T extends LighthouseRow>(
  rows: T[],
  contextOf: (row: T) => RowContext = () => ({}),
): string {
  return tableText(
    ROW_HEADERS,
    worstFirst(rows, contextOf).map((row) => rowCells(row, contextOf(row))),
  );
}

/** What the whole-site table comes to: the worst figures and how many pages miss each limit. */
export function lighthouseSummary<T extends LighthouseRow>(
  rows: T[],
  contextOf: (row: T) => RowContext = () => ({}),
): string[] {
  const measured = rows.filter((row): row is T & LighthouseScores => !isFailure(row));
  const failed = rows.length - measured.length;
  const worst = (figure: (s: LighthouseScores) => number) =>
    measured.reduce<LighthouseScores | undefined>(
      (top, s) => (top === undefined || figure(s) > figure(top) ? s : top),
      undefined,
    );
  const lcp = worst((s) => s.lcpMs);
  const tbt = worst((s) => s.tbtMs);
  // A page Lighthouse could not load counts as short in every category.
  const under = (score: (s: LighthouseScores) => number, applies = (_: T) => true) =>
    measured.filter((s) => applies(s) && score(s) < LIMITS.score).length + failed;
  const indexable = (row: T) => !contextOf(row).noindex && !contextOf(row).redirect;
  return [
    `addresses: ${rows.length}; within every limit: ${rows.filter((r) => meetsLimits(r, contextOf(r))).length}; Lighthouse could not load: ${failed}`,
    `worst LCP: ${lcp ? `${Math.round(lcp.lcpMs)} ms (${lcp.route})` : 'none'}; over 1200 ms: ${measured.filter((s) => s.lcpMs > LIMITS.lcpMs).length}`,
    `worst TBT: ${tbt ? `${Math.round(tbt.tbtMs)} ms (${tbt.route})` : 'none'}; over 50 ms: ${measured.filter((s) => s.tbtMs > LIMITS.tbtMs).length}`,
    `CLS above 0: ${measured.filter((s) => s.cls > LIMITS.cls).length}`,
    `under 100: performance ${under((s) => s.performance)}, accessibility ${under((s) => s.accessibility)}, SEO ${under((s) => s.seo, indexable)} (of ${rows.filter(indexable).length} indexable)`,
  ];
}
