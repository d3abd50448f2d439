import {
  ASSIGNMENT_MESSAGES,
  assignmentPersonaSchema,
  type Assignment,
  type CreateAssignmentRequest,
  type MyAssignmentList,
  type TeamAssignmentList,
} from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.types';
import { personasService } from '../personas/personas.service';
import { assignmentsRepository, type AssignmentRow } from './assignments.repository';
import { teamsRepository } from './teams.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function toAssignment(row: AssignmentRow): Assignment {
  return {
    assignment_id: row.assignment_id,
    team_id: row.team_id,
    team_name: row.team_name,
    mode_id: row.mode_id,
    mode_name: row.mode_name,
    // Stored by this service after the same schema checked it; parsed again so a change of the
    // persona fields cannot reach a rep unnoticed.
    persona: assignmentPersonaSchema.parse(row.persona),
    due_at: iso(row.due_at),
    min_score: row.min_score,
    created_at: iso(row.created_at),
  };
}

export type AssignmentsDeps = {
  db: Database;
  /** The team, when the viewer is its manager (teams.service's access rule). */
  managedTeam: (viewer: AuthUser, teamId: string) => Promise<{ id: string }>;
  now?: () => Date;
};

/** Practice calls a manager sets for the team, and where each rep stands on them. */
export function assignmentsService({ db, managedTeam, now = () => new Date() }: AssignmentsDeps) {
  const repo = assignmentsRepository(db);
  const personas = personasService(db);

  return {
    async create(viewer: AuthUser, teamId: string, input: CreateAssignmentRequest) {
      const team = await managedTeam(viewer, teamId);
      if (new Date(input.due_at).getTime() <= now().getTime())
        throw new AppError('validation_failed', ASSIGNMENT_MESSAGES.dueInPast);
      // The same checks as the persona builder: the buyer must be one the mode offers.
      await personas.check({ ...input.persona, mode_id: input.mode_id });
      const id = await repo.insert({
        teamId: team.id,
        createdBy: viewer.id,
        modeId: input.mode_id,
        persona: input.persona,
        dueAt: new Date(input.due_at),
        minScore: input.min_score,
      });
      return { assignment_id: id, message: ASSIGNMENT_MESSAGES.created };
    },

    async ofTeam(viewer: AuthUser, teamId: string): Promise<TeamAssignmentList> {
      const team = await managedTeam(viewer, teamId);
      const rows = await repo.ofTeam(team.id);
      return {
        assignments: rows.map((r) => ({ ...toAssignment(r), reps: r.reps, passed: r.passed, done: r.done })),
      };
    },

    async mine(viewer: AuthUser): Promise<MyAssignmentList> {
      const at = now().getTime();
      const rows = await repo.ofRep(viewer.id);
      return {
        assignments: rows.map((r) => {
          const best = r.best_score === null ? null : Number(r.best_score);
          const status = best === null ? 'open' : best >= r.min_score ? 'passed' : 'done';
          return {
            ...toAssignment(r),
            status,
            best_score: best,
            overdue: status !== 'passed' && new Date(r.due_at).getTime() < at,
          };
        }),
      };
    },
  };
}

export type AssignmentsService = ReturnType<typeof assignmentsService>;

/**
 * The assignment a new session practises, checked: the rep is in its team and the session is in
 * its mode. Anyone else gets "not found", as for any team's data.
 */
export async function assignmentForSession(
  db: Database,
  userId: string,
  assignmentId: string,
  modeId: number,
): Promise<string> {
  const row = await assignmentsRepository(db).byId(assignmentId);
  if (!row || !(await teamsRepository(db).membership(row.team_id, userId)))
    throw new AppError('not_found', ASSIGNMENT_MESSAGES.assignmentNotFound);
  if (row.mode_id !== modeId) throw new AppError('validation_failed', ASSIGNMENT_MESSAGES.wrongMode);
  return row.assignment_id;
}
