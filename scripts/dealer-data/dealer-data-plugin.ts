import type { Plugin } from 'vite';
import { PRODUCTS } from '../../src/content/products.ts';
import { buildDealerMap } from './dealer-map.ts';
import { buildPlaceTable } from './postal-places.ts';

/** The dealer finder's map, drawn at build time (see dealer-map.ts). */
export const DEALER_MAP_MODULE = 'virtual:dealer-map';
/** Postal codes to places, cut at build time (see postal-places.ts); fetched on a first search. */
export const POSTAL_PLACES_MODULE = 'virtual:postal-places';
/**
 * The catalogue's grade names by id, cut from products.ts: the finder names and filters grades,
 * and the whole catalogue would be weight its partner pages never show.
 */
export const GRADE_NAMES_MODULE = 'virtual:grade-names';

const MODULES = [DEALER_MAP_MODULE, POSTAL_PLACES_MODULE, GRADE_NAMES_MODULE];

const RESOLVED = '\0';

/**
 * The dealer finder's build-time data as modules: the map its first view draws, the grade names,
 * and the place table it imports on the visitor's first search, a chunk of its own. Both builds (the
 * site's and the embed's), the pages' prerendering and the unit tests use it.
 */
export function dealerDataPlugin(): Plugin {
  return {
    name: 'resin:dealer-data',
    resolveId(id) {
      return MODULES.includes(id) ? RESOLVED + id : undefined;
    },
    load(id) {
      if (id === RESOLVED + DEALER_MAP_MODULE) {
        return `export default ${JSON.stringify(buildDealerMap())};`;
      }
      if (id === RESOLVED + GRADE_NAMES_MODULE) {
        const names = Object.fromEntries(PRODUCTS.map((product) => [product.id, product.title]));
        return `export default ${JSON.stringify(names)};`;
      }
      if (id === RESOLVED + POSTAL_PLACES_MODULE) {
        return `export default ${JSON.stringify(buildPlaceTable())};`;
      }
      return undefined;
    },
  };
}
