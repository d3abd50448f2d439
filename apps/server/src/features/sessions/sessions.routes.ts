import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionResponseSchema,
  createSessionSchema,
  sessionResponseSchema,
  sessionTypeSchema,
} from '@buyerlab/contract';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.sessions;
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/sessions/',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Create a practice session for one of your personas',
        security: [{ bearerAuth: [] }],
        body: createSessionSchema,
        response: { 201: createSessionResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user!.id, request.body)),
  );

  app.get(
    '/sessions/:sessionId',
    {
      schema: {
        tags: ['sessions'],
        summary: 'A session with its briefing and scoring rubric (owner only)',
        security: [{ bearerAuth: [] }],
        params: z.object({ sessionId: z.uuid() }),
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => service.describe(await service.getOwned(request.user!.id, request.params.sessionId)),
  );

  app.put(
    '/sessions/:sessionId/type',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Set the session type (audio or video) chosen before the session starts (owner only)',
        security: [{ bearerAuth: [] }],
        params: z.object({ sessionId: z.uuid() }),
        body: sessionTypeSchema,
        response: { 200: sessionResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      service.describe(await service.setType(request.user!.id, request.params.sessionId, request.body.type)),
  );
};
