import { useQuery } from '@tanstack/react-query';
import { teamQueries } from './team-queries';

export const useTeamMembers = (teamId: string) => useQuery(teamQueries.members(teamId));
