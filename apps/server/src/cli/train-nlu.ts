// Trains the buyer's clause classifiers on the corpus and writes them next to the server bundle
// (run by build.mjs from apps/server), so a started server loads the weights instead of training.
// Weights trained earlier from the same sources are taken from the cache (model-cache.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cachedShippedModelJson, loadSentenceEncoder } from '@buyerlab/buyer';

const out = process.argv[2];
if (!out) {
  console.error('usage: train-nlu <output.json>');
  process.exit(2);
}
await loadSentenceEncoder();
writeFileSync(out, cachedShippedModelJson(path.resolve('../..')).json);
