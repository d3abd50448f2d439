import { useQuery } from '@tanstack/react-query';
import { teamCapabilitySchema, type TeamCapability } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/teams/{id}/capability: each rep's scores and the team's weekly maturity (manager only). */
export async function getCapability(teamId: string): Promise<TeamCapability> {
  return api.get(`/v1/teams/${teamId}/capability`, teamCapabilitySchema, { silent: true });
}

export const useCapability = (teamId: string) =>
  useQuery({ queryKey: ['team', teamId, 'capability'], queryFn: () => getCapability(teamId), staleTime: 30_000 });
