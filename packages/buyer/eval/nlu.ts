/// <reference types="node" />
// npm run eval:nlu — trains the clause classifiers on the corpus's training split and measures
// them on the held-out fifth they never saw (docs/nlu-labels.md): per-act precision, recall and
// F1, macro-F1, and the same for topics.
import { parseCorpus, type Example } from '../src/understand/corpus';
import { ACTS, TOPICS } from '../src/understand/labels';
import { trainModel } from '../src/understand/model';
import { understand } from '../src/understand/understand';
import { loadWordVectors } from '../src/understand/vectors';
import { loadSentenceEncoder } from '../src/understand/sentences';
import { cachedSentences } from '../src/understand/sentence-cache';
import { hashString } from '../src/rng/prng';
import { FIRM_NOT_RUDE, RUDE } from './tone-probe';

type Row = { label: string; precision: number; recall: number; f1: number; support: number };

function score(labels: readonly string[], pairs: ReadonlyArray<{ gold: string; guess: string }>): Row[] {
  return labels.map((label) => {
    const tp = pairs.filter((p) => p.gold === label && p.guess === label).length;
    const fp = pairs.filter((p) => p.gold !== label && p.guess === label).length;
    const fn = pairs.filter((p) => p.gold === label && p.guess !== label).length;
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support: tp + fn };
  });
}

function print(title: string, rows: Row[], confusions: Map<string, number>): number {
  const withSupport = rows.filter((r) => r.support > 0);
  const macro = withSupport.reduce((n, r) => n + r.f1, 0) / Math.max(1, withSupport.length);
  console.log(`\n${title}`);
  console.log(
    `${'label'.padEnd(18)} ${'prec'.padStart(6)} ${'recall'.padStart(6)} ${'F1'.padStart(6)} ${'n'.padStart(4)}`,
  );
  for (const r of rows) {
    const flag = r.support > 0 && r.f1 < 0.8 ? '  < 0.80' : '';
    console.log(
      `${r.label.padEnd(18)} ${r.precision.toFixed(2).padStart(6)} ${r.recall.toFixed(2).padStart(6)} ${r.f1.toFixed(2).padStart(6)} ${String(r.support).padStart(4)}${flag}`,
    );
  }
  console.log(`macro-F1 ${macro.toFixed(3)} over ${withSupport.length} labels (goal ≥ 0.90, none below 0.80)`);
  const top = [...confusions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  if (top.length > 0) console.log(`most confused (gold → guess): ${top.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  return macro;
}

const all = parseCorpus();
const train = all.filter((e) => !e.heldOut);
const test = all.filter((e) => e.heldOut);
// Lines labelled for their topic only (corpus/question-topics.ts) are measured on their own.
const clauses = test.filter((e) => !e.topicOnly);
const topicOnly = test.filter((e) => e.topicOnly);
const started = performance.now();
// `--no-vectors` measures the classifiers without word vectors, to see what they add.
const vectors = process.argv.includes('--no-vectors') ? null : loadWordVectors();
// `--no-sentences` measures the act model without sentence vectors (src/understand/sentences.ts).
const sentences = process.argv.includes('--no-sentences') ? null : cachedSentences(await loadSentenceEncoder());
const model = trainModel(train, vectors, sentences);
sentences?.save();
const trainedMs = performance.now() - started;
console.log(`corpus: ${all.length} clauses, ${train.length} to train on, ${test.length} held out`);
console.log(`training took ${trainedMs.toFixed(0)} ms`);

const actPairs = clauses.map((e: Example) => ({ gold: e.act, guess: model.act(e.text).label, text: e.text }));
const actConf = new Map<string, number>();
for (const p of actPairs)
  if (p.gold !== p.guess) actConf.set(`${p.gold} → ${p.guess}`, (actConf.get(`${p.gold} → ${p.guess}`) ?? 0) + 1);
print('ACTS (held out)', score(ACTS, actPairs), actConf);

// The same clauses as the buyer reads them: the model's guess passed through the understanding
// layer (a costly act needs high confidence, a request needs request wording, safety words decide).
// A corpus line the splitter cuts in two is read by its first clause that carries meaning.
const readAct = (text: string): string => {
  const clauses = understand(text, model).clauses;
  return (clauses.find((c) => c.act !== 'acknowledge' && c.act !== 'greeting') ?? clauses[0])?.act ?? 'acknowledge';
};
const layerPairs = clauses.map((e: Example) => ({ gold: e.act, guess: readAct(e.text), text: e.text }));
const layerConf = new Map<string, number>();
for (const p of layerPairs)
  if (p.gold !== p.guess) layerConf.set(`${p.gold} → ${p.guess}`, (layerConf.get(`${p.gold} → ${p.guess}`) ?? 0) + 1);
print('ACTS AS THE BUYER READS THEM (model and understanding layer, held out)', score(ACTS, layerPairs), layerConf);

const topicPairs = clauses.map((e) => ({ gold: e.topic ?? '-', guess: model.topic(e.text).label ?? '-' }));
const topicConf = new Map<string, number>();
for (const p of topicPairs)
  if (p.gold !== p.guess) topicConf.set(`${p.gold} → ${p.guess}`, (topicConf.get(`${p.gold} → ${p.guess}`) ?? 0) + 1);
print('TOPICS (held out)', score([...TOPICS, '-'], topicPairs), topicConf);
if (process.argv.includes('--errors')) {
  for (const p of actPairs) if (p.gold !== p.guess) console.log(`  model ${p.gold} → ${p.guess}: ${p.text}`);
  for (const p of layerPairs) if (p.gold !== p.guess) console.log(`  layer ${p.gold} → ${p.guess}: ${p.text}`);
}

// What the dialogue relies on most: the topic of a held-out question, from the question-topic model.
const questions = clauses.filter((e) => (e.act === 'question' || e.act === 'clarify') && e.topic !== null);
const right = questions.filter((e) => model.questionTopic(e.text).label === e.topic).length;
const inTwo = questions.filter((e) => {
  const s = model.questionTopic(e.text);
  return s.label === e.topic || s.runnerUp === e.topic;
}).length;
console.log(
  `\nQUESTION TOPICS (held out): ${questions.length} questions, right ${((100 * right) / questions.length).toFixed(1)}%, ` +
    `right in the top two ${((100 * inTwo) / questions.length).toFixed(1)}%`,
);

// Those lines as the buyer reads them: cut into clauses, the turn's leading question topic.
const topicOnlyRight = topicOnly.filter((e) => understand(e.text, model).questionTopics[0] === e.topic).length;
console.log(
  `QUESTIONS AND WHOLE TURNS LABELLED FOR TOPIC ONLY (held out): ${topicOnly.length}, ` +
    `as the buyer reads them the topic is right ${((100 * topicOnlyRight) / Math.max(1, topicOnly.length)).toFixed(1)}%`,
);

// The same questions as a hurried typist writes them: in every word of five letters or more, one
// typo (two neighbouring letters swapped, or one dropped), chosen by a hash of the word.
const typo = (text: string): string =>
  text.replace(/[a-z]{5,}/gi, (w) => {
    const h = hashString(w);
    const i = 1 + (h % (w.length - 2));
    return h % 2 === 0 ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1);
  });
const rightTyped = questions.filter((e) => model.questionTopic(typo(e.text)).label === e.topic).length;
console.log(
  `QUESTION TOPICS WITH TYPOS (held out, one typo in every word of 5+ letters): right ${((100 * rightTyped) / questions.length).toFixed(1)}%`,
);

// Tone on lines from outside the corpus (tone-probe.ts), as the buyer reads them.
const readsRude = (text: string) => understand(text, model).acts.includes('rudeness');
const firmAsRude = FIRM_NOT_RUDE.filter(readsRude);
const rudeMissed = RUDE.filter((t) => !readsRude(t));
console.log(
  `\nTONE PROBE: firm but polite lines read as rude ${firmAsRude.length}/${FIRM_NOT_RUDE.length}` +
    `${firmAsRude.length > 0 ? ` (${firmAsRude.join(' | ')})` : ''}; ` +
    `rude lines read as rude ${RUDE.length - rudeMissed.length}/${RUDE.length}`,
);

// Rudeness the buyer notices at all: called out (rude) or let pass with a cooling (edgy), and how
// often a held-out line that is not rude gets an edge it did not have.
const toneOf = (text: string) => understand(text, model).tone;
const rudeHeld = test.filter((e) => e.act === 'rudeness');
const politeHeld = test.filter((e) => e.act !== 'rudeness');
const noticed = rudeHeld.filter((e) => toneOf(e.text) === 'rude' || toneOf(e.text) === 'edgy').length;
const calledOut = rudeHeld.filter((e) => toneOf(e.text) === 'rude').length;
const edged = politeHeld.filter((e) => toneOf(e.text) === 'edgy').length;
const politeRude = politeHeld.filter((e) => toneOf(e.text) === 'rude').length;
console.log(
  `RUDENESS NOTICED (held out): called out ${calledOut}/${rudeHeld.length}, noticed at all ${noticed}/${rudeHeld.length}; ` +
    `other lines read as rude ${politeRude}/${politeHeld.length}, with an edge ${edged}/${politeHeld.length}`,
);
