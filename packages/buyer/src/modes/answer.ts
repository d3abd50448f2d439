import type { ModeKey, Topic } from '../catalog/keys';
import type { TurnClassification } from '../classify/types';
import type { PersonaProfile } from '../profile/types';
import { clamp01 } from '../profile/render';
import { memoryOf, recalledAmount, statedSum } from '../state/memory';
import { TOPIC_CONFIDENCE } from '../understand/understand';
import type { Part } from '../replies/compose';
import type { ReplyCtx } from '../replies/context';
import { askedWords, focusedTopics, LEAD_IN } from './question-focus';
import { answerTopic, type Answer } from './answer-topic';
import { operationsFacets } from './operations-facets';
import type { BuyerState } from '../state/types';

// Which of the topics a question asks about get answered, in what order, and what the answers
// leave in the buyer's state. Each topic's own answer, and the trust it needs: answer-topic.ts.

export type { Answer };

/** Topics that name no subject of their own: a figure, the plant, its problems. */
const GENERIC: ReadonlySet<Topic> = new Set(['metrics', 'operations', 'pains']);

/** Foreign material in food: a hazard the plant controls (docs/nlu-labels.md, food safety). */
const FOREIGN_MATERIAL =
  /\b(metal|ferrous|stainless|fragments?|foreign (material|matter|objects?|bod(y|ies))|glass|bones?|stones?|plastic (pieces|bits)|contaminants?)\b/;

/**
 * Topics read beside a better fit that step behind it: "what products will you run on it and how
 * many trays a minute" names no figure the buyer keeps, so it asks about the plant's run, not for a
 * KPI picked at random; "problems with metal in your product" names a hazard, so food safety comes
 * before quality.
 */
function yieldingTopics(p: PersonaProfile, cls: TurnClassification, asked: readonly Topic[]): Map<Topic, Topic> {
  const behind = new Map<Topic, Topic>();
  const question = askedWords(cls).toLowerCase();
  // A rate the plant runs at ("trays per minute") cues a KPI too, but only a KPI named is asked for.
  const namesNoFigure = !p.kpis.some(
    (k) => cls.normalized.includes(k.name.toLowerCase()) || cls.normalized.includes(k.key.replace('_', ' ')),
  );
  if (
    asked.includes('metrics') &&
    asked.includes('operations') &&
    namesNoFigure &&
    operationsFacets(question).length > 0
  )
    behind.set('metrics', 'operations');
  // What the inspection throws out ("the false reject rate against the metal detector") is quality.
  const rejects = /\brejects?\b|\brejection\b/.test(question);
  if (asked.includes('quality') && asked.includes('food_safety') && FOREIGN_MATERIAL.test(question) && !rejects)
    behind.set('quality', 'food_safety');
  return behind;
}

/** Answers up to two of the topics asked about; returns null when nothing was asked. */
export function answerQuestion(
  p: PersonaProfile,
  c: ReplyCtx,
  s: BuyerState,
  cls: TurnClassification,
  mode: ModeKey,
): { answer: Answer; state: BuyerState } | null {
  // The topics the rep asked about; a question that names none continues the last topic.
  const asked = focusedTopics(
    cls,
    cls.understanding.questionTopics.length > 0 ? cls.understanding.questionTopics : cls.topics,
  );
  if (!cls.isQuestion || asked.length === 0) return null;
  // "Against that 140,000 Lancaster was losing, are you higher or lower?": a question about what a
  // problem costs, weighed against the rep's sum, is about the return, however the sum read.
  if (statedSum(memoryOf(s), cls.normalized).value && asked.includes('price') && !asked.includes('roi'))
    asked.splice(asked.indexOf('price'), 1, 'roi');
  const parts: Part[] = [];
  const revealed: string[] = [];
  const answeredTopics: Topic[] = [];
  const clauses = cls.understanding.clauses;
  const leadIn = (x: (typeof clauses)[number]): boolean =>
    !x.marked && clauses.some((y) => y.marked) && LEAD_IN.test(x.text.toLowerCase());
  const primary = new Set<Topic | null>([
    ...clauses.filter((x) => x.topicConfidence >= TOPIC_CONFIDENCE && !leadIn(x)).map((x) => x.topic),
    ...(cls.understanding.questionTopics.length === 0 ? cls.topics : []),
    // The first topic is what the turn was read as asking (a figure the rep named, the subject a
    // follow-up continues, the area a pains question names), whatever the clause model thought.
    ...asked.slice(0, 1),
    ...asked.filter((t) => !cls.understanding.questionTopics.includes(t)),
  ]);
  // What a clause is mostly about comes first, the model's second guess after it; among those,
  // specific topics before broad ones: "how are changeovers on line two" is about changeovers.
  // A broad topic the turn mostly asks about (understand.ts ranks by the questions' support) stays first.
  const broad = (t: Topic): boolean => (t === 'operations' || t === 'pains') && t !== asked[0];
  // "When you go from one customer's bag to the next, how long is the line stopped?": a question
  // that names no subject of its own (a figure, the plant) asks about the one its scene sets.
  const scene = clauses.find(
    (x) => leadIn(x) && x.topic !== null && !GENERIC.has(x.topic) && x.topicConfidence >= TOPIC_CONFIDENCE,
  )?.topic;
  const sceneFirst =
    scene !== undefined &&
    scene !== null &&
    asked.includes(scene) &&
    clauses.filter((x) => x.marked).every((x) => x.topic === null || GENERIC.has(x.topic));
  const baseRank = (t: Topic): number =>
    sceneFirst && t === scene ? -1 : (primary.has(t) ? 0 : 2) + (broad(t) ? 1 : 0);
  const behind = yieldingTopics(p, cls, asked);
  const rank = (t: Topic): number => {
    const ahead = behind.get(t);
    return ahead ? baseRank(ahead) + 0.5 : baseRank(t);
  };
  const ordered = [...asked].sort((a, b) => rank(a) - rank(b));
  // "Where does that price land against your budget?": the budget answer weighs the rep's figure
  // against the budget, so a price answer quoting the same figure again would only repeat it.
  const budgetQuotesPrice = asked.includes('budget') && recalledAmount(memoryOf(s), cls.normalized) !== undefined;
  for (const topic of ordered) {
    if (parts.length >= (c.terse ? 1 : 2) * 3) break;
    if (topic === 'price' && budgetQuotesPrice) continue;
    // Once something is answered, a broad topic riding along adds noise, not information, and so
    // does the model's second guess at a clause ("…gone up this year?" is not about timing).
    if (parts.length > 0 && (topic === 'operations' || topic === 'pains' || !primary.has(topic))) continue;
    const a = answerTopic(p, c, { ...s, revealedFacts: [...s.revealedFacts, ...revealed] }, cls, mode, topic);
    if (!a) continue;
    // A second topic rides along only with something new: a deflection or a "like I said" about
    // it would bury the answer to what was asked.
    if (parts.length > 0 && a.revealed.length === 0) continue;
    parts.push(...a.parts);
    revealed.push(...a.revealed);
    // A facet's answer speaks for every topic it is about (a training answer names the people).
    for (const t of [topic, ...(a.topics ?? [])]) if (!answeredTopics.includes(t)) answeredTopics.push(t);
    // One sore point per reply: a second would bury the first.
    const pained = a.revealed.some((r) => r.startsWith('pain:'));
    if (c.terse || pained || revealed.length >= 2 || (a.revealed.length === 0 && parts.length > 0)) break;
  }
  if (parts.length === 0) return null;
  if (budgetQuotesPrice && asked.includes('price') && answeredTopics.includes('budget')) answeredTopics.push('price');
  // "Does that fit what you have this year?" after a figure: the price answer weighs it against the budget.
  const weighed =
    asked.includes('budget') && answeredTopics.includes('price') && recalledAmount(memoryOf(s), cls.normalized);
  if (weighed && !answeredTopics.includes('budget')) answeredTopics.push('budget');
  const painCount = revealed.filter((r) => r.startsWith('pain:')).length;
  const state: BuyerState = {
    ...s,
    revealedFacts: [...s.revealedFacts, ...revealed],
    trust: clamp01(s.trust + 0.02 * revealed.length),
    interest: clamp01(s.interest + 0.04 * painCount),
  };
  return { answer: { parts, revealed, topics: answeredTopics }, state };
}
