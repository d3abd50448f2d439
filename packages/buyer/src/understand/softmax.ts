import { createRng } from '../rng/prng';

// Multinomial logistic regression over sparse binary features, trained by stochastic gradient
// descent with class-balanced weights and L2 shrinkage. It is the textbook linear text
// classifier; docs/decisions/0014-language-understanding.md says why we train our own rather
// than use a naive Bayes or perceptron package (they scored far lower on the held-out corpus).

export type SoftmaxModel = {
  labels: readonly string[];
  /** Probabilities per label, highest first. `dense`: the clause's meaning vector, if any. */
  predict: (features: readonly string[], dense?: ArrayLike<number> | null) => Array<[string, number]>;
  toJSON: () => SoftmaxJson;
};

/** A trained model as plain JSON: weights row-major (feature × label), rounded, with the bias. */
export type SoftmaxJson = {
  labels: string[];
  features: string[];
  weights: number[];
  bias: number[];
  /** Weights of the dense inputs, row-major (dimension × label); absent when trained without. */
  dense?: number[];
};

const round = (x: number): number => Math.round(x * 1e3) / 1e3;
const PRUNE_BELOW = 0.15;

export function softmaxFromJson(json: SoftmaxJson): SoftmaxModel {
  const featureIx = new Map(json.features.map((f, i) => [f, i]));
  const D = json.dense ? json.dense.length / json.labels.length : 0;
  return modelOf(
    json.labels,
    featureIx,
    Float64Array.from(json.weights),
    Float64Array.from(json.bias),
    Float64Array.from(json.dense ?? []),
    D,
  );
}

function modelOf(
  labels: readonly string[],
  featureIx: ReadonlyMap<string, number>,
  W: Float64Array,
  b: Float64Array,
  Wd: Float64Array,
  D: number,
): SoftmaxModel {
  const C = labels.length;
  return {
    labels,
    predict: (features, dense) => {
      const scores = Float64Array.from(b);
      if (dense && D > 0)
        for (let d = 0; d < D; d++) for (let c = 0; c < C; c++) scores[c]! += Wd[d * C + c]! * dense[d]!;
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
    // Features whose every weight is tiny change no prediction; leaving them out keeps the
    // stored model small enough to load in a fraction of a second.
    toJSON: () => {
      const features: string[] = [];
      const weights: number[] = [];
      for (const [feature, i] of featureIx) {
        let max = 0;
        for (let c = 0; c < C; c++) max = Math.max(max, Math.abs(W[i * C + c]!));
        if (max < PRUNE_BELOW) continue;
        features.push(feature);
        for (let c = 0; c < C; c++) weights.push(round(W[i * C + c]!));
      }
      const json: SoftmaxJson = { labels: [...labels], features, weights, bias: Array.from(b, round) };
      if (D > 0) json.dense = Array.from(Wd, round);
      return json;
    },
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

export type TrainOptions = {
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: string;
  dropout?: number;
  bags?: number;
};

type TrainingExample = { features: readonly string[]; dense?: ArrayLike<number> | null; label: string };

/**
 * `bags` models trained on differently shuffled passes over the same examples, their weights
 * averaged: one linear model whose predictions do not hinge on the order examples came in, so a
 * corpus line added for one confusion does not flip an unrelated clause.
 */
export function trainSoftmax(examples: ReadonlyArray<TrainingExample>, options: TrainOptions = {}): SoftmaxModel {
  const { bags = 1, seed = 'nlu' } = options;
  if (bags <= 1) return trainOne(examples, options);
  const models = Array.from({ length: bags }, (_, i) => trainOne(examples, { ...options, seed: `${seed}:${i}` }));
  return averageOf(models.map((m) => m.toJSON()));
}

function averageOf(jsons: readonly SoftmaxJson[]): SoftmaxModel {
  const first = jsons[0]!;
  const C = first.labels.length;
  const sums = new Map<string, Float64Array>();
  for (const json of jsons) {
    if (json.labels.join() !== first.labels.join()) throw new Error('bagged models disagree on their labels');
    json.features.forEach((f, i) => {
      const row = sums.get(f) ?? new Float64Array(C);
      for (let c = 0; c < C; c++) row[c]! += json.weights[i * C + c]! / jsons.length;
      sums.set(f, row);
    });
  }
  const mean = (pick: (j: SoftmaxJson) => number[] | undefined): number[] | undefined => {
    const rows = jsons.map(pick);
    if (rows.some((r) => r === undefined)) return undefined;
    return rows[0]!.map((_, k) => rows.reduce((n, r) => n + r![k]!, 0) / rows.length);
  };
  const dense = mean((j) => j.dense);
  return softmaxFromJson({
    labels: [...first.labels],
    features: [...sums.keys()],
    weights: [...sums.values()].flatMap((row) => Array.from(row)),
    bias: mean((j) => j.bias)!,
    ...(dense ? { dense } : {}),
  });
}

function trainOne(examples: ReadonlyArray<TrainingExample>, options: TrainOptions): SoftmaxModel {
  const { epochs = 10, rate = 0.4, l2 = 1e-5, seed = 'nlu', dropout = 0 } = options;
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
    d: e.dense ?? null,
    y: labelIx.get(e.label)!,
  }));
  const D = rows.find((r) => r.d)?.d?.length ?? 0;
  const Wd = new Float64Array(D * C);
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

  const scores = (x: readonly number[], d: ArrayLike<number> | null): Float64Array => {
    let max = -Infinity;
    const v = valueOf(x.length);
    for (let c = 0; c < C; c++) {
      let s = b[c]!;
      for (const f of x) s += W[f * C + c]! * v;
      if (d) for (let k = 0; k < D; k++) s += Wd[k * C + c]! * d[k]!;
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
      const { x: all, d, y } = rows[ix]!;
      const kept = dropout > 0 ? all.filter(() => rng.next() >= dropout) : all;
      const x = kept.length > 0 ? kept : all;
      const probs = scores(x, d);
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
        if (d)
          for (let k = 0; k < D; k++) {
            const j = k * C + c;
            Wd[j] = Wd[j]! * (1 - l2) - g * d[k]!;
          }
      }
    }
  }

  return modelOf(labels, featureIx, W, b, Wd, D);
}
