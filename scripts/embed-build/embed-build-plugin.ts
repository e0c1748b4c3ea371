import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { dealerDataPlugin } from '../dealer-data/dealer-data-plugin';
import { EMBED_PRELOAD_HELPER, preloadHelperPlugin } from '../preload-helper/preload-helper-plugin';
import { loadedDepsFilter } from './loaded-deps';

/** The loader's source, and the fixed, unhashed name partners point a script tag at. */
export const EMBED_INPUT = 'src/embed/resin-widgets.ts';
export const EMBED_LOADER_FILE = 'embed/resin-widgets.js';
/** The embed's manifest, beside the site's (`.vite/manifest.json`) in the same folder. */
export const EMBED_MANIFEST = '.vite/embed-manifest.json';

/*
 * The embed's chunks are cut for partner pages, where every byte before a widget shows is
 * counted: the fewer the files, the better each compresses and the less each costs to fetch.
 * Two groups hold what would otherwise scatter into many small shared chunks:
 * - widget-core: React and what every widget needs to draw (the widget kit, the words and
 *   contexts it provides);
 * - widget-forms: what every form widget needs to draw (the form kit, the privacy notice, the
 *   toasts' host and the kit's stylesheet), but none of what a form loads on the visitor's first
 *   touch (its checks, the spam signals, the toast library), only one form shows (the file
 *   field, the thank-you panel) or only another language needs (form-language, which loads the
 *   catalogues).
 * Each widget then adds one chunk of its own, or two where the site shares its component. Only
 * the listed modules are grouped (not what they import), so a lazy import stays lazy and the
 * preload helper stays in the loader.
 */
const WIDGET_CORE = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  // The kit, but for the pictures only the two catalogue widgets show.
  /[\\/]src[\\/]widgets[\\/]kit[\\/](?!widget-picture|widgets-above)/,
  /[\\/]src[\\/]content[\\/](messages|notice-facts)\.ts$/,
  /[\\/]src[\\/]forms[\\/]kit[\\/]form-setting\.ts$/,
  // The language every widget provides and reads: apart, it and the kit would import each other
  // across two chunks, and a chunk evaluated first would meet the other's exports unset.
  /[\\/]src[\\/]ui[\\/]i18n[\\/](language\.tsx|locale\.ts)$/,
  /[\\/]src[\\/]content[\\/]i18n[\\/]languages\.ts$/,
];
const WIDGET_FORMS = [
  /[\\/]src[\\/]forms[\\/]kit[\\/](?!spam[\\/]|submit-flow|thank-you|use-thanks|reload-page|file-field|upload-field|form-setting|form-language|select-field)/,
  /[\\/]src[\\/]content[\\/](current-notice|retention|envelope-messages|constants|form-post)\.ts$/,
  /[\\/]src[\\/]submissions[\\/]field-labels\.ts$/,
  /[\\/]src[\\/]ui[\\/]toast[\\/](use-toasts|toast-host|host-turn|toast-demand)\.tsx?$/,
];
/**
 * The dealer finder's first view in one chunk beside its element's: its code, its dealers, its
 * words and its map, so a partner page fetches two files for it (and the loader names two), not
 * five. The element module stays a chunk of its own: imported from inside a group, it would need
 * a namespace helper in the runtime every widget loads. Its inquiry dialog and place table stay
 * apart: they load on demand.
 */
const DEALER_LOCATOR = [
  /[\\/]src[\\/]widgets[\\/]dealer-locator[\\/](?!dealer-inquiry|dealer-locator-element)/,
  /[\\/]src[\\/]content[\\/](dealers|dealer-text|contact-links)\.ts$/,
  /virtual:(dealer-map|grade-names)$/,
];
/**
 * The thank-you panels' words and the short reference they show, loaded together after a
 * success: one file, not two, for a page with several forms.
 */
const THANKS_WORDS = [
  /[\\/]src[\\/]content[\\/]thanks\.ts$/,
  /[\\/]src[\\/]submissions[\\/]reference\.ts$/,
];

/**
 * The English words only the career form shows, its resume picker's and its privacy notice's, in
 * one chunk: the translations the forms load in other languages import them too, so apart each
 * would be a chunk of its own and one more name in the loader.
 */
const CAREER_WORDS = [/[\\/]src[\\/]content[\\/](file-picker|current-notice-career)\.ts$/];
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

/**
 * Fails the embed's build if it would ship a stylesheet: widgets write their styles into their
 * own shadow roots, and the embed's preload helper neither loads nor waits for stylesheets.
 */
export function noStylesheets(): Plugin {
  return {
    name: 'resin:embed-no-stylesheets',
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (sheets.length > 0)
        this.error(`The embed must not emit stylesheets (found ${sheets.join(', ')})`);
    },
  };
}

/** The build of the loader and the five widgets, into the site's folder, after the site. */
export function embedBuildConfig(site: ResolvedConfig): InlineConfig {
  const loadedDeps = loadedDepsFilter();
  return {
    configFile: false,
    root: site.root,
    base: site.base,
    mode: site.mode,
    envDir: site.envDir,
    logLevel: site.logLevel,
    clearScreen: false,
    publicDir: false,
    plugins: [
      react(),
      preloadHelperPlugin(EMBED_PRELOAD_HELPER),
      dealerDataPlugin(),
      noStylesheets(),
      loadedDeps.plugin,
    ],
    build: {
      outDir: site.build.outDir,
      emptyOutDir: false,
      target: site.build.target,
      modulePreload: { polyfill: false, resolveDependencies: loadedDeps.resolve },
      manifest: EMBED_MANIFEST,
      rolldownOptions: {
        input: { 'resin-widgets': resolve(site.root, EMBED_INPUT) },
        output: {
          entryFileNames: EMBED_LOADER_FILE,
          chunkFileNames: 'assets/[name]-[hash].js',
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'widget-core', test: matches(WIDGET_CORE), priority: 2 },
              { name: 'widget-forms', test: matches(WIDGET_FORMS), priority: 1 },
              { name: 'dealer-locator', test: matches(DEALER_LOCATOR), priority: 1 },
              { name: 'thanks', test: matches(THANKS_WORDS), priority: 1 },
              { name: 'career-words', test: matches(CAREER_WORDS), priority: 1 },
            ],
          },
        },
      },
    },
  };
}

/**
 * Builds the partner embed once the site is written, as a bundle of its own: its chunks follow
 * the partner pages (above), not the site's routes, whose chunks the widgets would otherwise
 * share. No page holds both, so React still loads once on any page.
 */
export function embedBuildPlugin(): Plugin {
  let site: ResolvedConfig;
  return {
    name: 'resin:embed-build',
    apply: 'build',
    configResolved(config) {
      site = config;
    },
    async closeBundle() {
      await build(embedBuildConfig(site));
    },
  };
}
