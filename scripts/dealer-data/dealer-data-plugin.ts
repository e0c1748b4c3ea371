import type { Plugin } from 'vite';
import { buildDealerMap } from './dealer-map';
import { buildPlaceTable } from './postal-places';

/** The dealer finder's map, drawn at build time (see dealer-map.ts). */
export const DEALER_MAP_MODULE = 'virtual:dealer-map';
/** Postal codes to places, cut at build time (see postal-places.ts); fetched on a first search. */
export const POSTAL_PLACES_MODULE = 'virtual:postal-places';

const RESOLVED = '\0';

/**
 * The dealer finder's build-time data as two modules: the map its first view draws, and the
 * place table it imports on the visitor's first search, a chunk of its own. Both builds (the
 * site's and the embed's), the pages' prerendering and the unit tests use it.
 */
export function dealerDataPlugin(): Plugin {
  return {
    name: 'resin:dealer-data',
    resolveId(id) {
      return id === DEALER_MAP_MODULE || id === POSTAL_PLACES_MODULE ? RESOLVED + id : undefined;
    },
    load(id) {
      if (id === RESOLVED + DEALER_MAP_MODULE) {
        return `export default ${JSON.stringify(buildDealerMap())};`;
      }
      if (id === RESOLVED + POSTAL_PLACES_MODULE) {
        return `export default ${JSON.stringify(buildPlaceTable())};`;
      }
      return undefined;
    },
  };
}
