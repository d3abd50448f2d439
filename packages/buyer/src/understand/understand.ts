import type { Topic } from '../catalog/keys';
import { GREETING, INTRODUCTION } from '../classify/lexicon-acts';
import type { Clause, Understanding } from './clause';
import { splitClauses } from './clauses';
import { withContext } from './in-context';
import {
  ASKS_IN_PASSING,
  DECISION_ASK,
  CONDITION_LEAD,
  BUDGET_WORDS,
  BARE_DECISION_ASK,
  VISIT_OFFER,
  WHAT_WOULD_IT_TAKE,
  WHO_QUESTION,
  WH_QUESTION,
  ABOUT_THE_PERSON,
  asksWhoMaySign,
  PLAYS_BACK,
} from './wording';
import { readClause, REQUEST_ACTS, type ClauseLabel } from './read-clause';
import { entitiesOf } from './entities';
import { DAY_OR_TIME, stem, words } from './features';
import { clauseModel, type ClauseModel } from './model';

// A rep turn, understood: each clause's act and topic with the model's confidence, what the rep
// named (times, amounts, who they are), and the tone. This is the only place the buyer reads the
// rep's words; everything after works on this structure.

export type { Clause, ClauseLabel, Understanding };

/** Below this a clause's topic is a guess the buyer does not act on. */
export const TOPIC_CONFIDENCE = 0.3;
const SECOND_TOPIC_CONFIDENCE = 0.25;
/** How much an unmarked question counts toward what a turn asks: before the question mark, after it. */
const LEAD_IN_WEIGHT = 0.5;
const FOLLOW_ON_WEIGHT = 0.8;
const MAX_CHARS = 4000;

/** The clauses a turn is read as, before any labelling: what a language model is asked to label. */
export function clausesOf(raw: string): string[] {
  return splitClauses(clean(raw)).map((c) => c.text);
}

function clean(raw: string): string {
  return raw
    .slice(0, MAX_CHARS)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
}

/** "If you decided to go ahead, …what are the steps?": clause `i` is a condition leading into a question. */
export function setsUpQuestion(clauses: readonly Clause[], i: number): boolean {
  const c = clauses[i]!;
  return !c.marked && CONDITION_LEAD.test(c.text.toLowerCase()) && clauses.slice(i + 1).some((x) => x.asked);
}

/** Below this a request clause followed by a plain question only leads into it. */
const UNSURE_REQUEST = 0.5;

function leadsIntoQuestion(clauses: readonly Clause[], i: number): boolean {
  const c = clauses[i]!;
  return (
    REQUEST_ACTS.has(c.act) &&
    c.confidence < UNSURE_REQUEST &&
    !DAY_OR_TIME.test(c.text.toLowerCase()) &&
    clauses.slice(i + 1).some((x) => x.asked && !REQUEST_ACTS.has(x.act))
  );
}

export function understand(
  raw: string,
  model: ClauseModel = clauseModel(),
  labels: ReadonlyArray<ClauseLabel | undefined> = [],
): Understanding {
  const text = clean(raw);
  const clauses = withContext(
    model,
    splitClauses(text).map((c, i) => readClause(model, c, labels[i])),
    labels,
  );
  // "Thanks for your time" opens as often as it closes: only the last clause can say goodbye.
  clauses.forEach((c, i) => {
    if (c.act === 'goodbye' && i < clauses.length - 1) c.act = 'acknowledge';
    // "If you decided to go ahead, what are the steps?": a condition that sets up a question
    // asks nothing of its own.
    // Nor does it sum anything up, unless it plays the buyer's words back ("if I heard you right").
    if (
      setsUpQuestion(clauses, i) &&
      (REQUEST_ACTS.has(c.act) || (c.act === 'summary' && !PLAYS_BACK.test(c.text.toLowerCase())))
    )
      c.act = 'inform';
    // "And your sign off, is that the last one…?", "Can we talk it through now, what were they
    // looking for?": a request the model is unsure of, before a question that is not one, leads
    // into that question.
    if (leadsIntoQuestion(clauses, i)) c.act = c.asked ? 'question' : 'inform';
  });
  const allWords = words(text);
  const known = allWords.filter((w) => model.knows(`w:${stem(w)}`)).length;
  const unclear = allWords.length === 0 || known / allWords.length < 0.34;
  // "Hi Dana, this is Sam from Apex" greets and introduces in one clause; the model names one act
  // per clause, so the other comes from the wording (a buyer must never ask "who is this?" after it).
  const greetsAndIntroduces = clauses.some(
    (c) =>
      (c.act === 'greeting' || c.act === 'introduction') &&
      GREETING.test(c.text.toLowerCase()) &&
      INTRODUCTION.test(c.text.toLowerCase()),
  );
  const asksDecision = clauses.some((c) => {
    const lower = c.text.toLowerCase();
    return (
      c.act !== 'close_request' &&
      !asksWhoMaySign(lower) &&
      (BARE_DECISION_ASK.test(lower) ||
        // "Come on Gary, just sign it, it's a no brainer": a push for the order, read as the
        // insult (or, "drop the act and approve it", the role break) it also is, still asks for it.
        ((c.act === 'rudeness' || c.act === 'role_break' || c.edgy) && DECISION_ASK.test(lower)) ||
        // "Send me the PO today and I'll knock off five grand": money off for the order asks for it.
        (c.act === 'discount' && DECISION_ASK.test(lower)) ||
        ((c.asked || ASKS_IN_PASSING.test(lower)) &&
          DECISION_ASK.test(lower) &&
          (!WH_QUESTION.test(lower) || WHAT_WOULD_IT_TAKE.test(lower))))
    );
  });
  // "Rick Danvers, Apex Hydraulics." says who is calling without the words of an introduction.
  const entities = entitiesOf(text);
  const namesSelf = entities.repName !== null && entities.repCompany !== null;
  // "I come to San Luis Potosí on the 18th and watch one changeover with your team": the rep
  // offering to come at a time proposes a meeting, however the sentence was read.
  const offersVisit =
    entities.times.length > 0 &&
    clauses.some((c) => !c.asked && VISIT_OFFER.test(c.text.toLowerCase()) && !REQUEST_ACTS.has(c.act));
  const acts = [
    ...new Set([
      ...clauses.map((c) => c.act),
      ...(offersVisit ? (['meeting_request'] as const) : []),
      ...(greetsAndIntroduces ? (['greeting', 'introduction'] as const) : []),
      ...(namesSelf ? (['introduction'] as const) : []),
      ...(asksDecision ? (['close_request'] as const) : []),
    ]),
  ];
  // A clause's own topic comes before any close second ("the biggest problem with changeovers"
  // is about changeovers first), so the buyer answers what was meant before what rode along.
  const topics: Topic[] = [];
  const questionTopics: Topic[] = [];
  const add = (topic: Topic | null, asked: boolean) => {
    if (!topic) return;
    if (!topics.includes(topic)) topics.push(topic);
    if (asked && !questionTopics.includes(topic)) questionTopics.push(topic);
  };
  // The clause that carries the question mark is the question; a lead-in ("when a line goes
  // down like that, …") reads as one to the model but only sets the scene.
  const ranked = [...clauses.filter((c) => c.marked), ...clauses.filter((c) => !c.marked)];
  for (const c of ranked) if (c.topicConfidence >= TOPIC_CONFIDENCE) add(c.topic, c.asked);
  for (const c of ranked) if (c.topicAlternativeConfidence >= SECOND_TOPIC_CONFIDENCE) add(c.topicAlternative, c.asked);
  // A turn that asks several things is mostly about the topic most of its questions ask: "Can
  // you give me a feel for the hall? How many lines, what runs on each, what a week looks like."
  // The model's own reading of each question counts; a lead-in before the question counts less.
  const firstMarked = clauses.findIndex((c) => c.marked);
  const support = new Map<Topic, number>();
  clauses.forEach((c, i) => {
    if (!c.asked || !c.topic || c.topicConfidence < TOPIC_CONFIDENCE) return;
    const weight = c.marked ? 1 : i < firstMarked ? LEAD_IN_WEIGHT : FOLLOW_ON_WEIGHT;
    support.set(c.topic, (support.get(c.topic) ?? 0) + c.topicConfidence * weight);
  });
  // Counted in quarters, so two questions read with all but equal confidence keep their order.
  const quarters = (t: Topic): number => Math.round((support.get(t) ?? 0) * 4);
  questionTopics.sort((a, b) => quarters(b) - quarters(a));
  // Rapport is only the person (docs/nlu-labels.md): a question read as rapport in a turn that
  // names the plant or the purchase ("the baggers you have now, what do you like about them"; "the
  // die change, where did you land after the second one?") is about that, unless its words are
  // about the buyer's life.
  if (questionTopics[0] === 'rapport' && !ABOUT_THE_PERSON.test(text.toLowerCase())) {
    const business = topics.find((t) => t !== 'rapport');
    if (business) {
      if (questionTopics.includes(business)) questionTopics.splice(questionTopics.indexOf(business), 1);
      questionTopics.unshift(business);
    }
  }
  // A question that names a sum of money is about money first, whatever else it touches: the
  // money topic it was read with leads (budget before next step), else the price.
  // "Who signs for fifty grand at your place?" asks who, whatever sum it names.
  const asksWho = clauses.some((c) => c.asked && WHO_QUESTION.test(c.text.toLowerCase()));
  if (entities.amounts.length > 0 && questionTopics.length > 0 && !asksWho) {
    // "And the 214,900, that fits in what you have approved?" weighs the sum against the budget.
    const money = BUDGET_WORDS.test(text.toLowerCase())
      ? 'budget'
      : (questionTopics.find((x) => x === 'price' || x === 'budget' || x === 'roi') ?? 'price');
    const at = questionTopics.indexOf(money);
    if (at > 0) questionTopics.splice(at, 1);
    if (at !== 0) questionTopics.unshift(money);
    if (!topics.includes(money)) topics.unshift(money);
  }
  const meaningful = clauses.filter((c) => c.act !== 'acknowledge' && c.act !== 'greeting');
  const asked = clauses.filter((c) => c.asked);
  return {
    clauses,
    acts,
    topics,
    questionTopics,
    entities,
    tone: acts.includes('rudeness')
      ? 'rude'
      : clauses.some((c) => c.edgy)
        ? 'edgy'
        : acts.includes('empathy')
          ? 'warm'
          : 'neutral',
    confidence: meaningful.length === 0 ? 1 : Math.min(...meaningful.map((c) => c.confidence)),
    unclear,
    isQuestion: asked.length > 0,
    isOpenQuestion: asked.some((c) => c.open),
    questionCount: asked.length,
    wordCount: allWords.length,
  };
}
