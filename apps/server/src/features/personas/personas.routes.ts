import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPersonaResponseSchema, createPersonaSchema, personaResponseSchema } from '@buyerlab/contract';
import { personasService } from './personas.service';

export const personasRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = personasService(app.database.db);
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/ai-personas/',
    {
      schema: {
        tags: ['personas'],
        summary: 'Create a buyer persona; the server derives its profile',
        security: [{ bearerAuth: [] }],
        body: createPersonaSchema,
        response: { 201: createPersonaResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user!.id, request.body)),
  );

  app.get(
    '/ai-personas/:personaId',
    {
      schema: {
        tags: ['personas'],
        summary: 'A persona and its derived profile (owner only)',
        security: [{ bearerAuth: [] }],
        params: z.object({ personaId: z.uuid() }),
        response: { 200: personaResponseSchema },
      },
    },
    (request) => service.get(request.user!.id, request.params.personaId),
  );
};
