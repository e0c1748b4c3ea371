/**
 * The words of a list of entries, keyed by each entry's stable id, slug or key rather than by
 * its position, so that reordering the English never pairs an entry with another's words.
 */
export function byKey<Entry, Text>(
  entries: readonly Entry[],
  key: (entry: Entry) => string | number,
  text: (entry: Entry) => Text,
): Readonly<Record<string, Text>> {
  const out: Record<string, Text> = {};
  for (const entry of entries) {
    const name = String(key(entry));
    if (Object.hasOwn(out, name)) throw new Error(`Two entries share the key '${name}'`);
    out[name] = text(entry);
  }
  return out;
}
