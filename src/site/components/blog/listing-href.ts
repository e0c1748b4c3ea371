/** What a blog listing's address can carry: a tag, a search and a page. */
export interface ListingParams {
  tag?: string;
  q?: string;
  page?: number;
}

/**
 * The address of a blog listing with its filters in the query, so back, forward and reload keep
 * them: '/blog?tag=Curing&page=2'. Empty values and page 1 are left out.
 */
export function listingHref(path: string, { tag, q, page }: ListingParams = {}): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  const query = q?.trim();
  if (query) params.set('q', query);
  if (page !== undefined && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
