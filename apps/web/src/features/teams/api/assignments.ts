import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAssignmentResponseSchema, type CreateAssignmentRequest } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';
import { teamQueries } from './team-queries';

export const useMyAssignments = (enabled: boolean) => useQuery({ ...teamQueries.myAssignments(), enabled });

export const useTeamAssignments = (teamId: string) => useQuery(teamQueries.assignments(teamId));

/** POST /v1/teams/{id}/assignments: sets the team a practice call (manager only). */
export function useCreateAssignment(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAssignmentRequest) =>
      createAssignmentResponseSchema.parse(await api.post(`/v1/teams/${teamId}/assignments`, input, { silent: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueries.assignments(teamId).queryKey }),
  });
}
