import { queryOptions } from '@tanstack/react-query';
import {
  myAssignmentListSchema,
  reportListSchema,
  teamAssignmentListSchema,
  teamCapabilitySchema,
  teamListSchema,
  teamMemberListSchema,
} from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

// The teams feature's reads: one cache key and one fetch per call. Mutations invalidate by these
// keys, so a key is written once.

const team = (teamId: string) => ['team', teamId] as const;

export const teamQueries = {
  /** Everything cached about one team: a removed member changes its members, scores and assignments. */
  team,
  /** GET /v1/teams/mine: the teams the signed-in user manages or belongs to. */
  mine: () =>
    queryOptions({
      queryKey: ['teams', 'mine'],
      queryFn: () => api.get('/v1/teams/mine', teamListSchema, { silent: true }),
      staleTime: 30_000,
    }),
  /** GET /v1/teams/{id}/members: members and open invites (manager only). */
  members: (teamId: string) =>
    queryOptions({
      queryKey: [...team(teamId), 'members'],
      queryFn: () => api.get(`/v1/teams/${teamId}/members`, teamMemberListSchema, { silent: true }),
      staleTime: 30_000,
    }),
  /** GET /v1/teams/{id}/capability: each rep's scores and the team's weekly maturity (manager only). */
  capability: (teamId: string) =>
    queryOptions({
      queryKey: [...team(teamId), 'capability'],
      queryFn: () => api.get(`/v1/teams/${teamId}/capability`, teamCapabilitySchema, { silent: true }),
      staleTime: 30_000,
    }),
  /** GET /v1/teams/{id}/members/{user_id}/reports: one rep's reports, newest first (manager only). */
  memberReports: (teamId: string, userId: string) =>
    queryOptions({
      queryKey: [...team(teamId), 'member', userId, 'reports'],
      queryFn: () => api.get(`/v1/teams/${teamId}/members/${userId}/reports`, reportListSchema, { silent: true }),
      staleTime: 30_000,
    }),
  /** GET /v1/teams/{id}/assignments: the team's assignments with who passed (manager only). */
  assignments: (teamId: string) =>
    queryOptions({
      queryKey: [...team(teamId), 'assignments'],
      queryFn: () => api.get(`/v1/teams/${teamId}/assignments`, teamAssignmentListSchema, { silent: true }),
      staleTime: 15_000,
    }),
  /** GET /v1/assignments/mine: the practice calls the rep's managers set, each open, done or passed. */
  myAssignments: () =>
    queryOptions({
      queryKey: ['assignments', 'mine'],
      queryFn: () => api.get('/v1/assignments/mine', myAssignmentListSchema, { silent: true }),
      staleTime: 15_000,
    }),
};
