import { useQuery } from '@tanstack/react-query';
import { teamMemberListSchema, type TeamMemberList } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/teams/{id}/members: members and open invites (manager only). */
export async function listMembers(teamId: string): Promise<TeamMemberList> {
  return api.get(`/v1/teams/${teamId}/members`, teamMemberListSchema, { silent: true });
}

export const useTeamMembers = (teamId: string) =>
  useQuery({ queryKey: ['team', teamId, 'members'], queryFn: () => listMembers(teamId), staleTime: 30_000 });
