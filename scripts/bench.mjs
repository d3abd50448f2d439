// `npm run bench`: prints the figures docs/quality.md asks for. Each figure is measured here, on this
// machine, over loopback; nothing is asserted — read the numbers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './lib.mjs';
import { benchStartup } from './bench/startup.mjs';
import { benchHealth } from './bench/http.mjs';
import { benchAuth } from './bench/auth.mjs';
import { benchVoice } from './bench/voice.mjs';
import { benchConcurrent, benchTurns } from './bench/live.mjs';
import { benchPackages } from './bench/packages.mjs';
import { benchBrowser } from './bench/browser.mjs';
import { benchVoicePerceived } from './bench/voice-perceived.mjs';
import { benchLlm } from './bench/llm.mjs';
import { benchSpeechShare, benchUploads } from './bench/hardening.mjs';
import { benchTeams } from './bench/teams.mjs';

const only = process.argv[2];
await buildIfNeeded();
const results = [];
const report = (name, value, bar = '') => {
  results.push({ name, value, bar });
  console.log(`${name.padEnd(58)} ${String(value).padStart(14)}   ${bar}`);
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-bench-'));
try {
  console.log(`Buyerlab benchmarks — ${os.cpus().length} cores, Node ${process.version}\n`);
  if (!only || only === 'startup') await benchStartup({ dataDir, report });
  if (!only || only === 'http') await benchHealth({ dataDir, report });
  if (!only || only === 'auth') await benchAuth({ dataDir, report });
  if (!only || only === 'voice') await benchVoice({ report });
  if (!only || only === 'packages') await benchPackages({ report });
  if (!only || only === 'turns') await benchTurns({ dataDir, report });
  if (!only || only === 'concurrent') await benchConcurrent({ dataDir, report });
  if (!only || only === 'llm') await benchLlm({ dataDir, report });
  if (!only || only === 'hardening') {
    await benchUploads({ dataDir, report });
    await benchSpeechShare({ dataDir, report });
  }
  if (!only || only === 'teams') await benchTeams({ report });
  if (!only || only === 'browser') await benchBrowser({ dataDir, report });
  if (!only || only === 'voice-perceived') await benchVoicePerceived({ dataDir, report });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
