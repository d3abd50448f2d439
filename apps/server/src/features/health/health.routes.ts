import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@buyerlab/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } },
    },
    async () => {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind, uptime_seconds: Math.round(process.uptime()) };
    },
  );
};
