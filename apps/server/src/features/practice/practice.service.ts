import { openingLine, moodOf, type BuyerState, type PersonaProfile } from '@buyerlab/buyer';
import {
  REALTIME_LIMITS,
  REALTIME_MESSAGES,
  SESSION_MESSAGES,
  type RepTurn,
  type TranscriptResponse,
} from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  buyerStateOf,
  isPastTimeLimit,
  ownerOnly,
  profileOf,
  type ReadAccess,
  type SessionsService,
} from '../sessions/sessions.service';
import type { SessionRow } from '../sessions/sessions.repository';
import type { BuyerEngine } from './buyer-engine';
import { toSessionMessage, transcriptService, type MessageRow, type TurnSession } from '../sessions/transcript.service';
import { HISTORY_LIMIT } from './llm-buyer';
import { issueTicket, redeemTicket, voidTickets } from './tickets';
import { profileCache } from './profile-cache';
import { replayed, speculationFits, speculator, type Speculation } from './speculation';
import { deliveredPart, repTiming, spokenEnd } from './turn-timing';

const PROFILE_CACHE_SIZE = 2_000;

export type TurnEvents = {
  onAccepted?: (message: MessageRow) => void;
  /** The reply is the one worked out ahead of the turn (it fitted), before its first chunk. */
  onReplay?: () => void;
  onChunk?: (text: string) => void;
};

export type TurnResult = { rep: MessageRow | null; reply: MessageRow | null; state: BuyerState };

export type PracticeDeps = {
  db: Database;
  engine: BuyerEngine;
  sessions: SessionsService;
  now?: () => Date;
  /** Who besides the owner may read a transcript (the owner's team manager); the owner alone by default. */
  readAccess?: ReadAccess;
};

/** The live session: opening, turns (stored before the reply starts), barge-in, ending. */
export function practiceService({
  db,
  engine,
  sessions,
  now = () => new Date(),
  readAccess = ownerOnly,
}: PracticeDeps) {
  const messages = transcriptService(db);

  /** Every started session has a state (its opening line stores it; sessions are created with one). */
  const stateOf = (row: Pick<SessionRow, 'id' | 'buyerState'>): BuyerState => {
    const state = buyerStateOf(row);
    if (!state) throw new Error(`session ${row.id} has no buyer state`);
    return state;
  };

  const cachedProfile = profileCache(messages, PROFILE_CACHE_SIZE);
  const summarize = (row: SessionRow, rows: MessageRow[]): TranscriptResponse => {
    const state = stateOf(row);
    return {
      session_id: row.id,
      status: row.status,
      messages: rows.map(toSessionMessage),
      mood: moodOf(state),
      outcome: state.outcome,
    };
  };

  /**
   * Refuses a session that is over, out of time, or without room for `adding` more messages: a
   * rep's turn needs two (its message and the buyer's reply), a retry one.
   */
  function assertOpen(row: SessionRow, adding: 1 | 2) {
    if (row.status === 'completed') throw new AppError('conflict', SESSION_MESSAGES.completed);
    if (isPastTimeLimit(row, now())) throw new AppError('conflict', SESSION_MESSAGES.timeUp);
    if (row.messageCount + adding > REALTIME_LIMITS.maxMessagesPerSession)
      throw new AppError('conflict', SESSION_MESSAGES.tooManyMessages);
  }

  /** Starts the clock and stores the buyer's opening line, once, however often it is called. */
  async function ensureStarted(row: SessionRow): Promise<SessionRow> {
    if (row.startedAt || row.status !== 'active') return row;
    const startedAt = now();
    const opening = openingLine(profileOf(row), row.modeKey, stateOf(row));
    const message = {
      role: 'buyer' as const,
      text: opening.text,
      spoken: row.type !== null,
      startedAt,
      endedAt: row.type ? spokenEnd(startedAt, opening.text) : startedAt,
    };
    await messages.startWith(row.id, startedAt, message, opening.state);
    return sessions.getOwned(row.userId, row.id);
  }

  const speculations = speculator({ engine, sessions, profileFor: cachedProfile, stateOf, size: PROFILE_CACHE_SIZE });
  const remember = speculations.remember;

  async function start(userId: string, sessionId: string): Promise<TranscriptResponse> {
    const row = await ensureStarted(await sessions.getOwned(userId, sessionId));
    if (row.startedAt && row.status === 'active' && row.buyerState !== null) remember(userId, row, stateOf(row));
    return summarize(row, await messages.list(sessionId));
  }

  async function reply(
    row: TurnSession & { profile: PersonaProfile },
    history: MessageRow[],
    repText: string,
    spoken: boolean,
    events: TurnEvents,
    signal: AbortSignal,
    prepared: Speculation | null = null,
  ) {
    const fits = prepared !== null && speculationFits(prepared, row, stateOf(row), repText);
    if (fits) events.onReplay?.();
    const produced =
      fits && prepared
        ? replayed(prepared, signal)
        : engine.reply({
            profile: row.profile,
            mode: row.modeKey,
            state: stateOf(row),
            repText,
            history: history.map((m) => ({ role: m.role, text: m.text })),
            documentSummary: row.documentSummary,
            signal,
          });
    const startedAt = now();
    let text = '';
    try {
      for await (const chunk of produced.chunks) {
        text += chunk;
        events.onChunk?.(chunk);
        if (signal.aborted) break;
      }
    } catch (error) {
      if (!signal.aborted)
        throw new AppError('service_unavailable', REALTIME_MESSAGES.providerFailed, undefined, error);
    }
    text = text.trim();
    if (!text) {
      // Nothing said: the rep cut in before the first word, or the buyer failed to answer at all.
      if (signal.aborted) return { reply: null, state: stateOf(row) };
      throw new AppError('service_unavailable', REALTIME_MESSAGES.providerFailed);
    }
    const stored = await messages.append(
      row.id,
      {
        role: 'buyer',
        text,
        spoken,
        interrupted: signal.aborted,
        startedAt,
        endedAt: spoken ? spokenEnd(startedAt, text) : now(),
      },
      REALTIME_LIMITS.maxMessagesPerSession,
      produced.state,
    );
    // Each turn leaves room for its reply; only turns taken at once (two tabs) can use it up.
    if (!stored) throw new AppError('conflict', SESSION_MESSAGES.tooManyMessages);
    return { reply: stored, state: produced.state };
  }

  return {
    start,
    speculate: speculations.speculate,
    /** Throws "not found" unless the session is the user's own (live tickets: only the rep practises). */
    async assertOwned(userId: string, sessionId: string): Promise<void> {
      await sessions.assertOwned(userId, sessionId);
    },
    /** A single-use ticket for the live WebSocket of the user's own session. */
    async liveTicket(userId: string, sessionId: string, tokenHash: string | null) {
      await sessions.assertOwned(userId, sessionId);
      return issueTicket(db, userId, sessionId, tokenHash);
    },
    /** The holder of a live ticket for this session, once; null when unknown, used or expired. */
    redeemTicket: (ticket: string, sessionId: string) => redeemTicket(db, ticket, sessionId),
    /** Voids the unused tickets of a sign-in, or of every sign-in of the user. */
    voidTickets: (userId: string, tokenHash?: string) => voidTickets(db, userId, tokenHash),
    /** The transcript, for its owner or someone readAccess lets read it (their manager). */
    async transcript(viewerId: string, sessionId: string): Promise<TranscriptResponse> {
      const row = await sessions.getReadable(viewerId, sessionId, readAccess);
      return summarize(row, await messages.list(sessionId));
    },

    async takeTurn(
      userId: string,
      sessionId: string,
      turn: RepTurn,
      events: TurnEvents = {},
      signal = new AbortController().signal,
      voice = false,
      /** A reply computed ahead on the rep's words so far: used if it fits the turn (see Speculation). */
      ahead: Promise<Speculation | null> | null = null,
    ): Promise<TurnResult> {
      const message = {
        role: 'rep' as const,
        text: turn.text,
        spoken: turn.spoken,
        ...repTiming(now(), turn.started_at, turn.ended_at),
      };
      const append = () =>
        messages.appendRepTurn(sessionId, userId, message, now(), REALTIME_LIMITS.maxMessagesPerSession);
      let stored = await append();
      if (!stored) {
        // Not started yet (the opening line comes first), or refused: find out which.
        assertOpen(await ensureStarted(await sessions.getOwned(userId, sessionId)), 2);
        stored = await append();
        if (!stored) assertOpen(await sessions.getOwned(userId, sessionId), 2);
        if (!stored) throw new AppError('conflict', SESSION_MESSAGES.completed);
      }
      const { message: rep, session } = stored;
      events.onAccepted?.(rep);
      const history = engine.usesHistory
        ? (await messages.recent(sessionId, HISTORY_LIMIT + 1)).filter((m) => m.id !== rep.id)
        : [];
      const profile = await cachedProfile(session);
      const speculation = ahead ? await ahead.catch(() => null) : null;
      const context = { ...session, profile };
      const { reply: buyer, state } = await reply(context, history, turn.text, voice, events, signal, speculation);
      remember(userId, session, state);
      return { rep, reply: buyer, state };
    },

    /** Answers the last rep message again, after the buyer failed to. */
    async retry(
      userId: string,
      sessionId: string,
      events: TurnEvents = {},
      signal = new AbortController().signal,
      voice = false,
    ): Promise<TurnResult> {
      const row = await sessions.getOwned(userId, sessionId);
      assertOpen(row, 1);
      const history = await messages.recent(sessionId, HISTORY_LIMIT + 1);
      const last = history.at(-1);
      if (!last || last.role !== 'rep') throw new AppError('conflict', REALTIME_MESSAGES.nothingToRetry);
      const context = { ...row, profile: profileOf(row) };
      const { reply: buyer, state } = await reply(context, history.slice(0, -1), last.text, voice, events, signal);
      remember(userId, row, state);
      return { rep: null, reply: buyer, state };
    },

    /**
     * The request form of a turn. Sending again the message the buyer failed to answer (it is
     * saved, and still the last one) asks for the answer again instead of storing it twice: a
     * plain request has no other way to retry, and a rep cannot otherwise leave a message
     * unanswered.
     */
    async requestTurn(userId: string, sessionId: string, text: string): Promise<TurnResult> {
      // Access first: the transcript is read only for its owner.
      await sessions.assertOwned(userId, sessionId);
      const [last] = await messages.recent(sessionId, 1);
      if (last?.role === 'rep' && last.text === text) {
        const result = await this.retry(userId, sessionId);
        return { ...result, rep: last };
      }
      return this.takeTurn(userId, sessionId, { text, spoken: false });
    },

    /** Barge-in after the reply was stored: keep only what the rep heard. */
    async truncateReply(
      userId: string,
      sessionId: string,
      messageId: string,
      deliveredChars: number,
    ): Promise<MessageRow | undefined> {
      await sessions.assertOwned(userId, sessionId);
      const [last] = await messages.recent(sessionId, 1);
      if (!last || last.id !== messageId || last.role !== 'buyer') return undefined;
      const heard = deliveredPart(last.text, deliveredChars);
      if (heard === last.text) return last;
      return messages.markDelivered(messageId, heard || '…', spokenEnd(last.startedAt, heard));
    },

    async voiceOf(userId: string, sessionId: string): Promise<PersonaProfile['voice']> {
      return profileOf(await sessions.getOwned(userId, sessionId)).voice;
    },

    async end(userId: string, sessionId: string): Promise<TranscriptResponse> {
      speculations.forget(userId, sessionId);
      await sessions.complete(await sessions.getOwned(userId, sessionId), now());
      return summarize(await sessions.getOwned(userId, sessionId), await messages.list(sessionId));
    },
  };
}

export type PracticeService = ReturnType<typeof practiceService>;
