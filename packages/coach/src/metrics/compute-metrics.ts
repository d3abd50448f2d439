import type { SessionContext } from '../context.js';
import { QUALIFICATION_ORDER } from '../signals/qualification.js';
import type { QualificationElement, TalkMetrics } from '../types.js';
import { metricRanges } from './ranges.js';
import { countInterruptions, longestMonologue, paceWpm } from './timing.js';

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

export function qualificationCoverage(ctx: SessionContext): TalkMetrics['qualification_coverage'] {
  const covered = new Set<QualificationElement>(ctx.repSentences.flatMap((s) => s.qualification));
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
    objections_raised: ctx.objections.length,
    objections_handled: ctx.objections.filter((o) => o.handling === 'handled').length,
    outcome: ctx.input.outcome ?? 'in_progress',
    ranges: metricRanges(mode),
  };
}
