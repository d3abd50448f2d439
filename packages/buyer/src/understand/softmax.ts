import { createRng } from '../rng/prng';

// Multinomial logistic regression over sparse binary features, trained by stochastic gradient
// descent with class-balanced weights and L2 shrinkage. It is the textbook linear text
// classifier; docs/decisions/0014-language-understanding.md says why we train our own rather
// than use a naive Bayes or perceptron package (they scored far lower on the held-out corpus).

export type SoftmaxModel = {
  labels: readonly string[];
  /** Probabilities per label, highest first. */
  predict: (features: readonly string[]) => Array<[string, number]>;
  toJSON: () => SoftmaxJson;
};

/** A trained model as plain JSON: weights row-major (feature × label), rounded, with the bias. */
export type SoftmaxJson = { labels: string[]; features: string[]; weights: number[]; bias: number[] };

const round = (x: number): number => Math.round(x * 1e4) / 1e4;

export function softmaxFromJson(json: SoftmaxJson): SoftmaxModel {
  const featureIx = new Map(json.features.map((f, i) => [f, i]));
  return modelOf(json.labels, featureIx, Float64Array.from(json.weights), Float64Array.from(json.bias));
}

function modelOf(
  labels: readonly string[],
  featureIx: ReadonlyMap<string, number>,
  W: Float64Array,
  b: Float64Array,
): SoftmaxModel {
  const C = labels.length;
  return {
    labels,
    predict: (features) => {
      const scores = Float64Array.from(b);
      const known = features.flatMap((f) => {
        const i = featureIx.get(f);
        return i === undefined ? [] : [i];
      });
      const v = valueOf(features.length);
      for (const i of known) for (let c = 0; c < C; c++) scores[c]! += W[i * C + c]! * v;
      const max = Math.max(...scores);
      let total = 0;
      for (let c = 0; c < C; c++) total += scores[c] = Math.exp(scores[c]! - max);
      return labels.map((l, c): [string, number] => [l, scores[c]! / total]).sort((x, y) => y[1] - x[1]);
    },
    toJSON: () => ({
      labels: [...labels],
      features: [...featureIx.keys()],
      weights: Array.from(W, round),
      bias: Array.from(b, round),
    }),
  };
}

const SKIP = 1e-3;
/**
 * Each feature's value in an example: the example's features have a fixed length (4) together,
 * so a long rambling clause does not outvote a short one by its number of words.
 */
function valueOf(n: number): number {
  return 4 / Math.sqrt(Math.max(1, n));
}

export type TrainOptions = { epochs?: number; rate?: number; l2?: number; seed?: string };

export function trainSoftmax(
  examples: ReadonlyArray<{ features: readonly string[]; label: string }>,
  options: TrainOptions = {},
): SoftmaxModel {
  const { epochs = 10, rate = 0.4, l2 = 1e-5, seed = 'nlu' } = options;
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const C = labels.length;
  const labelIx = new Map(labels.map((l, i) => [l, i]));
  const featureIx = new Map<string, number>();
  const rows = examples.map((e) => ({
    x: e.features.map((f) => {
      let i = featureIx.get(f);
      if (i === undefined) featureIx.set(f, (i = featureIx.size));
      return i;
    }),
    y: labelIx.get(e.label)!,
  }));
  const W = new Float64Array(featureIx.size * C);
  const b = new Float64Array(C);
  // Rare labels weigh as much in total as common ones: a corpus with many questions must not
  // teach the model that everything is a question.
  const counts = new Array<number>(C).fill(0);
  for (const r of rows) counts[r.y]! += 1;
  const classWeight = counts.map((n) => rows.length / (C * Math.max(1, n)));
  const p = new Float64Array(C);
  const rng = createRng(seed);
  const order = rows.map((_, i) => i);

  const scores = (x: readonly number[]): Float64Array => {
    let max = -Infinity;
    const v = valueOf(x.length);
    for (let c = 0; c < C; c++) {
      let s = b[c]!;
      for (const f of x) s += W[f * C + c]! * v;
      p[c] = s;
      if (s > max) max = s;
    }
    let total = 0;
    for (let c = 0; c < C; c++) total += p[c] = Math.exp(p[c]! - max);
    for (let c = 0; c < C; c++) p[c]! /= total;
    return p;
  };

  for (let epoch = 0; epoch < epochs; epoch++) {
    const lr = rate / (1 + epoch * 0.25);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const ix of order) {
      const { x, y } = rows[ix]!;
      const probs = scores(x);
      const w = classWeight[y]! * lr;
      const v = valueOf(x.length);
      for (let c = 0; c < C; c++) {
        const g = (probs[c]! - (c === y ? 1 : 0)) * w;
        // A class the model already rules out for this example has nothing left to learn from it.
        if (g < SKIP && g > -SKIP) continue;
        b[c]! -= g;
        for (const f of x) {
          const k = f * C + c;
          W[k] = W[k]! * (1 - l2) - g * v;
        }
      }
    }
  }

  return modelOf(labels, featureIx, W, b);
}
