import { describe, expect, it } from 'vitest';
import { analyseSession, coachingFeedback, MIN_MESSAGES_FOR_REPORT, rubricFor } from './index.js';
import { buyer, conversation, rep } from './test-conversation.js';
import { closingAverage, closingWeak } from './fixtures/closing.js';
import { discoveringStrong } from './fixtures/discovering.js';
import { toInput } from './calibration/index.js';
import { prospectingWeak } from './fixtures/prospecting.js';

describe('rubricFor', () => {
  it('scores the skills each mode calls for, with weights summing to 1', () => {
    expect(
      rubricFor('prospecting')
        .map((r) => r.key)
        .sort(),
    ).toEqual(['closing', 'communication', 'needs_discovery', 'relationship_building']);
    expect(rubricFor('discovering').map((r) => r.key)).toContain('qualification');
    expect(rubricFor('closing').map((r) => r.key)).toEqual(
      expect.arrayContaining(['objection_handling', 'negotiation', 'closing']),
    );
    for (const mode of ['prospecting', 'discovering', 'closing'] as const) {
      const rubric = rubricFor(mode);
      expect(rubric.reduce((n, r) => n + r.weight, 0)).toBeCloseTo(1);
      for (const r of rubric) expect(r.lookFor.length).toBeGreaterThan(0);
    }
  });

  it('calls the closing skill a next-step commitment on a cold call', () => {
    expect(rubricFor('prospecting').find((r) => r.key === 'closing')?.label).toBe('Next-step commitment');
  });
});

describe('analyseSession', () => {
  it('exposes the report threshold from the spec', () => {
    expect(MIN_MESSAGES_FOR_REPORT).toBe(5);
  });

  it('suggests an open question about the topic the buyer had just raised when the rep pitched instead', () => {
    const messages = conversation([
      rep('Thanks for taking the call.'),
      buyer('Our changeovers take forty-five minutes and it is killing our schedule.'),
      rep('Our bagger has servo drives, a touchscreen HMI and tool-less format parts.'),
      buyer('Okay.'),
      rep('It is really fast.'),
    ]);
    const discovery = analyseSession({ mode: 'discovering', messages }).skills.find((s) => s.key === 'needs_discovery');
    expect(discovery?.better_phrasing_for).toBe('m3');
    expect(discovery?.better_phrasing).toMatch(/changeover/i);
    expect(discovery?.better_phrasing).toMatch(/\?$/);
  });

  it('counts answering an objection on its topic as matching the solution, and not a pitch at a problem', () => {
    const solutionMatching = (answer: string, concern: string) =>
      analyseSession({
        mode: 'closing',
        messages: conversation([rep('Where did we land on the proposal?'), buyer(concern), rep(answer)]),
      }).skills.find((s) => s.key === 'solution_matching');
    const technician = 'One of our technicians stays on site for the first two weeks after start-up.';
    const answered = solutionMatching(
      technician,
      'Our last supplier took four days to send a technician, so support worries me.',
    );
    expect(answered?.evidence).toEqual([expect.objectContaining({ quote: technician, kind: 'strength' })]);
    const pitched = solutionMatching(technician, 'Our technicians spend half the week on the old sealer.');
    expect(pitched?.evidence).toEqual([expect.objectContaining({ quote: technician, kind: 'weakness' })]);
    expect(answered?.score).toBeGreaterThan((pitched?.score ?? 100) + 30);
  });

  it('reports the change since the previous session in the same mode', () => {
    const input = toInput(discoveringStrong);
    const first = analyseSession(input);
    const previous = { overall_score: first.overall_score - 7, skills: [{ key: 'qualification' as const, score: 50 }] };
    const second = analyseSession({ ...input, previous });
    expect(first.change).toBeNull();
    expect(second.change?.overall).toBe(7);
    expect(second.change?.skills).toEqual([
      { key: 'qualification', delta: (first.skills.find((s) => s.key === 'qualification')?.score ?? 0) - 50 },
    ]);
  });

  it('is deterministic', () => {
    const input = toInput(closingAverage);
    expect(analyseSession(input)).toEqual(analyseSession(input));
  });

  it('suggests a drill in the mode where the weakest skill is practised', () => {
    const weakProspecting = analyseSession(toInput(prospectingWeak));
    expect(weakProspecting.coaching.next_drill.title.length).toBeGreaterThan(0);
    const weakest = [...weakProspecting.skills].sort((a, b) => a.score - b.score || b.weight - a.weight)[0];
    expect(weakProspecting.coaching.next_drill.skill).toBe(weakest?.key);
  });
});

describe('coachingFeedback', () => {
  it('writes four sections from the same analysis, quoting real figures', () => {
    const a = analyseSession(toInput(closingWeak));
    const f = coachingFeedback(a);
    expect(f.response_quality).toContain(`${a.overall_score}/100`);
    expect(f.opportunity).toContain('lost');
    expect(f.opportunity).toContain('contradicted the proposal');
    expect(f.communication).toContain(`${Math.round(a.metrics.rep_talk_share * 100)}%`);
    expect(f.next_actions).toContain(a.coaching.next_drill.title);
  });
});
