import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coachingFeedbackSchema,
  createReportSchema,
  feedbackResponseSchema,
  feedbackSchema,
  reportListSchema,
  reportSchema,
} from '@buyerlab/contract';
import { renderReportPdf } from './report-pdf';
import { reportsService } from './reports.service';

const params = z.object({ sessionId: z.uuid() });
const secured = { security: [{ bearerAuth: [] }] };
/** Calls that may generate a report (and ask the LLM for its narrative). */
const generating = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reportsService({
    db: app.database.db,
    model: app.languageModel,
    llmTimeoutMs: app.config.LLM_TIMEOUT_MS,
    sessions: app.sessions,
    readAccess: app.readAccess,
  });
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/performance-reports/',
    {
      schema: {
        tags: ['reports'],
        summary: 'Generate (once) and return the report of a session',
        ...secured,
        body: createReportSchema,
        response: { 200: reportSchema },
      },
      config: generating,
    },
    (request) => service.generate(request.user!.id, request.body.session_id),
  );
  app.get(
    '/performance-reports/',
    {
      schema: {
        tags: ['reports'],
        summary: "The signed-in rep's reports, newest first, for trends by skill and mode",
        ...secured,
        response: { 200: reportListSchema },
      },
    },
    (request) => service.history(request.user!.id),
  );
  app.get(
    '/performance-reports/:sessionId',
    {
      schema: {
        tags: ['reports'],
        summary: 'The stored report of a session',
        ...secured,
        params,
        response: { 200: reportSchema },
      },
    },
    (request) => service.get(request.user!.id, request.params.sessionId),
  );
  app.get(
    '/performance-reports/:sessionId/pdf',
    { schema: { tags: ['reports'], summary: 'The report as a PDF', ...secured, params } },
    async (request, reply) => {
      const pdf = await renderReportPdf(await service.get(request.user!.id, request.params.sessionId));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="buyerlab-report-${request.params.sessionId.slice(0, 8)}.pdf"`,
        )
        .send(pdf);
    },
  );
  app.get(
    '/ai-coaching/feedback/:sessionId',
    {
      schema: {
        tags: ['reports'],
        summary: 'Coaching in four short sections, from the report (generated now if there is none yet)',
        ...secured,
        params,
        response: { 200: coachingFeedbackSchema },
      },
      config: generating,
    },
    (request) => service.coaching(request.user!.id, request.params.sessionId),
  );
  app.post(
    '/feedback/',
    {
      schema: {
        tags: ['reports'],
        summary: "The rep's rating and comment on a session",
        ...secured,
        body: feedbackSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.feedback(request.user!.id, request.body.session_id, request.body.rating, request.body.comment),
        ),
  );
};
