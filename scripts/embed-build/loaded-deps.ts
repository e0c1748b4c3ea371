import type { Plugin } from 'vite';

interface ChunkGraph {
  [fileName: string]: { type: string; imports?: readonly string[] } | undefined;
}

/** The chunks a chunk imports statically, itself included, transitively. */
export function staticImportsOf(bundle: ChunkGraph, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const next of chunk.imports ?? []) visit(next);
  };
  visit(fileName);
  return seen;
}

/**
 * Leaves out of each lazy import's preload list the chunks its own chunk imports statically:
 * those ran before the chunk did, so naming them again only adds bytes to every chunk that
 * loads something later (the inquiry form names its checks' six files, four of which a partner
 * page has already run). `plugin` captures the chunk graph; `resolve`
 * is the build's `modulePreload.resolveDependencies`.
 */
export function loadedDepsFilter(): {
  plugin: Plugin;
  resolve: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: ChunkGraph = {};
  return {
    plugin: {
      name: 'resin:embed-loaded-deps',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolve(_file, deps, { hostId }) {
      const loaded = staticImportsOf(bundle, hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
