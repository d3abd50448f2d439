import fs from 'node:fs';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

// One test command for the whole monorepo. Browser specs live under apps/web/e2e and run with
// Playwright (npm run test:e2e), not here.

const INCLUDE = ['packages/*/src/**/*.test.ts', 'packages/*/eval/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'];
const EXCLUDE = ['**/node_modules/**', 'apps/web/e2e/**'];

/**
 * Test files that replace a module with `vi.mock`. A mock only reaches modules imported after it,
 * so these run in a fresh process each; every other file shares its worker's loaded modules (the
 * server, the buyer's model), which more than halves the suite's time.
 */
const MOCKING = globSync(INCLUDE, { ignore: EXCLUDE }).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8')),
);

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    pool: 'forks',
    // Vitest leaves a core for itself by default; its main process is idle while files run, so
    // both cores of a two-core machine run test files.
    maxWorkers: 2,
    globalSetup: ['apps/server/src/test/global-setup.ts', 'packages/buyer/src/testing/nlu-model-setup.ts'],
    setupFiles: ['packages/buyer/src/testing/nlu-model-load.ts'],
    // Limits catch a hung test; they are not timings (CI shares two cores with a browser).
    testTimeout: 45_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...MOCKING], isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true } },
    ],
  },
});
