import { describe, expect, it } from 'vitest';
import { analyseSession } from '../analyse.js';
import { verifyQuote } from '../evidence.js';
import type { ModeKey } from '../types.js';
import { CALIBRATION } from './index.js';
import { toInput } from './script.js';

const OVERALL_MARGIN = 10;
const SKILL_MARGIN = 8;

describe.each(Object.keys(CALIBRATION) as ModeKey[])('calibration: %s', (mode) => {
  const [strong, average, weak] = CALIBRATION[mode].map((script) => {
    const input = toInput(script);
    return { script, input, analysis: analyseSession(input) };
  }) as [Ranked, Ranked, Ranked];

  it('ranks strong above average above weak overall, with clear margins', () => {
    expect(strong.analysis.overall_score - average.analysis.overall_score).toBeGreaterThanOrEqual(OVERALL_MARGIN);
    expect(average.analysis.overall_score - weak.analysis.overall_score).toBeGreaterThanOrEqual(OVERALL_MARGIN);
  });

  it('ranks strong above average above weak on every skill of the mode', () => {
    for (const skill of strong.analysis.skills) {
      const scoreOf = (r: Ranked): number => r.analysis.skills.find((s) => s.key === skill.key)?.score ?? Number.NaN;
      expect(scoreOf(strong) - scoreOf(average), `${skill.key}: strong vs average`).toBeGreaterThanOrEqual(
        SKILL_MARGIN,
      );
      expect(scoreOf(average) - scoreOf(weak), `${skill.key}: average vs weak`).toBeGreaterThanOrEqual(SKILL_MARGIN);
    }
  });

  it('backs every skill of the strong and weak reps with verbatim evidence', () => {
    for (const r of [strong, weak]) {
      for (const skill of r.analysis.skills) {
        expect(skill.evidence.length, `${r.script.level} ${skill.key}`).toBeGreaterThan(0);
        for (const e of skill.evidence) expect(verifyQuote(r.input.messages, e)).toBe(true);
      }
    }
  });

  it('gives the weak rep a better phrasing for a weak point and a next drill', () => {
    expect(weak.analysis.skills.some((s) => s.better_phrasing !== null && s.better_phrasing_for !== null)).toBe(true);
    expect(weak.analysis.coaching.stop.length).toBeGreaterThan(0);
    expect(weak.analysis.coaching.start.length).toBeGreaterThan(0);
    expect(strong.analysis.coaching.keep.length).toBeGreaterThan(0);
  });
});

type Ranked = {
  script: (typeof CALIBRATION)[ModeKey][number];
  input: ReturnType<typeof toInput>;
  analysis: ReturnType<typeof analyseSession>;
};

describe('calibration: closing proposal facts', () => {
  it('flags the weak rep’s misquoted lead time and warranty, and nothing the strong rep said', () => {
    const [strong, , weak] = CALIBRATION.closing;
    expect(analyseSession(toInput(strong)).contradictions).toEqual([]);
    const facts = analyseSession(toInput(weak)).contradictions.map((c) => c.fact);
    expect(facts).toEqual(['Lead time: 14 weeks from purchase order', 'Warranty: 2 years parts and labour']);
  });
});
