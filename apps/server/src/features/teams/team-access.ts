import type { Database } from '../../db/client';
import type { ReadAccess } from '../sessions/sessions.service';
import { teamsRepository } from './teams.repository';

/**
 * Who may read a rep's sessions, reports and transcripts besides the rep: a manager of a team the
 * rep is in. Never a teammate, never a manager of another team (see docs/decisions/0017-teams-and-roles.md).
 */
export function teamReadAccess(db: Database): ReadAccess {
  const repo = teamsRepository(db);
  return (viewerId, ownerId) => repo.manages(viewerId, ownerId);
}
