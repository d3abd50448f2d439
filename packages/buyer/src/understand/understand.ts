import type { Topic } from '../catalog/keys';
import {
  GREETING,
  INTRODUCTION,
  NOT_OPEN,
  OPEN_START,
  QUESTION_START,
  ROLE_BREAK,
  RUDENESS,
} from '../classify/lexicon-acts';
import type { Clause, Understanding } from './clause';
import { splitClauses } from './clauses';
import { withContext } from './in-context';
import {
  ASKS_IN_PASSING,
  OUTCOME_CLAIM,
  RECALL_ASK,
  CONDITIONAL,
  DECISION_ASK,
  REQUEST_CUE,
  STILL_WORKS_FOR_YOU,
  TAGGED,
  BUDGET_WORDS,
  BARE_DECISION_ASK,
  VISIT_OFFER,
  ABOUT_YOU,
  WHAT_WOULD_IT_TAKE,
  WHO_QUESTION,
  WH_QUESTION,
  YES_NO_START,
  ASKING_ACTS,
  STATING_ACTS,
  stripFillers,
} from './wording';
import { entitiesOf } from './entities';
import { stem, words } from './features';
import type { Act } from './labels';
import { clauseModel, type ClauseModel } from './model';

// A rep turn, understood: each clause's act and topic with the model's confidence, what the rep
// named (times, amounts, who they are), and the tone. This is the only place the buyer reads the
// rep's words; everything after works on this structure.

export type { Clause, Understanding };

/** Below this a clause's topic is a guess the buyer does not act on. */
export const TOPIC_CONFIDENCE = 0.3;
const SECOND_TOPIC_CONFIDENCE = 0.25;
/** How much an unmarked question counts toward what a turn asks: before the question mark, after it. */
const LEAD_IN_WEIGHT = 0.5;
const FOLLOW_ON_WEIGHT = 0.8;
const MAX_CHARS = 4000;

/**
 * How sure the model must be of an act that ends or sours the call before the buyer acts on it.
 * Taking an ordinary line for an insult costs the rep far more than missing a mild jab, so
 * rudeness needs the most; leaving the role is rarely mistaken for anything else.
 */
const COSTLY_CONFIDENCE: Partial<Record<Act, number>> = {
  rudeness: 0.85,
  role_break: 0.5,
  goodbye: 0.7,
};
/** From here up to rudeness's own threshold, a clause the model reads as rude has an edge (clause.ts). */
const EDGY_CONFIDENCE = 0.7;
const REQUEST_ACTS: ReadonlySet<Act> = new Set(['meeting_request', 'close_request']);
/** A yes to the buyer's own offer ("perfect") needs no request wording unless the model is unsure. */
const ACCEPT_CONFIDENCE = 0.6;
/** Below this, an unmarked clause the model reads as a question without a question's wording is not one. */
const UNSURE_QUESTION = 0.35;
/** Below this, a summary the model read second as a question, ending on a tag ("…, right"), asks. */
const UNSURE_SUMMARY = 0.5;
/** Below this, a reading that is not a request gives way to a request second read in request words. */
const UNSURE_OTHER = 0.6;

/** An act and topic for a clause decided elsewhere (a language model), in place of ours. */
export type ClauseLabel = { act: Act; topic: Topic | null };

function readClause(model: ClauseModel, text: string, asked: boolean, label?: ClauseLabel): Clause {
  const lower = text.toLowerCase();
  // The classifiers learnt from clauses that keep their question mark; the splitter took it off.
  const input = asked ? `${text}?` : text;
  const a = label ? { label: label.act, confidence: 1, runnerUp: null } : model.act(input);

  // Safety words the corpus cannot enumerate (a jailbreak phrase, a slur) decide on their own.
  // The model's own guess of an act that ends or sours the call must be confident: taking an
  // ordinary question for an insult costs the rep far more than missing a mild jab.
  // An unsure costly guess is read as what the clause does at the least: a question when it is
  // worded as one ("and who ends up paying for that"), the model's second reading when that
  // asks something too, else a neutral acknowledgement.
  const costly = a.confidence < (COSTLY_CONFIDENCE[a.label] ?? 0);
  const second: Act = WH_QUESTION.test(lower)
    ? 'question'
    : a.runnerUp && ASKING_ACTS.has(a.runnerUp) && COSTLY_CONFIDENCE[a.runnerUp] === undefined
      ? a.runnerUp
      : 'acknowledge';
  // An unsure yes with a question mark and request words proposes: "perhaps a call, Monday afternoon?"
  const proposes = a.label === 'accept' && a.confidence < ACCEPT_CONFIDENCE && asked && REQUEST_CUE.test(lower);
  const guessed: Act = costly ? second : proposes ? 'meeting_request' : a.label;
  const unworded =
    !label &&
    !REQUEST_CUE.test(lower) &&
    (REQUEST_ACTS.has(guessed) || (guessed === 'accept' && a.confidence < ACCEPT_CONFIDENCE));
  // "Who signs off on the order?" asks who, whatever words of a request it carries.
  const asksWho = REQUEST_ACTS.has(guessed) && WHO_QUESTION.test(lower);
  // Without request words it is what its wording does: "so uh what do you think" asks.
  const stripped = stripFillers(lower);
  const wordedQuestion =
    asked || QUESTION_START.test(stripped) || WH_QUESTION.test(lower) || STILL_WORKS_FOR_YOU.test(lower);
  const settled: Act = unworded || asksWho ? (wordedQuestion ? 'question' : 'inform') : guessed;
  // A bare "Competitors?" or "Are you audited?" asks something, whatever its shape suggested.
  // A clause asks by its wording or by a sure reading: "Rachel Lim from Sealwise", read as a
  // question by a guess under UNSURE_QUESTION with no question mark or question word, is what the
  // model read second.
  const unsureQuestion =
    settled === 'question' &&
    !asked &&
    a.confidence < UNSURE_QUESTION &&
    a.runnerUp !== null &&
    COSTLY_CONFIDENCE[a.runnerUp] === undefined &&
    !QUESTION_START.test(stripped) &&
    !WH_QUESTION.test(lower);
  // "ok how about i come back next month", read as a discount by a guess under UNSURE_OTHER with a
  // request second, is the request its wording says it is.
  const wordedRequest =
    !label &&
    !REQUEST_ACTS.has(settled) &&
    !ASKING_ACTS.has(settled) &&
    settled !== 'rudeness' &&
    a.confidence < UNSURE_OTHER &&
    a.runnerUp !== null &&
    REQUEST_ACTS.has(a.runnerUp) &&
    REQUEST_CUE.test(lower) &&
    !WHO_QUESTION.test(lower);
  // A language model's label stands as given, as for the other wording rules.
  const wordedYesNo =
    !label && STATING_ACTS.has(settled) && (YES_NO_START.test(stripped) || STILL_WORKS_FOR_YOU.test(lower));
  // "and youre running two shifts on that line right", which the model half read as a question:
  // a fact checked with a tag asks (a replay of the buyer's words is a surer summary).
  const checksFact =
    !label && settled === 'summary' && a.confidence < UNSURE_SUMMARY && a.runnerUp === 'question' && TAGGED.test(lower);
  // "your changeovers are probably too long right": a guess about the buyer's plant closed by a
  // tag asks the buyer to confirm it, whatever the tag made the model read.
  const guessesAtYou =
    !label &&
    settled === 'acknowledge' &&
    TAGGED.test(lower) &&
    ABOUT_YOU.test(lower) &&
    lower.split(/\s+/).length >= 5;
  const asking: Act =
    (asked && settled === 'acknowledge') || wordedYesNo || checksFact || guessesAtYou
      ? 'question'
      : (unsureQuestion || wordedRequest) && a.runnerUp
        ? a.runnerUp
        : settled;
  const claimed: Act =
    asking === 'feature' && OUTCOME_CLAIM.test(lower)
      ? 'value'
      : (asking === 'repeat_request' || asking === 'clarify') && RECALL_ASK.test(lower)
        ? 'question'
        : asking;
  const act: Act = ROLE_BREAK.test(lower) ? 'role_break' : RUDENESS.test(lower) ? 'rudeness' : claimed;
  const isAsked =
    asked || act === 'question' || act === 'clarify' || (ASKING_ACTS.has(act) && QUESTION_START.test(stripped));
  const t = label
    ? { label: label.topic, confidence: 1, runnerUp: null, runnerUpConfidence: 0 }
    : act === 'question' || act === 'clarify'
      ? model.questionTopic(input)
      : model.topic(input);
  return {
    text,
    act,
    confidence: act === a.label ? a.confidence : 1,
    alternative: a.runnerUp,
    topic: t.label,
    topicConfidence: t.confidence,
    topicAlternative: t.runnerUp,
    topicAlternativeConfidence: t.runnerUpConfidence,
    asked: isAsked,
    marked: asked,
    open: isAsked && OPEN_START.test(stripped) && !NOT_OPEN.test(stripped),
    conditional: (act === 'offer' || act === 'discount' || act === 'price') && CONDITIONAL.test(lower),
    // A wh-question the model half took for rude ("and who ends up paying for that") is pointed, not edgy.
    edgy:
      costly &&
      a.label === 'rudeness' &&
      a.confidence >= EDGY_CONFIDENCE &&
      act !== 'rudeness' &&
      !WH_QUESTION.test(lower),
  };
}

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

export function understand(
  raw: string,
  model: ClauseModel = clauseModel(),
  labels: ReadonlyArray<ClauseLabel | undefined> = [],
): Understanding {
  const text = clean(raw);
  const clauses = withContext(
    model,
    splitClauses(text).map((c, i) => readClause(model, c.text, c.asked, labels[i])),
    labels,
  );
  // "Thanks for your time" opens as often as it closes: only the last clause can say goodbye.
  clauses.forEach((c, i) => {
    if (c.act === 'goodbye' && i < clauses.length - 1) c.act = 'acknowledge';
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
      (BARE_DECISION_ASK.test(lower) ||
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
