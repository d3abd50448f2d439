import { describe, expect, it } from 'vitest';
import { analyseSession } from '../analyse.js';
import { verifyQuote } from '../evidence.js';
import type { Analysis, AnalysisInput, ModeKey } from '../types.js';
import { closingStrong, closingWeak } from './closing.js';
import { CALIBRATION } from './index.js';
import { toInput, type Level, type Script } from './script.js';

const OVERALL_MARGIN = 10;
const SKILL_MARGIN = 8;
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

describe.each(Object.keys(CALIBRATION) as ModeKey[])('calibration: %s', (mode) => {
  const ranked = CALIBRATION[mode].map(rank);
  const at = (level: Level): Ranked[] => ranked.filter((r) => r.script.level === level);

  it('has strong, average and weak cases of this mode, each named once', () => {
    for (const level of ['strong', 'average', 'weak'] as const) expect(at(level).length).toBeGreaterThan(0);
    for (const r of ranked) expect(r.script.mode).toBe(mode);
    const names = Object.values(CALIBRATION).flatMap((cases) => cases.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ORDER)('ranks every %s case above every %s case overall, with a clear margin', (upper, lower) => {
    for (const a of at(upper))
      for (const b of at(lower))
        expect(
          a.analysis.overall_score - b.analysis.overall_score,
          `${a.script.name} (${a.analysis.overall_score}) vs ${b.script.name} (${b.analysis.overall_score})`,
        ).toBeGreaterThanOrEqual(OVERALL_MARGIN);
  });

  it.each(ORDER)('ranks every %s case above every %s case on every skill of the mode', (upper, lower) => {
    for (const a of at(upper))
      for (const b of at(lower))
        for (const skill of a.analysis.skills) {
          const theirs = b.analysis.skills.find((s) => s.key === skill.key)?.score ?? Number.NaN;
          expect(
            skill.score - theirs,
            `${skill.key}: ${a.script.name} (${skill.score}) vs ${b.script.name} (${theirs})`,
          ).toBeGreaterThanOrEqual(SKILL_MARGIN);
        }
  });

  it('backs every skill of the strong and weak reps with verbatim evidence', () => {
    for (const r of [...at('strong'), ...at('weak')]) {
      for (const skill of r.analysis.skills) {
        expect(skill.evidence.length, `${r.script.name} ${skill.key}`).toBeGreaterThan(0);
        for (const e of skill.evidence) expect(verifyQuote(r.input.messages, e)).toBe(true);
      }
    }
  });

  it('gives every weak rep a better phrasing for a weak point and a next drill, and every strong rep a Keep', () => {
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

describe('calibration: closing proposal facts', () => {
  it('flags the weak rep’s misquoted lead time and warranty, and nothing the strong rep said', () => {
    expect(analyseSession(toInput(closingStrong)).contradictions).toEqual([]);
    const facts = analyseSession(toInput(closingWeak)).contradictions.map((c) => c.fact);
    expect(facts).toEqual(['Lead time: 14 weeks from purchase order', 'Warranty: 2 years parts and labour']);
  });
});
