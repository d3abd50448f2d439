import { describe, expect, it } from 'vitest';
import { analyseSession } from '../analyse.js';
import { verifyQuote } from '../evidence.js';
import type { Analysis, AnalysisInput, ModeKey } from '../types.js';
import { calibration } from './index.js';
import { toInput, type Level, type Script } from './script.js';

const CALIBRATION = calibration();

// The calls are played against the real buyer simulation, so these tests assert orderings and
// separations only: the buyer's wording may change, the ranking of reps must not.

const OVERALL_MARGIN = 8;
const MIN_PER_LEVEL = 5;
/** Each pair of levels the analyser must keep apart: every case of the first above every case of the second. */
const ORDER: readonly (readonly [Level, Level])[] = [
  ['strong', 'average'],
  ['average', 'weak'],
];

type Ranked = { script: Script; input: AnalysisInput; analysis: Analysis };

function rank(script: Script): Ranked {
  const input = toInput(script);
  return { script, input, analysis: analyseSession(input) };
}

const mean = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0) / xs.length;

describe.each(Object.keys(CALIBRATION) as ModeKey[])('calibration: %s', (mode) => {
  const ranked = CALIBRATION[mode].map(rank);
  const at = (level: Level): Ranked[] => ranked.filter((r) => r.script.level === level);

  it('has at least five strong, average and weak reps and some gaming reps, each named once', () => {
    for (const level of ['strong', 'average', 'weak'] as const)
      expect(at(level).length, level).toBeGreaterThanOrEqual(MIN_PER_LEVEL);
    expect(at('gaming').length).toBeGreaterThanOrEqual(3);
    for (const r of ranked) expect(r.script.mode).toBe(mode);
    const names = Object.values(CALIBRATION).flatMap((cases) => cases.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ORDER)('ranks every %s rep above every %s rep overall, by at least 8 points', (upper, lower) => {
    for (const a of at(upper))
      for (const b of at(lower))
        expect(
          a.analysis.overall_score - b.analysis.overall_score,
          `${a.script.name} (${a.analysis.overall_score}) vs ${b.script.name} (${b.analysis.overall_score})`,
        ).toBeGreaterThanOrEqual(OVERALL_MARGIN);
  });

  it('keeps every gaming rep (checklist, keyword barrage, rude) below the average reps’ mean', () => {
    const averageMean = mean(at('average').map((r) => r.analysis.overall_score));
    for (const g of at('gaming'))
      expect(g.analysis.overall_score, `${g.script.name} vs average mean ${averageMean}`).toBeLessThan(averageMean);
  });

  it.each(ORDER)('ranks the %s reps above the %s reps on every skill the calls tested', (upper, lower) => {
    const skillMean = (rs: readonly Ranked[], key: string): number | null => {
      const scores = rs.flatMap((r) =>
        r.analysis.skills.filter((s) => s.key === key && s.observed).map((s) => s.score),
      );
      return scores.length === 0 ? null : mean(scores);
    };
    for (const { key } of ranked[0]?.analysis.skills ?? []) {
      const a = skillMean(at(upper), key);
      const b = skillMean(at(lower), key);
      if (a === null || b === null) continue;
      expect(a, `${key}: ${upper} ${a.toFixed(1)} vs ${lower} ${b.toFixed(1)}`).toBeGreaterThan(b);
    }
  });

  it('backs every observed skill of the strong and weak reps with verbatim evidence', () => {
    for (const r of [...at('strong'), ...at('weak')]) {
      for (const skill of r.analysis.skills) {
        for (const e of skill.evidence) expect(verifyQuote(r.input.messages, e)).toBe(true);
        if (skill.observed) expect(skill.evidence.length, `${r.script.name} ${skill.key}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives every weak rep a better phrasing, Start and Stop, and every strong rep a Keep', () => {
    for (const { script, analysis } of at('weak')) {
      expect(
        analysis.skills.some((s) => s.better_phrasing !== null && s.better_phrasing_for !== null),
        script.name,
      ).toBe(true);
      expect(analysis.coaching.stop.length, script.name).toBeGreaterThan(0);
      expect(analysis.coaching.start.length, script.name).toBeGreaterThan(0);
    }
    for (const { script, analysis } of at('strong'))
      expect(analysis.coaching.keep.length, script.name).toBeGreaterThan(0);
  });
});
