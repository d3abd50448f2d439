import type { MetricRange, ModeKey, TalkMetrics } from '../types.js';

const range = (unit: MetricRange['unit'], r: Partial<Omit<MetricRange, 'unit'>>): MetricRange => ({
  min: r.min ?? null,
  max: r.max ?? null,
  ideal: r.ideal ?? null,
  hurts_above: r.hurts_above ?? null,
  unit,
});

// Questions a rep should get in per mode: discovery is built on questions, a cold call has room for
// only a few, closing needs enough to uncover the real concern behind each objection.
const MIN_QUESTIONS: Record<ModeKey, number> = { prospecting: 3, discovering: 8, closing: 4 };
const MIN_COVERAGE: Record<ModeKey, number> = { prospecting: 0.2, discovering: 0.6, closing: 0.3 };

/**
 * Healthy bands, from call-analysis research on B2B sales conversations: top reps talk about 43 %
 * of the time, hold monologues under a minute, and speak at a conversational 140–160 wpm.
 */
export function metricRanges(mode: ModeKey): TalkMetrics['ranges'] {
  return {
    rep_talk_share: range('share', { min: 0.35, max: 0.55, ideal: 0.43, hurts_above: 0.65 }),
    questions_asked: range('count', { min: MIN_QUESTIONS[mode] }),
    open_question_share: range('share', { min: 0.5, ideal: 0.7 }),
    longest_monologue_words: range('words', { max: 110, hurts_above: 180 }),
    longest_monologue_seconds: range('seconds', { max: 45, hurts_above: 75 }),
    pace_wpm: range('wpm', { min: 140, max: 160, ideal: 150, hurts_above: 190 }),
    filler_per_100_words: range('per_100_words', { max: 1.5, hurts_above: 4 }),
    interruptions: range('count', { max: 1, ideal: 0, hurts_above: 3 }),
    qualification_coverage: range('share', { min: MIN_COVERAGE[mode], ideal: Math.min(1, MIN_COVERAGE[mode] + 0.2) }),
    objections_handled_share: range('share', { min: 0.75, ideal: 1 }),
  };
}
