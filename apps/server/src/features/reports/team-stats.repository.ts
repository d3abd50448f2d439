import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

export type ModeStatRow = {
  user_id: string;
  mode: string;
  reports: number;
  latest: number;
  previous: number | null;
  latest_at: Date | string;
};
export type SkillStatRow = { user_id: string; key: string; label: string; latest: number; previous: number | null };
export type PracticeStatRow = { user_id: string; sessions: number; last_practice_at: Date | string | null };
export type WeekStatRow = { week_start: string; average: number; reports: number; reps: number };

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Aggregates over many reps' reports for a team's capability view. Each query reads the
 * (user_id, mode, created_at) index and returns one small row per rep, mode, skill or week; the
 * report bodies are never opened (skill_scores holds the observed skills' scores).
 */
export function teamStatsRepository(db: Database) {
  return {
    /** Per rep and mode: the number of reports, the latest overall score and the one before it. */
    modes: (ids: readonly string[]) =>
      queryRows<ModeStatRow>(
        db,
        sql`with ranked as (
              select user_id, mode, overall_score, created_at,
                     row_number() over (partition by user_id, mode order by created_at desc) as rn
              from performance_reports where user_id in (${idList(ids)}))
            select user_id, mode, count(*)::int as reports,
                   max(overall_score) filter (where rn = 1)::int as latest,
                   max(overall_score) filter (where rn = 2)::int as previous,
                   max(created_at) as latest_at
            from ranked group by user_id, mode`,
      ),

    /** Per rep and skill: the latest observed score and the observed one before it, across modes. */
    skills: (ids: readonly string[]) =>
      queryRows<SkillStatRow>(
        db,
        sql`with scores as (
              select r.user_id, s ->> 'key' as key, s ->> 'label' as label, (s ->> 'score')::float8 as score,
                     row_number() over (partition by r.user_id, s ->> 'key' order by r.created_at desc) as rn
              from performance_reports r
              cross join lateral jsonb_array_elements(r.skill_scores) as s
              where r.user_id in (${idList(ids)}))
            select user_id, key,
                   max(label) filter (where rn = 1) as label,
                   max(score) filter (where rn = 1) as latest,
                   max(score) filter (where rn = 2) as previous
            from scores where rn <= 2 group by user_id, key`,
      ),

    /** Per rep: sessions actually started, and when the latest one started. */
    practice: (ids: readonly string[]) =>
      queryRows<PracticeStatRow>(
        db,
        sql`select user_id, count(*)::int as sessions, max(started_at) as last_practice_at
            from practice_sessions
            where user_id in (${idList(ids)}) and started_at is not null
            group by user_id`,
      ),

    /** The average overall score of each week's reports (weeks start on Monday, UTC), oldest first. */
    weeks: (ids: readonly string[], since: Date) =>
      queryRows<WeekStatRow>(
        db,
        sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
                   round(avg(overall_score), 1)::float8 as average,
                   count(*)::int as reports, count(distinct user_id)::int as reps
            from performance_reports
            where user_id in (${idList(ids)}) and created_at >= ${since.toISOString()}::timestamptz
            group by 1 order by 1`,
      ),
  };
}
