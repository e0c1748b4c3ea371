/** What the listing's page links show: the current page, its neighbours and every page number. */
export interface PageNav {
  current: number;
  count: number;
  /** Null on the first page: the previous arrow is disabled. */
  previous: number | null;
  /** Null on the last page: the next arrow is disabled. */
  next: number | null;
  pages: number[];
}

/** The page a query value asks for: a whole number from 1, otherwise the first page. */
export function requestedPage(value: string | null): number {
  return value !== null && /^\d+$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/** The page links for `requested` out of `count` pages; a page past the end shows the last. */
export function pageNav(requested: number, count: number): PageNav {
  const total = Math.max(1, Math.floor(count));
  const current = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), total) : 1;
  return {
    current,
    count: total,
    previous: current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
    pages: Array.from({ length: total }, (_, index) => index + 1),
  };
}
