import { TOPIC_PATTERNS } from '../classify/lexicon-topics';
import { PLANT_AREAS } from './read-topic';
import { ASKS_FOR_RESERVATIONS } from './wording';
import type { Clause } from './clause';
import type { ClauseModel } from './model';

// A clause read with what is around it: the area a broad question names, and the topic a
// fragment of a spoken question leaves unsaid.

/** Below this a question clause's own topic may give way to its reading beside the clause before it. */
const SURE_ALONE = 0.8;
/** "is that ok", "does that work for you", "would that help your side": a check with no subject of its own. */
const BARE_CHECK =
  /^(?:(?:and|so|but|ok|okay|well|um|uh|like),? )*(?:is|does|would|will|could|can) (?:that|this|it)(?: \S+){1,4}$/;

/**
 * Spoken questions come in pieces: "let's stay with changeovers for a sec / how many a week on
 * line 4 / who does them". A piece the model is unsure of is read again together with the piece
 * before it, and takes that reading when it is surer: the topic a fragment leaves unsaid is the
 * one the rep was just talking about. `labelled[i]` is set for a clause a language model
 * labelled: its reading stands as given.
 */
export function withContext(model: ClauseModel, clauses: Clause[], labelled: ReadonlyArray<unknown>): Clause[] {
  return clauses.map(namedArea).map((c, i) => {
    const before = clauses[i - 1];
    // "the install is like a week, is that ok": a bare check is about what was just said.
    const check = BARE_CHECK.test(c.text.toLowerCase());
    if (!before || labelled[i] || !c.asked || (c.topicConfidence >= SURE_ALONE && !(check && c.topic === null)))
      return c;
    const together = model.questionTopic(`${before.text} ${c.text}${c.marked ? '?' : ''}`);
    if (together.label === null || together.label === c.topic || together.confidence <= c.topicConfidence) return c;
    return {
      ...c,
      topic: together.label,
      topicConfidence: together.confidence,
      topicAlternative: c.topic,
      topicAlternativeConfidence: c.topicConfidence,
    };
  });
}

/**
 * "What's the biggest challenge with changeovers?" asks about problems in one named area: that
 * area is its topic (docs/nlu-labels.md), and problems in general its second reading. Only a
 * single named area counts; two leave the question as broad as it was.
 */
function namedArea(c: Clause): Clause {
  if (!c.asked || c.topic !== 'pains') return c;
  // "…what's the thing you'd fix first if you had the money tomorrow": a condition after the
  // question names no area the problem is in.
  const lower = c.text.toLowerCase().replace(/\b(if|assuming|provided) .*$/, '');
  // The buyer as a person is not an area of the plant: "what concerns came up when your team went
  // through it?" stays a question about problems.
  const named = TOPIC_PATTERNS.filter(
    ([t, pattern]) => t !== 'pains' && t !== 'operations' && t !== 'rapport' && pattern.test(lower),
  );
  if (named.length !== 1) return c;
  const area = named[0]![0];
  // "Is there anything in the quote that's not sitting right?" asks for any reservation at all; the
  // quote is where it looks, not what the reservation is about. A part of the plant still counts.
  if (!PLANT_AREAS.has(area) && ASKS_FOR_RESERVATIONS.test(lower) && /\bany(thing)?\b/.test(lower)) return c;
  return {
    ...c,
    topic: area,
    topicAlternative: 'pains',
    topicAlternativeConfidence: c.topicConfidence,
    topicConfidence: Math.max(c.topicConfidence, c.topicAlternative === area ? c.topicAlternativeConfidence : 0),
  };
}
