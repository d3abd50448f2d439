import websocket from '@fastify/websocket';
import { GENERIC_MESSAGES, REALTIME_LIMITS, REALTIME_MESSAGES } from '@buyerlab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { serveLiveConnection, type Synthesize } from './live-connection';
import type { PracticeService } from './practice.service';
import { redeemTicket } from './tickets';

/** Same-origin only: the Origin must be our public address, or the host the request came to. */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (!origin) return false;
  try {
    const o = new URL(origin);
    if (publicUrl && o.origin === new URL(publicUrl).origin) return true;
    return host !== undefined && o.host === host;
  } catch {
    return false;
  }
}

const ticketHolders = new WeakMap<FastifyRequest, string>();

export const liveRoutes: FastifyPluginAsyncZod<{ practice: PracticeService; synthesize: Synthesize | null }> = async (
  app,
  { practice, synthesize },
) => {
  await app.register(websocket, { options: { maxPayload: REALTIME_LIMITS.maxFrameBytes } });

  app.get(
    '/live/:sessionId',
    {
      websocket: true,
      schema: {
        tags: ['live session'],
        summary: 'The live session WebSocket (see packages/contract/src/realtime.ts)',
        params: z.object({ sessionId: z.uuid() }),
        querystring: z.object({ ticket: z.string().max(100), voice: z.enum(['0', '1']).optional() }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preValidation: async (request) => {
        if (!isAllowedOrigin(request.headers.origin, request.headers.host, app.config.PUBLIC_URL)) {
          throw new AppError('forbidden', REALTIME_MESSAGES.originRejected);
        }
        const { sessionId } = request.params;
        const { ticket } = request.query as { ticket?: string };
        const userId = ticket ? await redeemTicket(app.database.db, ticket, sessionId) : null;
        if (!userId)
          throw new AppError('unauthorized', `${GENERIC_MESSAGES.unauthenticated} ${REALTIME_MESSAGES.ticketInvalid}`);
        ticketHolders.set(request, userId);
      },
    },
    async (socket, request) => {
      const userId = ticketHolders.get(request);
      const { sessionId } = request.params;
      if (!userId) {
        socket.close(1008, 'unauthorized');
        return;
      }
      const wantsVoice = request.query.voice === '1';
      try {
        const transcript = await practice.start(userId, sessionId);
        const voice = wantsVoice ? await practice.voiceOf(userId, sessionId) : null;
        const { stt } = app;
        // A spoken session is likely to stream speech soon: have a recogniser loaded for it.
        if (wantsVoice) stt?.prepare?.();
        const connection = serveLiveConnection({
          socket,
          practice,
          userId,
          sessionId,
          voice,
          synthesize,
          stt,
          speechPerMinute: app.config.STT_RATE_LIMIT,
          log: request.log,
        });
        socket.send(JSON.stringify({ type: 'ready', ...transcript }));
        connection.speakOpening(transcript.messages);
      } catch (error) {
        request.log.warn({ err: error }, 'live session could not start');
        socket.close(1011, 'session unavailable');
      }
    },
  );
};
