import { readFileSync } from 'node:fs';
import { transformWithOxc, type Plugin } from 'vite';

/** The module Vite imports its preload function from in a build. */
const HELPER_ID = '\0vite/preload-helper.js';
/** The site's helper, which also loads stylesheets. */
export const SITE_PRELOAD_HELPER = new URL('../../src/ui/preload-helper.ts', import.meta.url);
/** The partner embed's helper, which preloads modules only (the embed has no stylesheets). */
export const EMBED_PRELOAD_HELPER = new URL('../../src/embed/preload-modules.ts', import.meta.url);

/**
 * Serves `source` (the site's helper unless told) in place of Vite's own preload helper: the
 * same calls, a smaller module. Vite's plugin that would load its version comes later in the
 * chain, so this one answers first.
 */
export function preloadHelperPlugin(source: URL = SITE_PRELOAD_HELPER): Plugin {
  return {
    name: 'resin:preload-helper',
    apply: 'build',
    async load(id) {
      if (id !== HELPER_ID) return undefined;
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source.pathname, {
        lang: 'ts',
      });
      return code;
    },
  };
}
