import { moodOf } from '@buyerlab/buyer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatRequestSchema,
  chatResponseSchema,
  liveTicketResponseSchema,
  transcriptResponseSchema,
} from '@buyerlab/contract';
import { tokenHashOf } from '../../plugins/auth';
import { toSessionMessage } from '../sessions/transcript.service';
import type { PracticeService } from './practice.service';

const sessionParams = z.object({ sessionId: z.uuid() });
const secured = { security: [{ bearerAuth: [] }] };

/** The request/response side of the live session; the streaming side is live.routes.ts. */
export const chatRoutes: FastifyPluginAsyncZod<{ practice: PracticeService }> = async (app, { practice }) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/ai-persona-chat/chat/:sessionId',
    {
      schema: {
        tags: ['live session'],
        summary: 'One turn: the rep speaks, the buyer answers',
        ...secured,
        params: sessionParams,
        body: chatRequestSchema,
        response: { 200: chatResponseSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await practice.requestTurn(request.user!.id, request.params.sessionId, request.body.user_input);
      if (!result.rep || !result.reply) throw new Error('turn finished without messages');
      return {
        response: result.reply.text,
        message: toSessionMessage(result.rep),
        reply: toSessionMessage(result.reply),
        mood: moodOf(result.state),
        outcome: result.state.outcome,
      };
    },
  );

  app.post(
    '/sessions/:sessionId/start',
    {
      schema: {
        tags: ['live session'],
        summary: 'Start the clock and hear the opening line (idempotent)',
        ...secured,
        params: sessionParams,
        response: { 200: transcriptResponseSchema },
      },
    },
    (request) => practice.start(request.user!.id, request.params.sessionId),
  );

  app.get(
    '/sessions/:sessionId/messages',
    {
      schema: {
        tags: ['live session'],
        summary: 'The transcript so far',
        ...secured,
        params: sessionParams,
        response: { 200: transcriptResponseSchema },
      },
    },
    (request) => practice.transcript(request.user!.id, request.params.sessionId),
  );

  app.post(
    '/sessions/:sessionId/end',
    {
      schema: {
        tags: ['live session'],
        summary: 'Complete the session; it accepts no more messages',
        ...secured,
        params: sessionParams,
        response: { 200: transcriptResponseSchema },
      },
    },
    (request) => practice.end(request.user!.id, request.params.sessionId),
  );

  app.post(
    '/sessions/:sessionId/live-ticket',
    {
      schema: {
        tags: ['live session'],
        summary: 'A single-use ticket to open the live WebSocket',
        ...secured,
        params: sessionParams,
        response: { 200: liveTicketResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      return practice.liveTicket(request.user!.id, request.params.sessionId, tokenHashOf(request));
    },
  );
};
