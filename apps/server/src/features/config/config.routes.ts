import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@buyerlab/contract';

/** GET /api/v1/config: the public settings the web app needs before anyone signs in. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.config;
  const body = {
    google_client_id: env.GOOGLE_CLIENT_ID ?? null,
    dashboards: { user_external: Boolean(env.DASHBOARD_URL), admin_external: Boolean(env.ADMIN_DASHBOARD_URL) },
    speech: { stt: app.stt ? ('server' as const) : ('browser' as const), tts: app.tts.name },
  };
  app.get(
    '/config',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    () => body,
  );
};
