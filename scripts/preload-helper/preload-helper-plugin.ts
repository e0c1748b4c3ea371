import { readFileSync } from 'node:fs';
import { transformWithOxc, type Plugin } from 'vite';

/** The module Vite imports its preload function from in a build. */
const HELPER_ID = '\0vite/preload-helper.js';
const SOURCE = new URL('../../src/ui/preload-helper.ts', import.meta.url);

/**
 * Serves src/ui/preload-helper.ts in place of Vite's own preload helper: the same calls, a
 * smaller module. Vite's plugin that would load its version comes later in the chain, so this
 * one answers first.
 */
export function preloadHelperPlugin(): Plugin {
  return {
    name: 'resin:preload-helper',
    apply: 'build',
    async load(id) {
      if (id !== HELPER_ID) return undefined;
      const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE.pathname, {
        lang: 'ts',
      });
      return code;
    },
  };
}
