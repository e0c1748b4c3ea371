import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseAttribute, type AttributeSpecs, type ParsedAttributes } from './attributes';

/**
 * The host element's attributes, parsed, and re-read whenever one is set, changed or removed.
 * Watching the host directly is what makes removal restore the default and a bare boolean
 * attribute count as on.
 */
export function useHostAttributes<A extends AttributeSpecs>(
  host: Element,
  specs: A,
): ParsedAttributes<A> {
  const subscribe = useCallback(
    (notify: () => void) => {
      const observer = new MutationObserver(notify);
      observer.observe(host, { attributes: true, attributeFilter: Object.keys(specs) });
      return () => observer.disconnect();
    },
    [host, specs],
  );
  // A string snapshot compares by value, so an unrelated mutation does not re-render.
  const snapshot = useSyncExternalStore(subscribe, () =>
    JSON.stringify(Object.keys(specs).map((name) => host.getAttribute(name))),
  );
  return useMemo(() => {
    const raw = JSON.parse(snapshot) as (string | null)[];
    const parsed: Record<string, unknown> = {};
    Object.entries(specs).forEach(([name, spec], index) => {
      parsed[name] = parseAttribute(spec, raw[index] ?? null);
    });
    return parsed as ParsedAttributes<A>;
  }, [snapshot, specs]);
}
