import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The module Vite imports its preload function from in a build. */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Serves ./preload.js in place of Vite's own preload helper: the same calls, a smaller module.
 * Vite's plugin that would load its version comes later in the chain, so this one answers first.
 */
export function preloadHelperPlugin(): Plugin {
  const code = readFileSync(new URL('./preload.js', import.meta.url), 'utf8');
  return {
    name: 'resin:preload-helper',
    apply: 'build',
    load(id) {
      return id === HELPER_ID ? code : undefined;
    },
  };
}
