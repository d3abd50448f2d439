import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteResponseSchema } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';
import { teamQueries } from './team-queries';

/** POST /v1/teams/{id}/invites {email}: mails a single-use invite code (manager only). */
export async function inviteMember(teamId: string, email: string) {
  return inviteResponseSchema.parse(await api.post(`/v1/teams/${teamId}/invites`, { email }, { silent: true }));
}

export function useInviteMember(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteMember(teamId, email),
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueries.members(teamId).queryKey }),
  });
}
