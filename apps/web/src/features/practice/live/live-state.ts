import type { Mood, Outcome, ServerFrame, SessionMessage } from '@buyerlab/contract';
import type { RealtimeStatus } from '../../../lib/realtime-client';

/**
 * The live session as the screen shows it, and the pure `reduce` that moves it on, one server
 * frame or one thing the rep or the connection did at a time. No I/O and no timers: what to send
 * next is read off the state (`nextTurnToSend`) by the controller (live-session-controller.ts).
 * Decision record: docs/decisions/0023-live-session-controller.md.
 */

export type RepTurnInput = { text: string; spoken: boolean; startedAt: Date; endedAt: Date };

export type PendingTurn = { clientTurnId: string; input: RepTurnInput };
export type StreamingReply = { replyId: string; text: string };
/** What "Retry" does: ask the buyer again (the rep's message is saved), or send the turn again. */
export type RetryAction = { kind: 'reply' } | { kind: 'turn'; input: RepTurnInput };
export type Failure = { detail: string; retry: RetryAction | null };

/** The answer to a turn sent as a plain request (no live connection). */
export type RequestedReply = { message: SessionMessage; reply: SessionMessage; mood: Mood; outcome: Outcome };

export type LiveSessionState = {
  /** The transcript has come from the server at least once. */
  ready: boolean;
  connection: RealtimeStatus;
  messages: SessionMessage[];
  /** Rep turns shown before the server confirmed them (sent, or waiting for the buyer to finish). */
  pending: PendingTurn[];
  streaming: StreamingReply | null;
  /** A turn was sent and the buyer has not started answering yet. */
  thinking: boolean;
  mood: Mood;
  outcome: Outcome;
  failure: Failure | null;
  /** The current connection has had its `ready`: turns may go over it. */
  synced: boolean;
  /** Turns waiting to be sent, oldest first: the server answers one turn at a time. */
  queue: PendingTurn[];
  /** Sent over the socket and not acknowledged yet (at most one). */
  sent: PendingTurn | null;
  /** The server is answering a turn or a retry: the next turn waits for `reply.end` or `error`. */
  answering: boolean;
};

/** What happens on the client's side: the rep's turns, the connection, plain requests. */
export type ClientEvent =
  | { type: 'connection'; status: RealtimeStatus; detail?: string }
  /** The rep made a turn: it is shown at once and waits its go. */
  | { type: 'turn.queued'; turn: PendingTurn }
  | { type: 'turn.sent'; turn: PendingTurn }
  /** Sent as a plain request instead, since no live connection can be had. */
  | { type: 'turn.requested'; turn: PendingTurn }
  | { type: 'turn.answered'; turn: PendingTurn; result: RequestedReply }
  | { type: 'turn.request-failed'; turn: PendingTurn; detail: string }
  /** `retry` went out: the server answers the last rep message again. */
  | { type: 'retry.sent' }
  | { type: 'failure.dismissed' };

export type LiveEvent = ServerFrame | ClientEvent;

export const INITIAL_LIVE_STATE: LiveSessionState = {
  ready: false,
  connection: 'connecting',
  messages: [],
  pending: [],
  streaming: null,
  thinking: false,
  mood: 'neutral',
  outcome: 'in_progress',
  failure: null,
  synced: false,
  queue: [],
  sent: null,
  answering: false,
};

function upsert(messages: SessionMessage[], message: SessionMessage): SessionMessage[] {
  const rest = messages.filter((m) => m.message_id !== message.message_id);
  return [...rest, message].sort((a, b) => a.seq - b.seq);
}

const without = (turns: PendingTurn[], clientTurnId: string) => turns.filter((t) => t.clientTurnId !== clientTurnId);

export function reduce(state: LiveSessionState, event: LiveEvent): LiveSessionState {
  switch (event.type) {
    case 'ready': {
      // A (re)connection: the server's transcript is the truth. A turn the connection dropped
      // before it was acknowledged goes out again unless it landed.
      const { sent } = state;
      const lastRep = event.messages.filter((m) => m.role === 'rep').at(-1);
      const landed = sent !== null && lastRep?.text === sent.input.text.trim();
      return {
        ...state,
        ready: true,
        synced: true,
        messages: event.messages,
        mood: event.mood,
        outcome: event.outcome,
        streaming: null,
        thinking: false,
        answering: false,
        sent: null,
        queue: sent && !landed ? [sent, ...state.queue] : state.queue,
        pending: landed ? without(state.pending, sent.clientTurnId) : state.pending,
      };
    }
    case 'turn.accepted':
      return {
        ...state,
        sent: state.sent?.clientTurnId === event.client_turn_id ? null : state.sent,
        messages: upsert(state.messages, event.message),
        pending: without(state.pending, event.client_turn_id),
      };
    case 'reply.start':
      return { ...state, streaming: { replyId: event.reply_id, text: '' } };
    case 'reply.chunk':
      return {
        ...state,
        thinking: false,
        streaming: {
          replyId: event.reply_id,
          text: (state.streaming?.replyId === event.reply_id ? state.streaming.text : '') + event.text,
        },
      };
    case 'reply.end':
      // The server is done with the turn it was given, acknowledged or not.
      return {
        ...state,
        thinking: false,
        streaming: null,
        answering: false,
        sent: null,
        messages: event.message ? upsert(state.messages, event.message) : state.messages,
        mood: event.mood,
        outcome: event.outcome,
      };
    case 'error': {
      // An error naming no turn, or the one in flight, means that turn was not taken: it is
      // offered again. Otherwise the rep's message is stored and the buyer can be asked again.
      const { sent } = state;
      const unacknowledged = sent !== null && (!event.client_turn_id || event.client_turn_id === sent.clientTurnId);
      const retry: RetryAction | null = !event.retryable
        ? null
        : unacknowledged
          ? { kind: 'turn', input: sent.input }
          : { kind: 'reply' };
      return {
        ...state,
        thinking: false,
        streaming: null,
        answering: false,
        sent: unacknowledged ? null : sent,
        pending: unacknowledged ? without(state.pending, sent.clientTurnId) : state.pending,
        failure: { detail: event.detail, retry },
      };
    }
    case 'message.updated':
      return { ...state, messages: upsert(state.messages, event.message) };
    case 'reply.audio':
    case 'reply.ahead':
    case 'pong':
    case 'speech.partial':
    case 'speech.text':
    case 'speech.error':
      // Audio goes to the player and speech to the utterance waiting for it: nothing to show.
      return state;

    case 'connection':
      return {
        ...state,
        connection: event.status,
        // Every change is a new socket or none: the next one is usable once its `ready` is in.
        synced: false,
        failure: event.detail ? { detail: event.detail, retry: null } : state.failure,
      };
    case 'turn.queued':
      return {
        ...state,
        pending: [...state.pending, event.turn],
        queue: [...state.queue, event.turn],
        failure: null,
      };
    case 'turn.sent':
      return {
        ...state,
        queue: without(state.queue, event.turn.clientTurnId),
        sent: event.turn,
        answering: true,
        thinking: true,
      };
    case 'turn.requested':
      return { ...state, queue: without(state.queue, event.turn.clientTurnId), thinking: true };
    case 'turn.answered': {
      const { result } = event;
      return {
        ...state,
        pending: without(state.pending, event.turn.clientTurnId),
        thinking: false,
        messages: upsert(upsert(state.messages, result.message), result.reply),
        mood: result.mood,
        outcome: result.outcome,
      };
    }
    case 'turn.request-failed':
      return {
        ...state,
        pending: without(state.pending, event.turn.clientTurnId),
        thinking: false,
        failure: { detail: event.detail, retry: { kind: 'turn', input: event.turn.input } },
      };
    case 'retry.sent':
      return { ...state, answering: true, thinking: true };
    case 'failure.dismissed':
      return { ...state, failure: null };
  }
}

/** The turn to send over the live connection now, if any: one at a time, once the socket is synced. */
export function nextTurnToSend(state: LiveSessionState): PendingTurn | null {
  if (!state.synced || state.connection !== 'open' || state.answering || state.sent) return null;
  return state.queue[0] ?? null;
}

/** The buyer is answering, or about to: the rep's voice now may be a backchannel or a barge-in. */
export const buyerAnswering = (state: LiveSessionState): boolean => state.thinking || state.streaming !== null;
