import type { Topic } from '../catalog/keys';
import { parseCorpus, type Example } from './corpus';
import { featureList } from './features';
import { trainSoftmax } from './softmax';
import type { Act } from './labels';

// Two classifiers over the same clause features: what the rep does (act) and what it is about
// (topic). Both are linear softmax models (softmax.ts) that train in a fraction of a second, so
// the buyer trains on first use instead of shipping a weights file.

const NONE = 'none';

export type Scored<T> = { label: T; confidence: number; runnerUp: T | null; runnerUpConfidence: number };

export type ClauseModel = {
  act: (text: string) => Scored<Act>;
  topic: (text: string) => Scored<Topic | null>;
  /** Stems the model learnt from: a turn made of none of them is not understood at all. */
  knows: (feature: string) => boolean;
};

function top<T>(ranked: Array<[string, number]>, map: (label: string) => T): Scored<T> {
  const [first, second] = ranked;
  return {
    label: map(first![0]),
    confidence: first![1],
    runnerUp: second ? map(second[0]) : null,
    runnerUpConfidence: second?.[1] ?? 0,
  };
}

export function trainModel(examples: readonly Example[]): ClauseModel {
  const rows = examples.map((e) => ({ e, features: featureList(e.text) }));
  const vocabulary = new Set(rows.flatMap((r) => r.features.filter((f) => f.startsWith('w:'))));
  const acts = trainSoftmax(rows.map((r) => ({ features: r.features, label: r.e.act })));
  const topics = trainSoftmax(rows.map((r) => ({ features: r.features, label: r.e.topic ?? NONE })));
  return {
    act: (text) => top(acts.predict(featureList(text)), (l) => l as Act),
    topic: (text) => top(topics.predict(featureList(text)), (l) => (l === NONE ? null : (l as Topic))),
    knows: (feature) => vocabulary.has(feature),
  };
}

let shipped: ClauseModel | null = null;

/** The model the buyer uses: trained once per process on the corpus's training split. */
export function clauseModel(): ClauseModel {
  shipped ??= trainModel(parseCorpus().filter((e) => !e.heldOut));
  return shipped;
}
