import type { Topic } from '../catalog/keys';
import type { Act } from '../understand/labels';
import type { ClauseModel } from '../understand/model';
import { setsUpQuestion, understand, type Understanding } from '../understand/understand';
import { asksWhoMaySign, DAYS_SPAN, WH_QUESTION } from '../understand/wording';
import { CLOSE, FEATURE_TERMS, GREETING, OFF_TOPIC } from './lexicon-acts';
import type { TurnAct, TurnClassification } from './types';

/** Wording that puts a time forward ("how about…", "does Thursday work", "could we meet…"). */
const PROPOSES =
  /\b(how about|what about|would (that|it|this|thursday|monday|tuesday|wednesday|friday|next week|tomorrow)\b.{0,30}\bwork|does .{1,30} work|are you (free|available|around)|(could|can|shall) we|(can|could|may) i (get|have|grab|borrow|steal)|let'?s|let us|pencil|book|schedule|meet|catch up|call (you|me)|give me a (call|ring)|visit|come (by|out|back)|swing by|stop by)\b/;

/**
 * "Maybe we can do a trial with your product next month?": the rep proposing a next step. Kept out
 * of the lexicon's CLOSE cues, which are features the model learnt with.
 */
const PROPOSES_NEXT_STEP =
  /\b(maybe|perhaps) (we|i) (can|could|might) (do|set up|arrange|run|organi[sz]e|schedule|book|have) (a|an|the|some) ((quick|short|small|free|first) )?(trial|demo|demonstration|test run|run-?off|visit|site visit|walkthrough|walk-through|pilot|call|meeting)\b/;

/** "When would suit you?", "what day works for a call?": the rep asks the buyer to name a time. */
const ASKS_FOR_A_TIME =
  /\b(what|which) (day|days|time|times|date|dates|week)( of the week)? (suits|suit|works|work|would (suit|work|be (good|best|better|easiest))|is (good|best|better|easiest)|are (good|best|better))\b|\bwhen (would|is|will) (be )?(a |the )?(good|best|better|convenient|suitable|easy) (time|day|moment)\b|\bwhen (works|suits|is good|would work|would suit|is best|is easiest) (for )?(you|your)\b|\bwhen (are|would|will) you (be )?(free|available|around)\b/;

/**
 * "Could we set up a quick call with your engineer?", "would you be up for a trial?": a meeting
 * put forward without a time. The frame proposes; the thing proposed is a meeting of some kind. A
 * call, a chat or a conversation counts only when it is a further one ("a proper call", "a chat
 * with your engineer"): "can we have a conversation about price" means now.
 */
const PROPOSAL_FRAME =
  /\b(is it worth|would it (make sense|help|be worth)|(could|can|shall|should) we|let'?s|let us|i'?d (like|love) to|what (i'?d|id|i would|we'?d|we would) (suggest|propose|recommend)|(i'?d|id|i would) (suggest|propose)|how about|what about|what do you think (about|of)|what would you (think|say) (about|to)|are you (open|up) (to|for)|would you be (open|up|willing) (to|for))\b/;
const MEETING =
  /\b(meeting|demo|demonstration|visit|site visit|trial|pilot|site survey|walk-?through|workshop|run-?off|test run|follow-?up|(proper|separate|another|second|quick|short|longer|dedicated|technical|review|intro|introductory) (call|conversation|chat|session)|(call|conversation|chat|session) with (your|the|our) [a-z]+)\b/;
/** A frame after a question word asks about the meeting ("which SKU should we put through the trial"). */
const ASKED_ABOUT = /\b(what|which|how|where|who|when|why)\b[^.?!,]{0,24}$/;

function proposesMeeting(text: string): boolean {
  const frame = PROPOSAL_FRAME.exec(text);
  if (!frame || ASKED_ABOUT.test(text.slice(0, frame.index))) return false;
  return MEETING.test(text.slice(frame.index, frame.index + frame[0].length + 60));
}

/** The condition at the end of a question: "…if you did go ahead with something". */
const CONDITION_TAIL = /\b(if|once|assuming|in case)\b[^.?!,;]*/g;

/** How sure the model must be that a question is about something other than a meeting. */
const ELSEWHERE_CONFIDENCE = 0.9;

/** Above this a spoken turn is a monologue: the buyer stops listening. */
export const RAMBLING_WORDS = 80;
const MAX_CHARS = 4000;

export function normalizeText(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

// What each act of the understanding layer means to the dialogue engine.
const TURN_ACTS: Record<Act, TurnAct[]> = {
  greeting: ['greeting'],
  introduction: ['introduction'],
  permission: ['permission'],
  question: [],
  clarify: ['clarifying_question'],
  summary: ['summary'],
  empathy: ['empathy'],
  acknowledge: [],
  inform: [],
  value: ['value_statement'],
  feature: [],
  social_proof: ['social_proof'],
  price: ['price'],
  discount: ['discount'],
  offer: ['objection_handling'],
  meeting_request: ['meeting_request', 'close_attempt'],
  close_request: ['close_attempt'],
  accept: ['accept'],
  small_talk: ['small_talk'],
  rudeness: ['rudeness'],
  role_break: ['role_break_attempt'],
  goodbye: ['goodbye'],
  repeat_request: ['repeat_request'],
};

/** The dialogue engine's view of a turn, read by the understanding layer. */
export function classifyTurn(text: string, model?: ClauseModel): TurnClassification {
  return classificationOf(understand(text, model), text);
}

export function classificationOf(u: Understanding, text: string): TurnClassification {
  const normalized = normalizeText(text);
  const acts = new Set<TurnAct>();
  for (const act of u.acts) for (const a of TURN_ACTS[act]) acts.add(a);
  // "Hi Dana, this is Sam from Apex" is one clause and two acts: the hello is in its first word.
  if (GREETING.test(normalized)) acts.add('greeting');
  // A request for a meeting or the order must never go unanswered: the common forms ("can we set
  // up…", "how about Tuesday at 10?") count even when the model reads the clause otherwise.
  // A time named in a question about something else ("would a weekend install work better for your
  // team?") schedules that thing; it proposes no meeting.
  const asked = u.clauses.filter((c) => c.asked);
  const aboutOther = (also: Topic | null) =>
    asked.length > 0 &&
    asked.every(
      (c) =>
        c.topic !== null && c.topic !== 'next_step' && c.topic !== also && c.topicConfidence >= ELSEWHERE_CONFIDENCE,
    );
  const aboutElse = aboutOther(null);
  // "If you decided to go ahead, what are the steps?": the words of a close inside a condition that
  // sets up a question ask for nothing.
  // So do they in a condition that ends a wh-question: "who else would need to weigh in if you
  // guys did go ahead with something?" asks who decides.
  const conditions = [
    ...u.clauses.filter((_, i) => setsUpQuestion(u.clauses, i)).map((c) => normalizeText(c.text)),
    ...u.clauses
      .map((c) => normalizeText(c.text))
      .filter((c) => WH_QUESTION.test(c))
      .flatMap((c) => c.match(CONDITION_TAIL) ?? []),
  ];
  const asking = conditions.reduce((rest, c) => rest.replace(c, ' '), normalized).replace(DAYS_SPAN, ' days ');
  if (
    !acts.has('close_attempt') &&
    // "Does your VP need to see it or can you sign off at this level?" asks who decides.
    ((CLOSE.some((p) => p.test(asking)) && !asksWhoMaySign(asking)) ||
      PROPOSES_NEXT_STEP.test(asking) ||
      (ASKS_FOR_A_TIME.test(asking) && !aboutOther('timeline')) ||
      (proposesMeeting(asking) && !aboutElse) ||
      (u.entities.times.length > 0 && PROPOSES.test(normalized) && !aboutElse))
  ) {
    acts.add('close_attempt');
    acts.add('meeting_request');
  }
  if (u.isOpenQuestion) acts.add('open_question');
  if (u.clauses.some((c) => c.asked && !c.open)) acts.add('closed_question');
  // A feature named in passing is information; a run of them with nothing asked is a pitch.
  const featureTerms = normalized.match(FEATURE_TERMS)?.length ?? 0;
  const featureClauses = u.clauses.filter((c) => c.act === 'feature').length;
  if (featureClauses >= 2 || (featureClauses === 1 && (featureTerms >= 3 || (!u.isQuestion && u.wordCount > 25))))
    acts.add('feature_dump');
  if (u.wordCount > RAMBLING_WORDS) acts.add('rambling');
  const topics: Topic[] = [...u.topics];
  // Chat about the game is fine in a short opener; with nothing about the business it is off topic.
  if (acts.has('small_talk') || OFF_TOPIC.test(normalized)) {
    const business = topics.some((t) => t !== 'rapport' && t !== 'next_step');
    if (!business) {
      acts.delete('small_talk');
      acts.add(u.wordCount <= 20 ? 'small_talk' : 'off_topic');
    }
  }
  if (u.unclear) {
    acts.clear();
    acts.add('unclear');
  }
  return {
    acts: [...acts],
    topics: u.unclear ? [] : topics,
    isQuestion: u.isQuestion,
    isOpenQuestion: u.isOpenQuestion,
    questionCount: u.questionCount,
    wordCount: u.wordCount,
    featureTerms,
    normalized,
    understanding: u,
  };
}
