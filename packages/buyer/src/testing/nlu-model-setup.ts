import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedShippedModelJson } from '../understand/model-cache';
import { loadSentenceEncoder } from '../understand/sentences';

// The buyer's language model is trained once for the whole test run (vitest global setup) and
// each test file loads it, as the server loads the one its build wrote, instead of every worker
// training its own. Weights trained earlier from the same sources come from the cache.

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    nluModel: string;
  }
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export default async function setup(project: { provide: (key: 'nluModel', value: string) => void }) {
  await loadSentenceEncoder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-nlu-'));
  const file = path.join(dir, 'nlu-model.json');
  fs.writeFileSync(file, cachedShippedModelJson(REPO).json);
  project.provide('nluModel', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
