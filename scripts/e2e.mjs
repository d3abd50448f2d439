// `npm run test:e2e`: build if needed, then run the Playwright suite against the built app
// on a fresh embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, run } from './lib.mjs';

await buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-e2e-'));
try {
  await run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_DATA_DIR: dataDir },
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
