import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';
import { teamQueries } from './team-queries';

/** DELETE /v1/teams/{id}/members/{user_id} (manager only); the success message becomes a toast. */
export async function removeMember(teamId: string, userId: string) {
  return messageResponseSchema.parse(await api.delete(`/v1/teams/${teamId}/members/${userId}`));
}

export function useRemoveMember(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(teamId, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueries.team(teamId) }),
  });
}
