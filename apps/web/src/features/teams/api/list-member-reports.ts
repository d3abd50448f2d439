import { useQuery } from '@tanstack/react-query';
import { reportListSchema, type ReportList } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/teams/{id}/members/{user_id}/reports: one rep's reports, newest first (manager only). */
export async function listMemberReports(teamId: string, userId: string): Promise<ReportList> {
  return api.get(`/v1/teams/${teamId}/members/${userId}/reports`, reportListSchema, { silent: true });
}

export const useMemberReports = (teamId: string, userId: string | null) =>
  useQuery({
    queryKey: ['team', teamId, 'member', userId, 'reports'],
    queryFn: () => listMemberReports(teamId, userId!),
    enabled: userId !== null,
    staleTime: 30_000,
  });
