import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { healthRoutes } from './features/health/health.routes';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

export type BuildAppOptions = {
  env: Env;
  /** Tests pass their own database; otherwise one is opened from the environment. */
  database?: DatabaseHandle;
  logger?: boolean;
};

const here = path.dirname(fileURLToPath(import.meta.url));
// Both src/ (tsx, tests) and dist/ (built) sit one level below apps/server.
const defaultWebDist = path.resolve(here, '../../web/dist');

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.token',
  'req.query.ticket',
  '*.password',
  '*.new_password',
  '*.token',
  '*.otp_code',
  '*.id_token',
];

export async function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
}

/** Builds the whole application. server.ts only listens; tests build exactly this. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: env.LOG_LEVEL, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');

  const handle = options.database ?? (await openDatabaseFromEnv(env));
  await migrate(handle);
  await seed(handle.db);

  await app.register(dbPlugin, { handle, ownsHandle: !options.database });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin, { redisUrl: env.REDIS_URL });
  await app.register(mailPlugin, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR });

  // Feature routes: each feature registers its own plugin under /api/v1.
  await app.register(catalogRoutes, { prefix: '/api/v1' });

  await app.register(healthRoutes, { prefix: '/api' });

  await app.register(spaPlugin, { distDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist });
  return app;
}
