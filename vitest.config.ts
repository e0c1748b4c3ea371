import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'dev/**/*.test.ts',
            'scripts/**/*.test.ts',
            'integration/**/*.test.ts',
          ],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
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
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser on a busy two-core machine can take seconds to show a change; a poll
          // that gives up after the default second fails tests that are right.
          expect: { poll: { timeout: 10_000 } },
          // A second attempt for a browser test that fails once: the report still names it
          // (retry x1), so a flaky test shows up to be fixed, while a broken one fails twice.
          retry: 1,
          // One Chromium per file; two cores leave little room for more.
          maxWorkers: 2,
          fileParallelism: true,
          // Browser tests run after the unit tests, with their own worker limit.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
