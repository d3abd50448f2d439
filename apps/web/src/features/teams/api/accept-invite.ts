import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInviteResponseSchema } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';
import { teamQueries } from './team-queries';

/** POST /v1/teams/invites/accept {code}: an existing account joins the team its invite names. */
export async function acceptInvite(code: string) {
  return acceptInviteResponseSchema.parse(await api.post('/v1/teams/invites/accept', { code }, { silent: true }));
}

export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueries.mine().queryKey }),
  });
}
