import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '@buyerlab/contract';
import { dateAxis, latestMode, modeProgress, skillProgress, trendPoints } from './progress';

let n = 0;
function report(mode: ReportSummary['mode'], day: number, overall: number, skills: [string, number][]): ReportSummary {
  n += 1;
  return {
    session_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    mode,
    overall_score: overall,
    skills: skills.map(([key, score]) => ({ key, label: key.toUpperCase(), score })),
    persona: { name: 'Dana Ortiz', title: 'Plant Manager', company: 'Ridgeway Foods' },
    created_at: new Date(Date.UTC(2026, 10, day)).toISOString(),
  };
}

// Newest first, as the API lists them.
const reports = [
  report('discovering', 9, 71, [
    ['questioning', 80],
    ['listening', 62],
  ]),
  report('prospecting', 5, 40, [['opening', 40]]),
  report('discovering', 3, 58, [
    ['questioning', 60],
    ['listening', 66],
    ['pain', 50],
  ]),
  report('discovering', 1, 49, [['questioning', 45]]),
];

describe('progress', () => {
  it('sums up each mode: sessions, latest, best and the change since the first report', () => {
    expect(modeProgress(reports)).toEqual([
      { mode: 'prospecting', sessions: 1, latest: 40, best: 40, sinceFirst: null },
      { mode: 'discovering', sessions: 3, latest: 71, best: 71, sinceFirst: 22 },
      { mode: 'closing', sessions: 0, latest: null, best: null, sinceFirst: null },
    ]);
  });

  it('gives each skill its latest score and the change since the report before, latest order first', () => {
    expect(skillProgress(reports, 'discovering')).toEqual([
      { key: 'questioning', label: 'QUESTIONING', latest: 80, change: 20, sessions: 3 },
      { key: 'listening', label: 'LISTENING', latest: 62, change: -4, sessions: 2 },
      { key: 'pain', label: 'PAIN', latest: 50, change: null, sessions: 1 },
    ]);
    expect(skillProgress(reports, 'closing')).toEqual([]);
  });

  it('puts every report on its own mode line in time order', () => {
    const points = trendPoints(reports);
    expect(points.map((p) => [p.index, p.discovering ?? null, p.prospecting ?? null])).toEqual([
      [1, 49, null],
      [2, 58, null],
      [3, null, 40],
      [4, 71, null],
    ]);
    expect(latestMode(reports)).toBe('discovering');
    expect(latestMode([])).toBeNull();
  });

  it('lays the trend out by date: one tick per day with a session, the axis spanning those days', () => {
    const points = trendPoints(reports);
    expect(points.map((p) => p.time)).toEqual(points.map((p) => Date.parse(p.date)));
    const axis = dateAxis(points);
    const days = new Set(points.map((p) => new Date(p.time).toDateString()));
    expect(axis.ticks).toHaveLength(days.size);
    expect(axis.ticks.map((t) => new Date(t).toDateString())).toEqual([...days]);
    for (const p of points) {
      expect(p.time).toBeGreaterThanOrEqual(axis.domain[0]);
      expect(p.time).toBeLessThan(axis.domain[1]);
    }
    // Many days thin out to at most six evenly spread ticks.
    const month = Array.from({ length: 20 }, (_, i) => report('discovering', i + 1, 50, []));
    expect(dateAxis(trendPoints(month)).ticks.length).toBeLessThanOrEqual(6);
    expect(dateAxis([])).toEqual({ domain: [0, 0], ticks: [] });
  });
});
