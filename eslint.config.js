import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/lint/import-boundaries.js';
import cycles from './scripts/lint/no-import-cycles.js';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The sub-folders of a folder, e.g. every widget or every page. */
function foldersIn(path) {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Rooms that run in a visitor's browser. */
const BROWSER_ROOMS = ['content', 'submissions', 'ui', 'forms', 'widgets', 'embed', 'site'];

/**
 * The direction of imports between the rooms of src/ (docs/architecture.md draws the map):
 * content <- submissions <- forms <- widgets <- embed, with ui beside forms and the site on
 * top; the server reads content and submissions only; nothing in src/ reaches dev/.
 */
const zones = [
  {
    target: './src',
    from: './dev',
    message: 'Nothing in src/ imports dev/: the product never depends on its local stand-ins.',
  },
  ...BROWSER_ROOMS.map((room) => ({
    target: `./src/${room}`,
    from: './src/server',
    message: 'Browser code never imports the gateway: the write token lives there.',
  })),
  ...BROWSER_ROOMS.filter((room) => room !== 'content' && room !== 'submissions').map((room) => ({
    target: './src/server',
    from: `./src/${room}`,
    message: 'The gateway reads only src/content and src/submissions, never browser code.',
  })),
  {
    target: './src/content',
    from: './src',
    except: ['./content'],
    message: 'src/content depends on nothing else of the product.',
  },
  {
    target: './src/submissions',
    from: './src',
    except: ['./content', './submissions'],
    message: 'Submission kinds read only src/content.',
  },
  {
    target: './src/ui',
    from: './src',
    except: ['./content', './ui'],
    message: 'src/ui holds pieces for widgets and site alike; it reads only src/content.',
  },
  {
    target: './src/forms',
    from: './src',
    except: ['./content', './submissions', './ui', './forms'],
    message: 'Forms are used by widgets and the site, so they import neither.',
  },
  ...foldersIn('src/widgets').map((widget) => ({
    target: `./src/widgets/${widget}`,
    from: './src',
    except: [
      ...new Set([
        './content',
        './submissions',
        './ui',
        './forms',
        './widgets/kit',
        `./widgets/${widget}`,
      ]),
    ],
    message:
      widget === 'kit'
        ? 'The widget kit serves every widget and imports none.'
        : 'A widget imports no other widget (shared pieces go to the kit, src/forms or src/ui).',
  })),
  {
    target: './src/embed',
    from: './src',
    except: ['./embed', './widgets'],
    message: 'The loader only loads widgets.',
  },
  ...foldersIn('src/site/pages').map((page) => ({
    target: `./src/site/pages/${page}`,
    from: './src/site/pages',
    except: [`./${page}`],
    message: 'No page imports another page: shared pieces go to src/site/components.',
  })),
];

/**
 * testing/ holds every test helper and the browser fixture: tests import it, while no code that
 * ships (src/) or that `npm start` runs (dev/) may, so nothing test-only can reach a visitor.
 */
const testHelperZones = ['./src', './dev'].map((target) => ({
  target,
  from: './testing',
  message: 'Only tests import testing/: production code never depends on test helpers.',
}));

/**
 * The bench (scripts/bench.ts, scripts/bench/) measures with the tests' own Chromium and free
 * ports, so it may import testing/ as tests do; the rest of scripts/ builds what ships, and may not.
 */
const buildScriptZones = [
  {
    target: './scripts',
    from: './testing',
    message:
      'Only tests and the bench import testing/: the build scripts make what ships, without test helpers.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.data',
      'coverage',
      'custom-elements.json',
      // The Studio's build output and the runtime files `sanity dev` writes.
      'studio/dist',
      'studio/.sanity',
      'studio/dist-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A circle makes the order modules run in depend on which one a page reaches first.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { cycles },
    rules: { 'cycles/no-import-cycles': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: { 'local/import-boundaries': ['error', { zones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'dev/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: { 'local/import-boundaries': ['error', { zones: [...zones, ...testHelperZones] }] },
  },
  {
    files: ['scripts/**/*.{ts,js}'],
    ignores: ['scripts/bench.ts', 'scripts/bench/**', '**/*.test.ts'],
    plugins: { local: boundaries },
    rules: { 'local/import-boundaries': ['error', { zones: buildScriptZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'Browser code never imports Node built-ins.' }],
        },
      ],
    },
  },
  {
    files: [
      'src/server/**/*.ts',
      'dev/**/*.ts',
      'scripts/**/*.ts',
      'testing/**/*.ts',
      'artwork/**/*.ts',
      'e2e/**/*.ts',
      'integration/**/*.ts',
      'scripts/**/*.js',
      'studio/scripts/*.js',
      'studio/**/*.test.ts',
      'studio/test/*.ts',
      '*.ts',
      '*.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['demo/**/*.js', 'public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
