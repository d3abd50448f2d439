// `npm run shots:product`: the marketing pages show the product itself. This renders its screens
// from the built app, with the browser suite's own flows (a spoken video call, a report, a team),
// and copies them to apps/web/public/product/. Run it after a visible change to those screens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root, run } from './lib.mjs';

/** Browser-suite screenshot (NAME-1280.png) → file the marketing pages load. */
const SCREENS = {
  'chat-video-spoken-1280.png': 'practice-call.png',
  'report-top-1280.png': 'report.png',
  'team-top-1280.png': 'team.png',
};

await buildIfNeeded();
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-shots-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-shots-data-'));
try {
  await run(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      '--project=desktop',
      'chat-voice.spec.ts',
      'report.spec.ts',
      'teams.spec.ts',
    ],
    { env: { ...process.env, E2E_SHOTS_DIR: shots, E2E_DATA_DIR: dataDir } },
  );
  const target = path.join(root, 'apps/web/public/product');
  fs.mkdirSync(target, { recursive: true });
  for (const [from, to] of Object.entries(SCREENS)) {
    fs.copyFileSync(path.join(shots, from), path.join(target, to));
    console.log(`apps/web/public/product/${to}`);
  }
} finally {
  fs.rmSync(shots, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
