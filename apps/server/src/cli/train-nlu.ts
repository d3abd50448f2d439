// Trains the buyer's clause classifiers on the corpus and writes them next to the server bundle
// (run by build.mjs), so a started server loads the weights instead of training.
import { writeFileSync } from 'node:fs';
import { loadSentenceEncoder, trainShippedModel } from '@buyerlab/buyer';

const out = process.argv[2];
if (!out) {
  console.error('usage: train-nlu <output.json>');
  process.exit(2);
}
await loadSentenceEncoder();
writeFileSync(out, JSON.stringify(trainShippedModel().toJSON()));
