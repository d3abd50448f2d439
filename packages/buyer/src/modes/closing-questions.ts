import type { Topic } from '../catalog/keys';
import * as close from '../replies/bank-closing';
import * as more from '../replies/bank-topics';
import type { Part } from '../replies/compose';
import { memoryOf, pointsAtStatedAmount } from '../state/memory';
import type { BuyerState } from '../state/types';
import { answerQuestion } from './answer';
import type { Concern } from './closing-concerns';
import { stripFillers } from '../understand/wording';
import { has, type TurnInput } from './turn';

// The questions a rep asks in a closing call that are not the order itself: whether what they
// said settles it, what sits behind the concern on the table, and what stands on the way to a PO.

/**
 * "Does that work for you?": the rep checks whether what they just said settles it. "…or how does
 * it work?" asks how something works, which is a question of its own.
 */
const CHECKS_BACK =
  /\b(?<!how )((does|would|will|did|is|can) (that|this|it)( all)? (work|settle|solve|answer|cover|help|address|fix|sound|take care|do it|make sense|do the trick|get us there)|(are|is|would) you (be )?(ok|okay|comfortable|happy|good|fine|alright|all right) with (that|this|it)|how does (that|this) sound|(that|this) works? for you)\b/;

/** A question that names what it thinks the sticking point is. */
// "What's holding you up?" guesses at a snag; "how have the drives been holding up?" asks how they held.
const SNAG_QUESTION =
  /\b(sticking point|hold(s|ing)? (you|it|things|this|us|the \w+) (up|back)|hold(s|ing)? back|(what'?s|what is|is (that|it|the \w+)) holding (up|back)|hang-?up|the (main |real |big(gest)? )?(issue|problem|concern|obstacle|blocker)|what'?s stopping)\b/;

/** How sure the model must be that a check-back is about a subject of its own ("net 45… does that work?"). */
const OWN_SUBJECT = 0.6;

/**
 * "Are you comfortable with that?" on its own gets a straight answer about where things stand:
 * the concern last settled, and what is still open. Null when the turn is not such a check.
 */
export function checkBack(
  t: TurnInput,
  s: BuyerState,
  resolvedNow: number,
  byId: (id: string | undefined) => Concern | undefined,
): { parts: Part[]; answeredTopics: Topic[] } | null {
  const { cls } = t;
  const checksBack =
    resolvedNow === 0 && cls.isQuestion && !has(cls, 'close_attempt') && CHECKS_BACK.test(cls.normalized);
  const open = byId(s.objectionsOpen[0]);
  if (!checksBack || (!open && s.objectionsResolved.length === 0)) return null;
  // The concern the rep's words were about, when one of the settled ones; else the last settled,
  // unless the words were about something that was never a concern at all.
  const resolved = s.objectionsResolved.map((id) => byId(id)).filter((o): o is Concern => o !== undefined);
  // "The 30-60-10 split, does that work for your finance team?" with nothing offered in the turn
  // asks about that part of the proposal, not whether the concern on the table is settled: it
  // gets its own answer. The part is named before the check, in the same sentence; a bare "does
  // that cover what you need?" checks what the rep said before.
  const offers = has(cls, 'objection_handling') || has(cls, 'discount') || has(cls, 'value_statement');
  const sentence = cls.normalized.split(/(?<=[.!?])\s+/).find((x) => CHECKS_BACK.test(x)) ?? '';
  const namesPart = stripFillers(sentence.slice(0, CHECKS_BACK.exec(sentence)?.index ?? 0)).split(/\s+/).length >= 2;
  const asksOwnSubject =
    namesPart &&
    cls.understanding.clauses.some(
      (x) =>
        x.asked &&
        x.topic !== null &&
        x.topic !== 'next_step' &&
        x.topic !== 'pains' &&
        x.topicConfidence >= OWN_SUBJECT &&
        x.topic !== open?.topic &&
        !resolved.some((o) => o.topic === x.topic),
    );
  if (asksOwnSubject && !offers) return null;
  const aboutSettled = resolved.filter((o) => cls.topics.includes(o.topic)).at(-1);
  // The subject comes from what the rep said before the check-back, never from the check itself.
  const aboutOther = cls.understanding.clauses.some(
    (x) =>
      !CHECKS_BACK.test(x.text.toLowerCase()) &&
      x.topic !== null &&
      x.topicConfidence >= OWN_SUBJECT &&
      x.topic !== open?.topic &&
      !resolved.some((o) => o.topic === x.topic),
  );
  const settled = aboutSettled ?? (aboutOther && open ? undefined : resolved.at(-1));
  const touched = open && cls.topics.includes(open.topic);
  const parts: Part[] = [];
  if (settled && !touched) parts.push(close.settledCheckLines(settled.name));
  if (open) parts.push(settled && !touched ? open.restate[0]! : close.unsettledCheckLines(open.name));
  else parts.push(close.allClearLines(), close.askForNextStepLines());
  // The answer is about the concern the rep checked on: the one just settled, else the open one.
  const about = settled && !touched ? settled : open;
  return { parts, answeredTopics: about ? [about.topic] : [] };
}

/**
 * A question about the concern on the table ("what's behind that?", "what's still keeping you
 * from saying yes?") gets the story behind it the first time, a reminder after. Null when the
 * turn asks for the order or digs into another subject.
 */
export function probeConcern(
  t: TurnInput,
  s: BuyerState,
  current: Concern,
): { parts: Part[]; state: BuyerState; meta: { answeredTopics: Topic[] } } | null {
  const { cls } = t;
  const subject = cls.understanding.questionTopics[0];
  // "Where does that total sit against what finance approved?" digs into the budget, not into
  // the concern on the table: a probing question about another subject gets that subject.
  const probesElsewhere =
    subject !== undefined && subject !== 'pains' && subject !== current.topic && !cls.topics.includes(current.topic);
  // "Is the 412 what's holding you up?" names a guess at the sticking point: it asks about the
  // concern on the table, whatever subject the guess is.
  const guesses = SNAG_QUESTION.test(cls.normalized);
  // A question is about the concern when that is what it mostly asks (a subject it only touches,
  // "…after startup, what support do you want on site?", gets its own answer).
  const asksAboutIt = cls.isQuestion && (subject === current.topic || subject === 'pains' || guesses);
  if (has(cls, 'close_attempt') || !((has(cls, 'clarifying_question') && !probesElsewhere) || asksAboutIt)) return null;
  const first = !s.objectionsClarified.includes(current.id);
  // "So where are you at on the 212 five?" asked again about the price concern gets where the
  // figure lands, not the concern's story again.
  const landsAgain =
    !first && !guesses && (subject === 'budget' || subject === 'price')
      ? more.priceVerdictLines(t.c, memoryOf(s), cls.normalized)
      : [];
  if (landsAgain.length > 0) return { parts: [landsAgain], state: s, meta: { answeredTopics: [subject as Topic] } };
  // Asked again about the concern's subject, a specific question gets its own answer (the normal
  // path); "I told you what's behind it" is for being asked what's behind it again.
  if (!first && !guesses && subject !== 'pains' && !has(cls, 'clarifying_question')) return null;
  const state = first ? { ...s, objectionsClarified: [...s.objectionsClarified, current.id] } : s;
  const parts: Part[] = [];
  // "Is the 412 the sticking point, or something else?" names a guess: it gets a yes or a no.
  // A guess names the price only when the question points at a figure ("is the 412 what's holding
  // you up?"), not whenever the rep has stated one.
  const pointsAtFigure =
    cls.understanding.entities.amounts.length > 0 || pointsAtStatedAmount(memoryOf(state), cls.normalized).namesIt;
  const guess = pointsAtFigure ? 'price' : subject;
  const snag = guess && guess !== 'pains' && guesses;
  const verdict = snag ? close.snagGuessLines(guess, guess === current.topic) : null;
  // "Where does 186,500 land against what you have approved?" is answered with where it lands.
  const lands =
    !snag && (subject === 'budget' || subject === 'price')
      ? more.priceVerdictLines(t.c, memoryOf(state), cls.normalized)
      : [];
  if (verdict) parts.push(verdict);
  if (lands.length > 0) parts.push(lands);
  // "What's still giving you pause?", or a wrong guess at it: the buyer says what it is first.
  const namesIt = !lands.length && ((subject === 'pains' && !snag) || (snag && guess !== current.topic));
  if (namesIt) parts.push(close.holdingBackLines(current.name));
  parts.push(
    first
      ? lands.length > 0
        ? close.catchLines(current)
        : close.clarifyLines(current)
      : [`I told you what's behind it.`, `Same story as I said.`],
    first ? [''] : [current.detail],
  );
  // "What's holding you back?" is answered by what sits behind the concern; a wrong guess ("is it
  // the sanitation?") by "the sanitation side isn't what's holding me up" as well.
  const answeredTopics = cls.understanding.questionTopics.filter(
    (x) =>
      x === 'pains' || x === current.topic || (lands.length > 0 && x === subject) || (verdict !== null && x === guess),
  );
  return { parts, state, meta: { answeredTopics } };
}

/** How sure the clause model must be of a topic asked on the way to the order. */
const ON_THE_WAY_CONFIDENCE = 0.6;

/**
 * "What are the steps on your side to issue the PO?" asks something real on the way to the
 * order: the answer to it, or null when the turn only asks for the order.
 */
export function answerOnTheWay(t: TurnInput, s: BuyerState): ReturnType<typeof answerQuestion> {
  const u = t.cls.understanding;
  const topics = u.clauses
    // An open question asks for information; "can we get this signed?" asks for the order
    // itself, whatever subject it touches.
    .filter((x) => x.asked && x.open && x.topic !== null && x.topicConfidence >= ON_THE_WAY_CONFIDENCE)
    .map((x) => x.topic!)
    .filter((x) => x !== 'next_step' && x !== 'pains' && x !== 'price');
  if (!t.cls.isQuestion || topics.length === 0) return null;
  const cls = { ...t.cls, understanding: { ...u, questionTopics: topics } };
  return answerQuestion(t.profile, t.c, s, cls, 'closing');
}
