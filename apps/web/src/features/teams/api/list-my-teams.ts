import { useQuery } from '@tanstack/react-query';
import { teamListSchema, type TeamList } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/teams/mine: the teams the signed-in user manages or belongs to. */
export async function listMyTeams(): Promise<TeamList> {
  return api.get('/v1/teams/mine', teamListSchema, { silent: true });
}

export const useMyTeams = (enabled: boolean) =>
  useQuery({ queryKey: ['teams', 'mine'], queryFn: listMyTeams, enabled, staleTime: 30_000 });
