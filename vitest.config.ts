import { defineConfig } from 'vitest/config';

// One test command for the whole monorepo. Browser specs live under apps/web/e2e and run with
// Playwright (npm run test:e2e), not here.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/eval/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    pool: 'forks',
    globalSetup: ['apps/server/src/test/global-setup.ts', 'packages/buyer/src/testing/nlu-model-setup.ts'],
    setupFiles: ['packages/buyer/src/testing/nlu-model-load.ts'],
    // Limits catch a hung test; they are not timings (CI shares two cores with a browser).
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});
