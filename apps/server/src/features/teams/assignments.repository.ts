import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { teamAssignments } from '../../db/schema';

export type AssignmentRow = {
  assignment_id: string;
  team_id: string;
  team_name: string;
  mode_id: number;
  mode_name: string;
  persona: unknown;
  due_at: Date | string;
  min_score: number;
  created_at: Date | string;
};

const SELECT_ASSIGNMENT = sql`
  SELECT a.assignment_id, a.team_id, t.name AS team_name, a.mode_id, m.name AS mode_name, a.persona,
         a.due_at, a.min_score, a.created_at
  FROM team_assignments a
  JOIN teams t ON t.team_id = a.team_id
  JOIN interaction_modes m ON m.mode_id = a.mode_id`;

/** SQL only: who may set or see an assignment is decided in assignments.service. */
export function assignmentsRepository(db: Database) {
  return {
    async insert(row: typeof teamAssignments.$inferInsert): Promise<string> {
      const [created] = await db.insert(teamAssignments).values(row).returning({ id: teamAssignments.id });
      if (!created) throw new Error('assignment insert returned nothing');
      return created.id;
    },

    async byId(assignmentId: string): Promise<AssignmentRow | undefined> {
      const [row] = await queryRows<AssignmentRow>(
        db,
        sql`${SELECT_ASSIGNMENT} WHERE a.assignment_id = ${assignmentId}`,
      );
      return row;
    },

    /** A team's assignments, soonest due first, with how many of its reps passed or practised below the mark. */
    async ofTeam(teamId: string) {
      return queryRows<AssignmentRow & { reps: number; passed: number; done: number }>(
        db,
        sql`
          WITH best AS (
            SELECT s.assignment_id, s.user_id, max(r.overall_score) AS score
            FROM practice_sessions s
            JOIN performance_reports r ON r.session_id = s.session_id
            JOIN team_members tm ON tm.team_id = ${teamId} AND tm.user_id = s.user_id AND tm.role = 'member'
            WHERE s.assignment_id IS NOT NULL
            GROUP BY s.assignment_id, s.user_id
          )
          SELECT x.*,
            (SELECT count(*)::int FROM team_members tm WHERE tm.team_id = x.team_id AND tm.role = 'member') AS reps,
            (SELECT count(*)::int FROM best b WHERE b.assignment_id = x.assignment_id AND b.score >= x.min_score) AS passed,
            (SELECT count(*)::int FROM best b WHERE b.assignment_id = x.assignment_id AND b.score < x.min_score) AS done
          FROM (${SELECT_ASSIGNMENT} WHERE a.team_id = ${teamId}) AS x
          ORDER BY x.due_at, x.created_at`,
      );
    },

    /** The assignments of every team the rep is a member of, with the rep's best report score on each. */
    async ofRep(userId: string) {
      return queryRows<AssignmentRow & { best_score: number | null }>(
        db,
        sql`
          SELECT x.*,
            (SELECT max(r.overall_score) FROM practice_sessions s
             JOIN performance_reports r ON r.session_id = s.session_id
             WHERE s.assignment_id = x.assignment_id AND s.user_id = ${userId}) AS best_score
          FROM (${SELECT_ASSIGNMENT}
                JOIN team_members tm ON tm.team_id = a.team_id AND tm.user_id = ${userId} AND tm.role = 'member') AS x
          ORDER BY x.due_at, x.created_at`,
      );
    },
  };
}
