import { buyerRevealed } from '../buyer-side.js';
import { creditedQuestions, type SessionContext } from '../context.js';
import { QUALIFICATION_ORDER } from '../signals/qualification.js';
import type { QualificationElement, TalkMetrics } from '../types.js';
import { metricRanges } from './ranges.js';
import { countInterruptions, longestMonologue, paceWpm } from './timing.js';

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

export function qualificationCoverage(ctx: SessionContext): TalkMetrics['qualification_coverage'] {
  // Asked in a question the buyer could answer, and, where the buyer's state tracks it, answered:
  // budget is covered when the buyer talked budget, not when the rep said the word.
  const asked = ctx.repTurns.flatMap((t) => creditedQuestions(t).flatMap((s) => s.qualification));
  const covered = new Set<QualificationElement>(asked.filter((e) => buyerRevealed(ctx.input, e)));
  return {
    covered: QUALIFICATION_ORDER.filter((e) => covered.has(e)),
    missing: QUALIFICATION_ORDER.filter((e) => !covered.has(e)),
    share: round(covered.size / QUALIFICATION_ORDER.length, 2),
  };
}

export function computeMetrics(ctx: SessionContext): TalkMetrics {
  const { messages, mode } = ctx.input;
  const questions = ctx.repSentences.filter((s) => s.question);
  const fillers = ctx.repSentences.reduce((n, s) => n + s.fillers, 0);
  const totalWords = ctx.repWords + ctx.buyerWords;
  const monologue = longestMonologue(messages);
  return {
    rep_talk_share: totalWords === 0 ? 0 : round(ctx.repWords / totalWords, 2),
    questions_asked: questions.length,
    open_question_share:
      questions.length === 0 ? 0 : round(questions.filter((q) => q.open).length / questions.length, 2),
    longest_monologue_words: monologue.words,
    longest_monologue_seconds: monologue.seconds,
    pace_wpm: paceWpm(messages),
    filler_per_100_words: ctx.repWords === 0 ? 0 : round((fillers / ctx.repWords) * 100, 1),
    interruptions: countInterruptions(messages),
    qualification_coverage: qualificationCoverage(ctx),
    objections_raised: ctx.concernsRaised,
    objections_handled: ctx.concernsResolved,
    outcome: ctx.input.outcome ?? 'in_progress',
    ranges: metricRanges(mode),
  };
}
