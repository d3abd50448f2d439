import websocket from '@fastify/websocket';
import { GENERIC_MESSAGES, REALTIME_LIMITS, REALTIME_MESSAGES } from '@buyerlab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { serveLiveConnection, type Synthesize } from './live-connection';
import type { PracticeService } from './practice.service';
import { createSpeechAdmission } from './speech-admission';

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

type Holder = { userId: string; tokenHash: string | null };
const ticketHolders = new WeakMap<FastifyRequest, Holder>();
/** Close code for a socket whose sign-in ended (logout, password reset). */
export const CLOSE_SIGNED_OUT = 4401;
/** Close codes for a socket that stopped answering pings, or sent frames faster than allowed. */
export const CLOSE_SILENT = 4408;
export const CLOSE_FLOOD = 4429;

export type LiveRoutesOptions = {
  practice: PracticeService;
  synthesize: Synthesize | null;
  /** Whether the sign-in behind a token hash is still live (the auth feature's answer). */
  isSignInLive: (tokenHash: string) => Promise<boolean>;
};

export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (
  app,
  { practice, synthesize, isSignInLive },
) => {
  await app.register(websocket, { options: { maxPayload: REALTIME_LIMITS.maxFrameBytes } });
  const speechAdmission = createSpeechAdmission({ perUser: app.config.STT_OPEN_PER_USER });
  /** Open sockets by user, with the sign-in that opened each. */
  const open = new Map<string, Set<{ socket: WebSocket; tokenHash: string | null }>>();
  /**
   * Heartbeat and flood guard (docs/hardening.md): a ping every LIVE_HEARTBEAT_MS; a socket that did
   * not answer the previous one is dropped, and one whose sign-in has ended (on any process) is
   * closed. More than LIVE_FRAMES_PER_SECOND frames in a second closes the socket.
   */
  const watchSocket = (socket: WebSocket, tokenHash: string | null) => {
    let answered = true;
    socket.on('pong', () => (answered = true));
    const beat = setInterval(() => {
      if (!answered) {
        socket.terminate();
        return;
      }
      answered = false;
      socket.ping();
      if (tokenHash) {
        isSignInLive(tokenHash).then(
          (live) => live || socket.close(CLOSE_SIGNED_OUT, 'signed out'),
          () => undefined,
        );
      }
    }, app.config.LIVE_HEARTBEAT_MS);
    beat.unref();
    const perSecond = app.config.LIVE_FRAMES_PER_SECOND;
    let windowStart = Date.now();
    let frames = 0;
    socket.prependListener('message', () => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        frames = 0;
      }
      frames += 1;
      if (frames === perSecond + 1) socket.close(CLOSE_FLOOD, 'too many frames');
    });
    socket.once('close', () => clearInterval(beat));
  };
  app.revocations.onRevoke(async ({ userId, tokenHash }) => {
    for (const entry of open.get(userId) ?? []) {
      if (tokenHash === undefined || entry.tokenHash === tokenHash) entry.socket.close(CLOSE_SIGNED_OUT, 'signed out');
    }
    await practice.voidTickets(userId, tokenHash);
  });

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
        const holder = ticket ? await practice.redeemTicket(ticket, sessionId) : null;
        if (!holder)
          throw new AppError('unauthorized', `${GENERIC_MESSAGES.unauthenticated} ${REALTIME_MESSAGES.ticketInvalid}`);
        if ((open.get(holder.userId)?.size ?? 0) >= app.config.LIVE_SOCKETS_PER_USER) {
          throw new AppError('too_many_requests', REALTIME_MESSAGES.tooManySockets);
        }
        ticketHolders.set(request, holder);
      },
    },
    async (socket, request) => {
      const holder = ticketHolders.get(request);
      const { sessionId } = request.params;
      if (!holder) {
        socket.close(1008, 'unauthorized');
        return;
      }
      const { userId } = holder;
      const entry = { socket, tokenHash: holder.tokenHash };
      const mine = open.get(userId) ?? new Set();
      open.set(userId, mine.add(entry));
      socket.once('close', () => {
        mine.delete(entry);
        if (mine.size === 0 && open.get(userId) === mine) open.delete(userId);
      });
      watchSocket(socket, holder.tokenHash);
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
          speechAdmission,
          speechIdleMs: app.config.STT_IDLE_MS,
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
