import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTeamResponseSchema, type CreateTeamRequest } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';
import { teamQueries } from './team-queries';
import { refreshMe } from './refresh-me';

/** POST /v1/teams: the caller becomes the new team's manager. */
export async function createTeam(input: CreateTeamRequest) {
  return createTeamResponseSchema.parse(await api.post('/v1/teams', input, { silent: true }));
}

export function useCreateTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: async () => {
      // A rep who starts a team is a manager from now on: the header's Dashboard link follows.
      await Promise.all([client.invalidateQueries({ queryKey: teamQueries.mine().queryKey }), refreshMe()]);
    },
  });
}
