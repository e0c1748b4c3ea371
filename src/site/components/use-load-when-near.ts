import { useEffect, type RefObject } from 'react';
import { useNearViewport } from './use-near-viewport';
import { useOnDemand } from './use-on-demand';

/**
 * A module downloaded once the element comes within `marginPx` of the viewport: for a section
 * low on a page whose code or data is large (the blog's articles behind a few teasers) and that
 * a visitor who never scrolls there should not pay for. `importer` must be a stable function
 * (declared at module level). The module is null until it has arrived.
 */
export function useLoadWhenNear<T, E extends Element = HTMLDivElement>(
  importer: () => Promise<T>,
  marginPx: number,
): [RefObject<E | null>, T | null] {
  const [ref, near] = useNearViewport<E>(marginPx);
  const [module, load] = useOnDemand(importer);
  useEffect(() => {
    if (near) load();
  }, [near, load]);
  return [ref, module];
}
