// Which grades the comparison shows, kept in the address as '?grades=isophthalic,pta-based'
// (the grades' ids, in catalogue order) so that the choice can be bookmarked and shared.
import { COMPARE_PICK } from '../../../content/compare-page';
import { PRODUCTS } from '../../../content/products';
import type { Product } from '../../../content/types';

/** The grades the query picks: known ids only, each once, in catalogue order, at most four. */
export function readPicked(query: URLSearchParams): string[] {
  const named = new Set((query.get('grades') ?? '').split(','));
  return PRODUCTS.filter((product) => named.has(product.id))
    .slice(0, COMPARE_PICK.max)
    .map((product) => product.id);
}

/** The query of a choice, without its '?'; none for no choice. */
export function writePicked(picked: readonly string[]): string {
  return picked.length > 0 ? `grades=${picked.join(',')}` : '';
}

/** The choice with a grade picked or unpicked, in catalogue order. */
export function togglePicked(picked: readonly string[], id: string): string[] {
  const next = picked.includes(id) ? picked.filter((other) => other !== id) : [...picked, id];
  return PRODUCTS.filter((product) => next.includes(product.id)).map((product) => product.id);
}

/** The grades the table shows: those picked, once two or more are; else every grade. */
export function shownGrades(picked: readonly string[]): Product[] {
  if (picked.length < COMPARE_PICK.min) return PRODUCTS;
  return PRODUCTS.filter((product) => picked.includes(product.id));
}
