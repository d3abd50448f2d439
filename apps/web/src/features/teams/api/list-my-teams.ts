import { useQuery } from '@tanstack/react-query';
import { teamQueries } from './team-queries';

export const useMyTeams = (enabled: boolean) => useQuery({ ...teamQueries.mine(), enabled });
