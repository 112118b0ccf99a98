import { defineConfig } from 'vitest/config';

/** Browser tests (run through e2e/run.mjs, which starts the server and sets E2E_BASE_URL). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    environment: 'node',
    testTimeout: 150_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
