import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY,
  demoBookingListSchema,
  demoBookingResponseSchema,
  demoBookingSchema,
  demoRequestListSchema,
  demoRequestResponseSchema,
  demoRequestSchema,
  demoSlotsResponseSchema,
  LIMITS,
} from '@buyerlab/contract';
import type { Env } from '../../config/env';
import { byIp } from '../../plugins/rate-limit';
import { createDemoService } from './demo.service';
import { parseBusinessHours } from './slots';

export type DemoRoutesOptions = { env: Env; now?: () => Date };

const HOUR = 60 * 60 * 1000;
const SLOT_HORIZON_DAYS = 14;

/** Demo requests and our own 30-minute scheduler. Registered under /api. */
export const demoRoutes: FastifyPluginAsyncZod<DemoRoutesOptions> = async (app, { env, now }) => {
  const demo = createDemoService({
    db: app.database.db,
    mailer: app.mailer,
    log: app.log,
    rules: {
      timezone: env.DEMO_TIMEZONE,
      hours: parseBusinessHours(env.DEMO_HOURS),
      meetingMinutes: LIMITS.demoMeetingMinutes,
      horizonDays: SLOT_HORIZON_DAYS,
    },
    notifyEmail: env.DEMO_NOTIFY_EMAIL,
    organizerEmail: env.DEMO_NOTIFY_EMAIL ?? COMPANY.email,
    now: now ?? (() => new Date()),
  });

  const writeLimit = { rateLimit: { max: env.DEMO_RATE_LIMIT, timeWindow: HOUR, keyGenerator: byIp } };
  const requestRoute = {
    config: writeLimit,
    schema: {
      tags: ['demo'],
      summary: 'Ask for a demo; we confirm within 24 hours',
      body: demoRequestSchema,
      response: { 201: demoRequestResponseSchema },
    },
  };

  // The spec's demo call posts to the API base path itself; /v1/demo-requests is its REST name.
  app.post('/', requestRoute, async (req, reply) => reply.status(201).send(await demo.requestDemo(req.body)));
  app.post('/v1/demo-requests', requestRoute, async (req, reply) =>
    reply.status(201).send(await demo.requestDemo(req.body)),
  );

  app.get(
    '/v1/demo-slots',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['demo'],
        summary: 'Open 30-minute demo slots for the coming two weeks',
        response: { 200: demoSlotsResponseSchema },
      },
    },
    async () => demo.listOpenSlots(),
  );

  app.post(
    '/v1/demo-bookings',
    {
      config: writeLimit,
      schema: {
        tags: ['demo'],
        summary: 'Book one open slot; 409 when someone else got it first',
        body: demoBookingSchema,
        response: { 201: demoBookingResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await demo.bookDemo(req.body)),
  );

  app.get(
    '/v1/demo-requests',
    {
      onRequest: app.requireRole('super_admin'),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['demo'],
        security: [{ bearerAuth: [] }],
        summary: 'Demo requests, newest first (super_admin)',
        response: { 200: demoRequestListSchema },
      },
    },
    async () => demo.listRequests(),
  );

  app.get(
    '/v1/demo-bookings',
    {
      onRequest: app.requireRole('super_admin'),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['demo'],
        security: [{ bearerAuth: [] }],
        summary: 'Demo bookings, latest slot first (super_admin)',
        response: { 200: demoBookingListSchema },
      },
    },
    async () => demo.listBookings(),
  );
};
