// The addresses the bench measures with Lighthouse: every page of the page table for
// `npm run bench -- --all`, and a sample of them that changes from day to day for the plain bench.
import { sitePages } from '../../src/site/seo/site-pages';

export interface BenchAddress {
  /** The page's clean path, e.g. '/hi/application/marine/'. */
  path: string;
  /** Listed in sitemap.xml: canonical and indexable. */
  sitemap: boolean;
  /** Kept out of search results, so Lighthouse's SEO category cannot be 100 there. */
  noindex: boolean;
}

/**
 * Every page the build writes, in the page table's order: each route, each grade, application,
 * post, service, case study and team member, in every language it is written in. Every address
 * of the sitemap is among them, and so are the addresses kept out of it (copies of another
 * page, the cart), which a visitor can open too. A page added to the table is measured with no
 * edit here.
 */
export function allAddresses(): BenchAddress[] {
  return sitePages().map((page) => ({
    path: page.path,
    sitemap: page.canonical === page.path && !page.noindex,
    noindex: page.noindex,
  }));
}

/** A fixed shuffle (the same on every machine) of `items`, so neighbours in the table spread out. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32: small, fast and good enough to spread a list.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Today's number, counted in days since 1970 (UTC): the plain bench's sample changes daily. */
export const dayNumber = (date = new Date()) => Math.floor(date.getTime() / 86_400_000);

/**
 * `count` addresses of `candidates`, the `turn`-th window of a fixed shuffle of them: each turn
 * takes the next ones, so successive days cover the whole site (every address within
 * ceil(n / count) turns) and one day's figures can be measured again by giving its turn.
 */
export function rotatingSample(
  candidates: readonly string[],
  count: number,
  turn: number,
): string[] {
  const order = shuffled(candidates, 0x6b616c70);
  if (order.length <= count) return order;
  const start = (turn * count) % order.length;
  return [...order, ...order].slice(start, start + count);
}
