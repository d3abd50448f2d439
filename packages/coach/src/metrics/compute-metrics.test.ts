import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.js';
import { buyer, conversation, rep } from '../test-conversation.js';
import type { AnalysisInput } from '../types.js';
import { computeMetrics } from './compute-metrics.js';

const metricsOf = (messages: AnalysisInput['messages'], extra: Partial<AnalysisInput> = {}) =>
  computeMetrics(buildContext({ mode: 'discovering', messages, ...extra }));

describe('computeMetrics', () => {
  it('computes the rep talk share from words', () => {
    const m = metricsOf(conversation([rep('one two three'), buyer('one two three four five six seven')]));
    expect(m.rep_talk_share).toBe(0.3);
  });

  it('counts questions, including spoken ones without a question mark, and the open share', () => {
    const m = metricsOf(
      conversation([
        rep('Hi, how are you doing today? What does a changeover cost you per week? Do you run two shifts'),
        buyer('Two shifts.'),
        rep('Walk me through the last audit. Thanks.'),
      ]),
    );
    expect(m.questions_asked).toBe(3);
    expect(m.open_question_share).toBe(0.67);
  });

  it('counts fillers per 100 rep words', () => {
    const m = metricsOf(
      conversation([rep('Um so the filler is basically fast and you know it works well for plants'), buyer('Okay.')]),
    );
    expect(m.filler_per_100_words).toBe(20);
  });

  it('covers qualification elements only through the rep’s questions', () => {
    const m = metricsOf(
      conversation([
        rep('Budgets are tight everywhere this year.'),
        buyer('They are.'),
        rep('Who else would need to sign off on this, and when do you need it running by?'),
      ]),
    );
    expect(m.qualification_coverage.covered).toEqual(['timeline', 'authority']);
    expect(m.qualification_coverage.missing).toContain('budget');
    expect(m.qualification_coverage.share).toBe(0.2);
  });

  it('counts objections raised and those handled with acknowledgement plus a question or evidence', () => {
    const m = metricsOf(
      conversation([
        rep('Here is the proposal.'),
        buyer('Honestly the price is too high for us.'),
        rep('That is a fair concern. What are you comparing it against?'),
        buyer('And we are worried about installation downtime.'),
        rep('Installation is quick.'),
      ]),
    );
    expect(m.objections_raised).toBe(2);
    expect(m.objections_handled).toBe(1);
  });

  it('recognises objections the buyer simulation reported in its own words', () => {
    const m = metricsOf(
      conversation([rep('Hello.'), buyer('Our maintenance crew has no capacity to learn new equipment.')]),
      {
        buyerObjections: ['maintenance crew capacity to learn new equipment'],
      },
    );
    expect(m.objections_raised).toBe(1);
  });

  it('reports the outcome given, in_progress otherwise, and the healthy ranges', () => {
    expect(metricsOf(conversation([rep('Hi.')]), { outcome: 'meeting_agreed' }).outcome).toBe('meeting_agreed');
    const m = metricsOf(conversation([rep('Hi.')]));
    expect(m.outcome).toBe('in_progress');
    expect(m.ranges.rep_talk_share).toMatchObject({ ideal: 0.43, hurts_above: 0.65 });
    expect(m.ranges.pace_wpm).toMatchObject({ min: 140, max: 160 });
  });

  it('handles an empty transcript', () => {
    const m = metricsOf([]);
    expect(m).toMatchObject({
      rep_talk_share: 0,
      questions_asked: 0,
      pace_wpm: null,
      longest_monologue_seconds: null,
      interruptions: 0,
    });
  });
});
