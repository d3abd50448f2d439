import type { Topic } from '../catalog/keys';
import { parseCorpus, type Example } from './corpus';
import { featureList } from './features';
import { softmaxFromJson, trainSoftmax, type SoftmaxJson, type SoftmaxModel } from './softmax';
import type { Act } from './labels';

// Two classifiers over the same clause features: what the rep does (act) and what it is about
// (topic). Both are linear softmax models (softmax.ts). The server's build trains them once and
// writes the weights next to the bundle; anything else (tests, scripts) trains on first use.

const NONE = 'none';

export type Scored<T> = { label: T; confidence: number; runnerUp: T | null; runnerUpConfidence: number };

export type ClauseModel = {
  act: (text: string) => Scored<Act>;
  topic: (text: string) => Scored<Topic | null>;
  /** The topic of a question: a question is always about something, so "none" is not an answer. */
  questionTopic: (text: string) => Scored<Topic | null>;
  /** Stems the model learnt from: a turn made of none of them is not understood at all. */
  knows: (feature: string) => boolean;
  toJSON: () => ClauseModelJson;
};

/** A trained model, written at build time so the server loads it instead of training. */
export type ClauseModelJson = {
  version: 2;
  acts: SoftmaxJson;
  topics: SoftmaxJson;
  questionTopics: SoftmaxJson;
  vocabulary: string[];
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

function clauseModelOf(
  acts: SoftmaxModel,
  topics: SoftmaxModel,
  questionTopics: SoftmaxModel,
  vocabulary: ReadonlySet<string>,
): ClauseModel {
  return {
    questionTopic: (text) => top(questionTopics.predict(featureList(text)), (l) => l as Topic),
    act: (text) => top(acts.predict(featureList(text)), (l) => l as Act),
    topic: (text) => top(topics.predict(featureList(text)), (l) => (l === NONE ? null : (l as Topic))),
    knows: (feature) => vocabulary.has(feature),
    toJSON: () => ({
      version: 2,
      acts: acts.toJSON(),
      topics: topics.toJSON(),
      questionTopics: questionTopics.toJSON(),
      vocabulary: [...vocabulary],
    }),
  };
}

export function trainModel(examples: readonly Example[]): ClauseModel {
  const rows = examples.map((e) => ({ e, features: featureList(e.text) }));
  const vocabulary = new Set(rows.flatMap((r) => r.features.filter((f) => f.startsWith('w:'))));
  const acts = trainSoftmax(rows.map((r) => ({ features: r.features, label: r.e.act })));
  const topics = trainSoftmax(rows.map((r) => ({ features: r.features, label: r.e.topic ?? NONE })));
  const questionTopics = trainSoftmax(
    rows.flatMap((r) => (r.e.topic ? [{ features: r.features, label: r.e.topic }] : [])),
  );
  return clauseModelOf(acts, topics, questionTopics, vocabulary);
}

export function clauseModelFromJson(json: ClauseModelJson): ClauseModel {
  if (json.version !== 2) throw new Error(`unknown clause model version ${String(json.version)}`);
  return clauseModelOf(
    softmaxFromJson(json.acts),
    softmaxFromJson(json.topics),
    softmaxFromJson(json.questionTopics),
    new Set(json.vocabulary),
  );
}

let shipped: ClauseModel | null = null;

/** The model trained on the corpus's training split: what the buyer ships with. */
export function trainShippedModel(): ClauseModel {
  return trainModel(parseCorpus().filter((e) => !e.heldOut));
}

/** The model the buyer uses: one loaded with `useClauseModel`, else trained once per process. */
export function clauseModel(): ClauseModel {
  shipped ??= trainShippedModel();
  return shipped;
}

/** Installs a model trained earlier (the server loads the one its build wrote). */
export function useClauseModel(model: ClauseModel): void {
  shipped = model;
}
