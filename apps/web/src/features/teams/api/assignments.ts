import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAssignmentResponseSchema,
  myAssignmentListSchema,
  teamAssignmentListSchema,
  type CreateAssignmentRequest,
} from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/assignments/mine: the practice calls the rep's managers set, each open, done or passed. */
export const useMyAssignments = (enabled: boolean) =>
  useQuery({
    queryKey: ['assignments', 'mine'],
    queryFn: async () => api.get('/v1/assignments/mine', myAssignmentListSchema, { silent: true }),
    enabled,
    staleTime: 15_000,
  });

/** GET /v1/teams/{id}/assignments: the team's assignments with who passed (manager only). */
export const useTeamAssignments = (teamId: string) =>
  useQuery({
    queryKey: ['team', teamId, 'assignments'],
    queryFn: async () => api.get(`/v1/teams/${teamId}/assignments`, teamAssignmentListSchema, { silent: true }),
    staleTime: 15_000,
  });

/** POST /v1/teams/{id}/assignments: sets the team a practice call (manager only). */
export function useCreateAssignment(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAssignmentRequest) =>
      createAssignmentResponseSchema.parse(await api.post(`/v1/teams/${teamId}/assignments`, input, { silent: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['team', teamId, 'assignments'] }),
  });
}
