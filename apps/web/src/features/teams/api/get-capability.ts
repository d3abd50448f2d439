import { useQuery } from '@tanstack/react-query';
import { teamQueries } from './team-queries';

export const useCapability = (teamId: string) => useQuery(teamQueries.capability(teamId));
