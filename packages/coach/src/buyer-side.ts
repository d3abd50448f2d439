import type { Objection, ObjectionHandling, RepTurn } from './context.js';
import { objectionIn } from './signals/objections.js';
import { contentWords } from './text/words.js';
import type { AnalysisInput, BuyerConcern, QualificationElement, TranscriptMessage } from './types.js';

// The buyer's own state is the judge of whether a concern was answered: the simulation accepted
// the answer or it did not. The transcript only tells where the concern was raised and which rep
// turn answered it, so evidence can quote that turn.

const RAISED_SHARE = 0.6;

/** The first buyer message that says the concern: most of its words, in any order. */
function raisedIn(concern: BuyerConcern, messages: readonly TranscriptMessage[]): TranscriptMessage | null {
  const needed = [...new Set(contentWords(concern.text))];
  if (needed.length === 0) return null;
  return (
    messages.find((m) => {
      if (m.role !== 'buyer') return false;
      const said = new Set(contentWords(m.text));
      return needed.filter((w) => said.has(w)).length / needed.length >= RAISED_SHARE;
    }) ?? null
  );
}

export function locateConcerns(
  input: AnalysisInput,
  turns: readonly RepTurn[],
  judgeResponse: (response: RepTurn | null) => ObjectionHandling,
): Objection[] {
  const concerns = input.buyer?.concerns ?? [];
  const located = concerns
    .map((c) => ({ concern: c, raised: raisedIn(c, input.messages) }))
    .filter((x): x is { concern: BuyerConcern; raised: TranscriptMessage } => x.raised !== null)
    .sort((a, b) => input.messages.indexOf(a.raised) - input.messages.indexOf(b.raised));
  return located.map(({ concern, raised }, i) => {
    const at = input.messages.indexOf(raised);
    const nextRaise = located[i + 1] ? input.messages.indexOf(located[i + 1]!.raised) : Number.POSITIVE_INFINITY;
    const answering = turns.filter(
      (t) => t.position > at && t.position < nextRaise && t.sentences.some((s) => !s.phatic),
    );
    // A resolved concern was settled by the last real answer before the buyer moved on (not a
    // closing ask or a sign-off); an open one is judged on the first answer the rep gave to it.
    const answers = answering.filter((t) => !t.sentences.some((s) => s.closeAsk || s.nextStep));
    // Of those, the answer that speaks to the concern's own words is the one that settled it.
    const concernWords = new Set(contentWords(concern.text));
    const onPoint = answers.filter((t) => contentWords(t.message.text).some((w) => concernWords.has(w)));
    // A clarifying question ("what happened last time?") leads to the answer; the answer settles it.
    const substantive = (t: RepTurn): boolean => t.sentences.some((s) => !s.question && !s.phatic && s.words >= 5);
    const settled =
      onPoint.filter(substantive).at(-1) ?? answers.filter(substantive).at(-1) ?? onPoint.at(-1) ?? answers.at(-1);
    const response = (concern.resolved ? (settled ?? answering[0]) : answering[0]) ?? null;
    const judged = judgeResponse(response);
    return {
      buyer: raised,
      kind: objectionIn(concern.text) ?? objectionIn(raised.text) ?? 'risk',
      response,
      handling: concern.resolved ? 'handled' : judged === 'handled' ? 'partial' : judged,
      accepted: concern.resolved,
      concernId: concern.id,
    };
  });
}

/** Which facts the buyer's state says it revealed, per qualification element it can tell. */
const FACT_OF: Partial<Record<QualificationElement, (fact: string) => boolean>> = {
  budget: (f) => f === 'budget',
  authority: (f) => f === 'authority',
  timeline: (f) => f === 'timeline',
  decision_process: (f) => f === 'decision_process',
  competition: (f) => f === 'competitors',
  pain: (f) => f.startsWith('pain:'),
  metrics: (f) => f.startsWith('kpi:'),
};

/**
 * Whether the buyer actually talked about an element. Without the buyer's state, or for an
 * element the state does not track, asking is taken as covering it.
 */
export function buyerRevealed(input: AnalysisInput, element: QualificationElement): boolean {
  const test = FACT_OF[element];
  if (!input.buyer || !test) return true;
  return input.buyer.revealedFacts.some(test);
}
