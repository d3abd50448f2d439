import { MODE_NAMES, type MemberCapability, type ModeName } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { teamStatsRepository, type ModeStatRow } from './team-stats.repository';

const change = (latest: number, previous: number | null) =>
  previous === null ? null : Math.round((latest - previous) * 10) / 10;
const iso = (value: Date | string) => new Date(value).toISOString();

export type RepStats = Pick<
  MemberCapability,
  'sessions' | 'reports' | 'last_practice_at' | 'overall' | 'modes' | 'skills'
>;

/**
 * What several reps' reports add up to, for a team's capability view: per rep, sessions, the
 * latest score by mode and by skill with its change; and the weekly average since `since`.
 * Four aggregate queries whatever the number of reps (see scripts/bench for the figure).
 */
export async function teamReportStats(db: Database, repIds: readonly string[], since: Date) {
  if (repIds.length === 0) return { reps: new Map<string, RepStats>(), weeks: [] };
  const repo = teamStatsRepository(db);
  const [modes, skills, practice, weeks] = await Promise.all([
    repo.modes(repIds),
    repo.skills(repIds),
    repo.practice(repIds),
    repo.weeks(repIds, since),
  ]);
  const reps = new Map<string, RepStats>(
    repIds.map((id) => [id, { sessions: 0, reports: 0, last_practice_at: null, overall: null, modes: [], skills: [] }]),
  );
  for (const row of practice) {
    const rep = reps.get(row.user_id);
    if (!rep) continue;
    rep.sessions = row.sessions;
    rep.last_practice_at = row.last_practice_at === null ? null : iso(row.last_practice_at);
  }
  for (const row of modes) {
    const rep = reps.get(row.user_id);
    if (!rep || !(MODE_NAMES as readonly string[]).includes(row.mode)) continue;
    rep.reports += row.reports;
    rep.modes.push({
      mode: row.mode as ModeName,
      reports: row.reports,
      score: row.latest,
      change: change(row.latest, row.previous),
    });
  }
  for (const row of skills) {
    reps.get(row.user_id)?.skills.push({
      key: row.key,
      label: row.label,
      score: row.latest,
      change: change(row.latest, row.previous),
    });
  }
  // The overall is the rep's most recent report, in whichever mode it was.
  const newest = new Map<string, ModeStatRow>();
  for (const row of modes) {
    const seen = newest.get(row.user_id);
    if (!seen || new Date(row.latest_at) > new Date(seen.latest_at)) newest.set(row.user_id, row);
  }
  for (const [id, rep] of reps) {
    rep.modes.sort((a, b) => MODE_NAMES.indexOf(a.mode) - MODE_NAMES.indexOf(b.mode));
    rep.skills.sort((a, b) => a.key.localeCompare(b.key));
    const row = newest.get(id);
    rep.overall = row ? { score: row.latest, change: change(row.latest, row.previous) } : null;
  }
  return {
    reps,
    weeks,
  };
}
