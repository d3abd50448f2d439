import { useQuery } from '@tanstack/react-query';
import { teamQueries } from './team-queries';

export const useMemberReports = (teamId: string, userId: string | null) =>
  useQuery({ ...teamQueries.memberReports(teamId, userId ?? ''), enabled: userId !== null });
