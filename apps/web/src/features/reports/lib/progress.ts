import { MODE_NAMES, type ReportSummary } from '@buyerlab/contract';

export type ModeName = ReportSummary['mode'];

/** One mode's sessions at a glance: how many, where the rep stands now, and how far they came. */
export type ModeProgress = {
  mode: ModeName;
  sessions: number;
  latest: number | null;
  best: number | null;
  /** Latest overall score minus the first one in this mode; null with fewer than two reports. */
  sinceFirst: number | null;
};

/** A skill's latest score in a mode and its change since the report before. */
export type SkillProgress = { key: string; label: string; latest: number; change: number | null; sessions: number };

/** One point of the trend chart: the n-th report overall, with the score of the mode it was in. */
export type TrendPoint = { index: number; date: string; time: number; session_id: string } & Partial<
  Record<ModeName, number>
>;

const oldestFirst = (reports: readonly ReportSummary[]) =>
  [...reports].sort((a, b) => a.created_at.localeCompare(b.created_at));

export function modeProgress(reports: readonly ReportSummary[]): ModeProgress[] {
  return MODE_NAMES.map((mode) => {
    const scores = oldestFirst(reports.filter((r) => r.mode === mode)).map((r) => r.overall_score);
    const first = scores[0];
    const latest = scores.at(-1);
    return {
      mode,
      sessions: scores.length,
      latest: latest ?? null,
      best: scores.length ? Math.max(...scores) : null,
      sinceFirst: scores.length > 1 && first !== undefined && latest !== undefined ? latest - first : null,
    };
  });
}

/** Every skill the rep has been scored on in this mode, in the order of their latest report. */
export function skillProgress(reports: readonly ReportSummary[], mode: ModeName): SkillProgress[] {
  const inMode = oldestFirst(reports.filter((r) => r.mode === mode));
  const bySkill = new Map<string, { label: string; scores: number[] }>();
  for (const report of inMode) {
    for (const skill of report.skills) {
      const entry = bySkill.get(skill.key) ?? { label: skill.label, scores: [] };
      entry.label = skill.label;
      entry.scores.push(skill.score);
      bySkill.set(skill.key, entry);
    }
  }
  const order = inMode.at(-1)?.skills.map((s) => s.key) ?? [];
  const keys = [...order, ...[...bySkill.keys()].filter((k) => !order.includes(k))];
  return keys.flatMap((key) => {
    const entry = bySkill.get(key);
    if (!entry) return [];
    const latest = entry.scores.at(-1) ?? 0;
    const before = entry.scores.at(-2);
    return [
      {
        key,
        label: entry.label,
        latest,
        change: before === undefined ? null : latest - before,
        sessions: entry.scores.length,
      },
    ];
  });
}

/** The overall score of every report in time order, each on its mode's line. */
export function trendPoints(reports: readonly ReportSummary[]): TrendPoint[] {
  return oldestFirst(reports).map((r, i) => ({
    index: i + 1,
    date: r.created_at,
    time: Date.parse(r.created_at),
    session_id: r.session_id,
    [r.mode]: r.overall_score,
  }));
}

/** The mode to show first: the one practised most recently. */
export const latestMode = (reports: readonly ReportSummary[]): ModeName | null =>
  oldestFirst(reports).at(-1)?.mode ?? null;

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (time: number) => {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/**
 * The trend chart's date axis: from the start of the first session's day to the end of the last
 * one's, with a tick at midday of each day that had a session (at most `max`, evenly spread).
 */
export function dateAxis(points: readonly TrendPoint[], max = 6): { domain: [number, number]; ticks: number[] } {
  if (points.length === 0) return { domain: [0, 0], ticks: [] };
  const times = points.map((p) => p.time);
  const days = [...new Set(times.map(startOfDay))].sort((a, b) => a - b);
  const step = Math.max(1, Math.ceil(days.length / max));
  const picked = days.filter((_, i) => i % step === 0);
  return {
    domain: [days[0]!, days.at(-1)! + DAY_MS],
    ticks: picked.map((day) => day + DAY_MS / 2),
  };
}
