import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// With its extension, as Vitest's own loader of this file resolves it (and what it imports).
import { dealerDataPlugin } from './scripts/dealer-data/dealer-data-plugin.ts';

/**
 * Tests beside the code that start a server or a process (esbuild's minifier), run a build or
 * re-render files: integration tests by what they need, though they sit beside what they test.
 */
const BESIDE_CODE_NEEDING_SERVICES = [
  'scripts/bundle-secrets.test.ts',
  'scripts/downloads/downloads.test.ts',
  'src/content/i18n/catalogues.test.ts',
];

// Three layers, each its own project (`npm run test:unit`, `test:integration`, `test:e2e`), and
// the Studio's workspace; `npm test` runs all four. Helpers and the browser fixture live in
// testing/.
export default defineConfig({
  // The dealer finder's build-time modules, so its tests search the real place table.
  plugins: [react(), dealerDataPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Units: in the process, no server, child process, build or browser.
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'testing/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...BESIDE_CODE_NEEDING_SERVICES],
          setupFiles: ['testing/unit/no-services.ts', 'testing/unit/dom-setup.ts'],
          testTimeout: 20_000,
          // Vitest's default on two cores is a single worker. Integration tests wait on servers,
          // processes and timers for part of their time, so a third worker fills what two leave
          // idle (the three projects of this group: 139 s with two, 128 s with three).
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Real services without a browser: the gateway over HTTP, the content service,
          // redis-server, an SMTP peer, builds.
          name: 'integration',
          environment: 'node',
          include: [
            'integration/**/*.test.ts',
            'dev/**/*.test.ts',
            ...BESIDE_CODE_NEEDING_SERVICES,
          ],
          testTimeout: 20_000,
          hookTimeout: 120_000,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // studio/ is its own workspace; its global setup installs it once per lock file.
          name: 'studio',
          environment: 'node',
          include: ['studio/**/*.test.ts'],
          globalSetup: ['studio/test/global-setup.ts'],
          testTimeout: 20_000,
          // Projects of one group share one pool of workers, so they name the same size.
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Chromium against the production build (testing/browser/fixture.ts).
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['testing/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser on a busy two-core machine can take seconds to show a change; a poll
          // that gives up after the default second fails tests that are right.
          expect: { poll: { timeout: 10_000 } },
          // A test that needs a second attempt is a test to fix, not to retry.
          retry: 0,
          // Files share their worker's module registry, so the fixture's Chromium is started
          // once per worker rather than once per file.
          isolate: false,
          // A browser test waits on the page (its preloader, animations, timers, a form's
          // shortest fill time, requests) for much of its time, so workers beyond the two cores
          // use what two leave idle. With the headless shell's lighter pages four do (318 s with
          // three, 287 s with four, the cores 90% busy); with the full browser a fourth starved
          // the pages of frames (a count-up animation showed too few numbers).
          maxWorkers: 4,
          fileParallelism: true,
          // Browser tests start once the units and integration tests are done.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
