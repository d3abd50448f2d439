import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteResponseSchema,
  acceptInviteSchema,
  createAssignmentResponseSchema,
  createAssignmentSchema,
  createInviteSchema,
  createTeamResponseSchema,
  createTeamSchema,
  inviteResponseSchema,
  messageResponseSchema,
  myAssignmentListSchema,
  reportListSchema,
  teamAssignmentListSchema,
  teamCapabilitySchema,
  teamIdParamsSchema,
  teamListSchema,
  teamMemberListSchema,
  teamMemberParamsSchema,
} from '@buyerlab/contract';
import { currentUser } from '../../plugins/auth';
import { assignmentsService } from './assignments.service';
import { teamsService } from './teams.service';

const tags = ['teams'];
const secured = { security: [{ bearerAuth: [] }] };
const writes = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Teams under /api/v1. Routes only validate, guard and hand over to teams.service. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const teams = teamsService({ db: app.database.db, mailer: app.mailer, log: app.log, appUrl: app.config.PUBLIC_URL });
  const assignments = assignmentsService({
    db: app.database.db,
    managedTeam: (viewer, id) => teams.teamFor(viewer, id),
  });
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/teams',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Create a team; the caller becomes its manager',
        ...secured,
        body: createTeamSchema,
        response: { 201: createTeamResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await teams.create(currentUser(request), request.body)),
  );

  app.get(
    '/teams/mine',
    {
      schema: {
        tags,
        summary: 'The teams the caller manages or belongs to',
        ...secured,
        response: { 200: teamListSchema },
      },
    },
    (request) => teams.mine(currentUser(request)),
  );

  app.post(
    '/teams/invites/accept',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Join a team with an invite code (existing accounts)',
        ...secured,
        body: acceptInviteSchema,
        response: { 200: acceptInviteResponseSchema },
      },
    },
    (request) => teams.accept(currentUser(request), request.body.code),
  );

  app.post(
    '/teams/:team_id/invites',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Mail an invite with a single-use code (manager only)',
        ...secured,
        params: teamIdParamsSchema,
        body: createInviteSchema,
        response: { 201: inviteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await teams.invite(currentUser(request), request.params.team_id, request.body.email)),
  );

  app.get(
    '/teams/:team_id/members',
    {
      schema: {
        tags,
        summary: "The team's members and open invites (manager only)",
        ...secured,
        params: teamIdParamsSchema,
        response: { 200: teamMemberListSchema },
      },
    },
    (request) => teams.members(currentUser(request), request.params.team_id),
  );

  app.delete(
    '/teams/:team_id/members/:user_id',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Remove a member (manager only)',
        ...secured,
        params: teamMemberParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => teams.removeMember(currentUser(request), request.params.team_id, request.params.user_id),
  );

  app.get(
    '/teams/:team_id/capability',
    {
      schema: {
        tags,
        summary: "Each member's scores by mode and skill, and the team's weekly maturity (manager only)",
        ...secured,
        params: teamIdParamsSchema,
        response: { 200: teamCapabilitySchema },
      },
    },
    (request) => teams.capability(currentUser(request), request.params.team_id),
  );

  app.get(
    '/teams/:team_id/members/:user_id/reports',
    {
      schema: {
        tags,
        summary: "A member's reports, newest first (manager only)",
        ...secured,
        params: teamMemberParamsSchema,
        response: { 200: reportListSchema },
      },
    },
    (request) => teams.memberReports(currentUser(request), request.params.team_id, request.params.user_id),
  );

  app.post(
    '/teams/:team_id/assignments',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Set the team a practice call: mode, buyer, due date and pass mark (manager only)',
        ...secured,
        params: teamIdParamsSchema,
        body: createAssignmentSchema,
        response: { 201: createAssignmentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assignments.create(currentUser(request), request.params.team_id, request.body)),
  );

  app.get(
    '/teams/:team_id/assignments',
    {
      schema: {
        tags,
        summary: "The team's assignments with how many reps passed or practised (manager only)",
        ...secured,
        params: teamIdParamsSchema,
        response: { 200: teamAssignmentListSchema },
      },
    },
    (request) => assignments.ofTeam(currentUser(request), request.params.team_id),
  );

  app.get(
    '/assignments/mine',
    {
      schema: {
        tags,
        summary: "The caller's assignments from their teams, each open, done or passed",
        ...secured,
        response: { 200: myAssignmentListSchema },
      },
    },
    (request) => assignments.mine(currentUser(request)),
  );
};
