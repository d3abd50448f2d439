/// <reference types="node" />
// Training the shipped model takes most of a minute (the word vectors are 300 MB of JSON, and the
// classifiers are bagged runs). Training is deterministic, so its weights are a function of its
// inputs: this package's sources and corpus, and the installed packages. The build and the test
// run keep the weights in node_modules/.cache, named by a hash of those inputs, and train again
// only when one of them changed. Node-only, like sentence-cache.ts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { trainShippedModel } from './model';
import { sentenceEncoder } from './sentences';

const PACKAGE = path.join('packages', 'buyer');
// The read blind sets train the topic models too (corpus/index.ts).
const INPUTS = [
  path.join(PACKAGE, 'src'),
  path.join(PACKAGE, 'corpus'),
  path.join(PACKAGE, 'eval', 'conversations'),
  'package-lock.json',
];
const PREFIX = 'nlu-model-';

function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

/** A hash of everything training reads, and of whether the sentence encoder is loaded. */
export function trainingInputsHash(root: string): string {
  const hash = createHash('sha256');
  hash.update(sentenceEncoder() ? 'sentences\n' : 'words only\n');
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The shipped model's weights for the repository at `root`: read from the cache when its inputs
 * are unchanged, else trained (load the sentence encoder first, as for `trainShippedModel`) and
 * kept in place of any older weights.
 */
export function cachedShippedModelJson(root: string): { json: string; cached: boolean } {
  const dir = path.join(root, 'node_modules', '.cache', 'buyerlab');
  const name = `${PREFIX}${trainingInputsHash(root)}.json`;
  const file = path.join(dir, name);
  if (existsSync(file)) return { json: readFileSync(file, 'utf8'), cached: true };
  const json = JSON.stringify(trainShippedModel().toJSON());
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir))
    if (old.startsWith(PREFIX) && old.endsWith('.json')) rmSync(path.join(dir, old), { force: true });
  // Written aside and renamed: a build and a test run training at once never read half a file.
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, json);
  renameSync(aside, file);
  return { json, cached: false };
}
