import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { scrubUrl, serializeError, serializeRequest } from './lib/log-serializers';
import { authRoutes } from './features/auth/auth.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { paymentsRoutes } from './features/billing/payments.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { configRoutes } from './features/config/config.routes';
import { demoRoutes } from './features/demo-booking/demo.routes';
import { documentsRoutes } from './features/documents/documents.routes';
import { healthRoutes } from './features/health/health.routes';
import { personasRoutes } from './features/personas/personas.routes';
import { practicePlugin } from './features/practice/practice.plugin';
import { reportsRoutes } from './features/reports/reports.routes';
import { sessionsRoutes } from './features/sessions/sessions.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { voiceRoutes } from './features/voice/voice.routes';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { revocationPlugin } from './plugins/revocation';
import { securityPlugin, type SecurityOptions } from './plugins/security';
import { servicesPlugin } from './plugins/services';
import { spaPlugin } from './plugins/spa';
import { storableTextPlugin } from './plugins/storable-text';
import { voicePlugin } from './plugins/voice';

export type BuildAppOptions = {
  env: Env;
  /** Tests pass their own database; otherwise one is opened from the environment. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write: (line: string) => void };
  /** A fixed or movable clock for tests of time rules (demo slots); the real time otherwise. */
  now?: () => Date;
  /**
   * Logs one line per request at debug instead of Fastify's two at info (the readable terminal
   * format, where request lines would drown the startup lines a newcomer needs).
   */
  quietRequests?: boolean;
  /** Sees every route as it is registered, before any plugin's own hooks (tests that walk them all). */
  onRoute?: (route: RouteOptions) => void;
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

/** Google Identity Services (the sign-in buttons) load from these addresses when Google is configured. */
const GOOGLE_IDENTITY_CSP = {
  extraScriptSrc: ['https://accounts.google.com/gsi/client'],
  extraStyleSrc: ['https://accounts.google.com/gsi/style'],
  extraFrameSrc: ['https://accounts.google.com/gsi/'],
  extraConnectSrc: ['https://accounts.google.com/gsi/'],
};

/** Stripe.js and its Payment Element (frames) load from Stripe when payments are configured. */
const STRIPE_CSP = {
  extraScriptSrc: ['https://js.stripe.com'],
  extraStyleSrc: [],
  extraFrameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  extraConnectSrc: ['https://api.stripe.com'],
};

/** The third parties the browser may load from, for the settings that are on. */
function contentSources(env: Env): SecurityOptions {
  const on = [env.GOOGLE_CLIENT_ID ? GOOGLE_IDENTITY_CSP : null, env.STRIPE_PUBLISHABLE_KEY ? STRIPE_CSP : null];
  const sources = on.filter((s) => s !== null);
  return {
    extraScriptSrc: sources.flatMap((s) => s.extraScriptSrc),
    extraStyleSrc: sources.flatMap((s) => s.extraStyleSrc),
    extraFrameSrc: sources.flatMap((s) => s.extraFrameSrc),
    extraConnectSrc: sources.flatMap((s) => s.extraConnectSrc),
  };
}

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
        : {
            level: env.LOG_LEVEL,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: options.quietRequests === true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.quietRequests) {
    app.addHook('onResponse', async (request, reply) => {
      // The address as serializeRequest logs it: no credentials from its query (docs/hardening.md).
      request.log.debug(
        { statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        `${request.method} ${scrubUrl(request.url)}`,
      );
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');

  const handle = options.database ?? (await openDatabaseFromEnv(env));
  await migrate(handle);
  await seed(handle.db);

  await app.register(configPlugin, { env });
  await app.register(dbPlugin, { handle, ownsHandle: !options.database });
  await app.register(servicesPlugin);
  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  await app.register(securityPlugin, contentSources(env));
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin, { redisUrl: env.REDIS_URL, scale: env.RATE_LIMIT_SCALE });
  await app.register(mailPlugin, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    // Printing outbox mails (reset codes) helps a newcomer; in production it would leak them.
    logText: env.NODE_ENV !== 'production',
  });
  await app.register(authPlugin);
  await app.register(revocationPlugin);
  await app.register(voicePlugin, { env });

  // Feature routes: each feature registers its own plugin under /api/v1.
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(configRoutes, { prefix: '/api/v1' });
  await app.register(demoRoutes, { prefix: '/api', env, now: options.now });
  await app.register(catalogRoutes, { prefix: '/api/v1' });
  await app.register(personasRoutes, { prefix: '/api/v1' });
  await app.register(sessionsRoutes, { prefix: '/api/v1' });
  await app.register(documentsRoutes, { prefix: '/api/v1' });
  await app.register(reportsRoutes, { prefix: '/api/v1' });
  await app.register(teamsRoutes, { prefix: '/api/v1' });
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(voiceRoutes, { prefix: '/api/v1' });
  await app.register(billingRoutes, { prefix: '/api/v1', now: options.now });
  await app.register(paymentsRoutes, { prefix: '/api/v1', now: options.now });
  await app.register(practicePlugin, {
    prefix: '/api/v1',
    synthesize: (text, voice, signal) => app.tts.synthesize(text, voice, signal),
  });

  await app.register(healthRoutes, { prefix: '/api', now: options.now });

  await app.register(spaPlugin, { distDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist });
  return app;
}
