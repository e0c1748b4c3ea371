import { defineConfig } from 'vitest/config';

// The generator's own tests, run by `npm test` in this folder only: they need sharp, and drawing
// every picture again takes minutes.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts'],
  },
});
