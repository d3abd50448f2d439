import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_MESSAGES, healthResponseSchema } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';

/** How long one write check stands for: a disk that fills up shows within this, at one write per period. */
const WRITE_CHECK_MS = 5_000;

/**
 * Liveness that means it: the database must answer and take a write. A full disk or a read-only
 * database keeps answering reads, so a read alone would say "ok" while every new message fails.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  let check: { at: number; writable: Promise<boolean> } | null = null;
  const writable = (): Promise<boolean> => {
    const at = now().getTime();
    if (!check || at - check.at >= WRITE_CHECK_MS || at < check.at) {
      check = {
        at,
        writable: app.database.db
          .execute(
            sql`INSERT INTO app_meta (key, value) VALUES ('health_write_check', ${new Date(at).toISOString()})
                ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
          )
          .then(
            () => true,
            (err: unknown) => {
              app.log.error({ err }, 'health: the database refused a write');
              return false;
            },
          ),
      };
    }
    return check.writable;
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database answers and takes a write (503 when it cannot be written)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await app.database.ping();
      if (!(await writable())) throw new AppError('service_unavailable', HEALTH_MESSAGES.unwritable);
      return { status: 'ok' as const, database: app.database.kind, uptime_seconds: Math.round(process.uptime()) };
    },
  );
};
