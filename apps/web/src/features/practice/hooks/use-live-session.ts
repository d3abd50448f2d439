import type { Mood, Outcome, ServerFrame, SessionMessage } from '@buyerlab/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RealtimeClient, type RealtimeStatus } from '../../../lib/realtime-client';
import { sendChatTurn } from '../api/session-api';
import { markTiming } from '../lib/timing';
import { toPcm16 } from '../lib/wav';

export type RepTurnInput = { text: string; spoken: boolean; startedAt: Date; endedAt: Date };

type PendingTurn = { clientTurnId: string; input: RepTurnInput };
type StreamingReply = { replyId: string; text: string };
/** What "Retry" does: ask the buyer again (the rep's message is saved), or send the turn again. */
type RetryAction = { kind: 'reply' } | { kind: 'turn'; input: RepTurnInput };
type Failure = { detail: string; retry: RetryAction | null };

export type LiveSessionState = {
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
};

export type AudioFrame = Extract<ServerFrame, { type: 'reply.audio' }>;

export type LiveSessionHandlers = { onAudio?: (frame: AudioFrame) => void };

/** An utterance streamed to the server's recogniser while the rep speaks. */
export type SpeechUpload = {
  /** The next stretch of audio: 16 kHz mono samples. */
  push: (samples: Float32Array) => void;
  /** The rep paused: the recogniser is asked for the words so far at once. */
  pause: () => void;
  /** The rep stopped: what the server heard. Rejects when the stream broke (send the recording instead). */
  end: () => Promise<string>;
  cancel: () => void;
};
/**
 * Opens an upload, or null when there is no live connection to stream over. `onPartial` hears the
 * recogniser's words so far while the utterance is open.
 */
export type SpeechStreamer = { begin: (onPartial?: (text: string) => void) => SpeechUpload | null };

/** Thrown by `SpeechUpload.end` with the server's reason. */
export class SpeechStreamError extends Error {}

/** How long the server may take to answer a finished utterance before the recording is sent instead. */
const SPEECH_ANSWER_TIMEOUT_MS = 20_000;

const INITIAL: LiveSessionState = {
  ready: false,
  connection: 'connecting',
  messages: [],
  pending: [],
  streaming: null,
  thinking: false,
  mood: 'neutral',
  outcome: 'in_progress',
  failure: null,
};

function upsert(messages: SessionMessage[], message: SessionMessage): SessionMessage[] {
  const rest = messages.filter((m) => m.message_id !== message.message_id);
  return [...rest, message].sort((a, b) => a.seq - b.seq);
}

/**
 * The live conversation: transcript, the reply being streamed, mood and outcome, driven by the
 * realtime protocol. The server answers one turn at a time, so a turn made while the buyer is
 * still answering waits (the caller interrupts the buyer first) and goes out when the reply ends.
 * Plain requests take over for typed turns when no live connection can be had.
 */
export function useLiveSession(sessionId: string, handlers: LiveSessionHandlers) {
  const [state, setState] = useState<LiveSessionState>(INITIAL);
  const clientRef = useRef<RealtimeClient | null>(null);
  const handlersRef = useRef(handlers);
  /** Sent and not yet acknowledged (at most one: the server takes one turn at a time). */
  const sentRef = useRef<PendingTurn | null>(null);
  const queueRef = useRef<PendingTurn[]>([]);
  const busyRef = useRef(false);
  const firstChunkSeenRef = useRef<string | null>(null);
  /** Utterances streamed and waiting for the server's text, by speech id. */
  const speechWaitersRef = useRef(new Map<string, (result: string | SpeechStreamError) => void>());
  const speechEarlyRef = useRef<{ id: string; result: string | SpeechStreamError } | null>(null);
  /** Who hears the words so far of the utterance being streamed. */
  const speechPartialRef = useRef<{ id: string; listener: (text: string) => void } | null>(null);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const dispatch = useCallback((turn: PendingTurn): boolean => {
    const client = clientRef.current;
    if (!client?.isOpen) return false;
    busyRef.current = true;
    sentRef.current = turn;
    markTiming('turn-sent');
    setState((s) => ({ ...s, thinking: true }));
    return client.send({
      type: 'turn',
      client_turn_id: turn.clientTurnId,
      text: turn.input.text,
      spoken: turn.input.spoken,
      started_at: turn.input.startedAt.toISOString(),
      ended_at: turn.input.endedAt.toISOString(),
    });
  }, []);

  const sendNextQueued = useCallback(() => {
    busyRef.current = false;
    const next = queueRef.current.shift();
    if (next) dispatch(next);
  }, [dispatch]);

  const handleFrame = useCallback(
    (frame: ServerFrame) => {
      switch (frame.type) {
        case 'ready': {
          markTiming('live-ready');
          // A (re)connection: the server's transcript is the truth. A turn the connection dropped
          // before it was acknowledged goes out again unless it landed.
          const sent = sentRef.current;
          const lastRep = frame.messages.filter((m) => m.role === 'rep').at(-1);
          const landed = sent !== null && lastRep?.text === sent.input.text.trim();
          sentRef.current = null;
          busyRef.current = false;
          if (sent && !landed) queueRef.current.unshift(sent);
          setState((s) => ({
            ...s,
            ready: true,
            messages: frame.messages,
            mood: frame.mood,
            outcome: frame.outcome,
            streaming: null,
            thinking: false,
            pending: landed ? s.pending.filter((p) => p.clientTurnId !== sent.clientTurnId) : s.pending,
          }));
          sendNextQueued();
          return;
        }
        case 'turn.accepted':
          if (sentRef.current?.clientTurnId === frame.client_turn_id) sentRef.current = null;
          setState((s) => ({
            ...s,
            messages: upsert(s.messages, frame.message),
            pending: s.pending.filter((p) => p.clientTurnId !== frame.client_turn_id),
          }));
          return;
        case 'reply.start':
          setState((s) => ({ ...s, streaming: { replyId: frame.reply_id, text: '' } }));
          return;
        case 'reply.chunk':
          if (firstChunkSeenRef.current !== frame.reply_id) {
            firstChunkSeenRef.current = frame.reply_id;
            markTiming('first-reply-text');
          }
          setState((s) => ({
            ...s,
            thinking: false,
            streaming: {
              replyId: frame.reply_id,
              text: (s.streaming?.replyId === frame.reply_id ? s.streaming.text : '') + frame.text,
            },
          }));
          return;
        case 'reply.audio':
          if (frame.index === 0) markTiming('reply-audio-received');
          handlersRef.current.onAudio?.(frame);
          return;
        case 'reply.end':
          setState((s) => ({
            ...s,
            thinking: false,
            streaming: null,
            messages: frame.message ? upsert(s.messages, frame.message) : s.messages,
            mood: frame.mood,
            outcome: frame.outcome,
          }));
          sendNextQueued();
          return;
        case 'error': {
          const sent = sentRef.current;
          const unacknowledged = sent !== null && (!frame.client_turn_id || frame.client_turn_id === sent.clientTurnId);
          if (unacknowledged) sentRef.current = null;
          const retry: RetryAction | null = !frame.retryable
            ? null
            : unacknowledged
              ? { kind: 'turn', input: sent.input }
              : { kind: 'reply' };
          setState((s) => ({
            ...s,
            thinking: false,
            streaming: null,
            pending: unacknowledged ? s.pending.filter((p) => p.clientTurnId !== sent.clientTurnId) : s.pending,
            failure: { detail: frame.detail, retry },
          }));
          if (busyRef.current) sendNextQueued();
          return;
        }
        case 'message.updated':
          setState((s) => ({ ...s, messages: upsert(s.messages, frame.message) }));
          return;
        case 'pong':
          return;
        case 'speech.partial':
          if (speechPartialRef.current?.id === frame.speech_id) speechPartialRef.current.listener(frame.text);
          return;
        case 'speech.text':
        case 'speech.error': {
          const result = frame.type === 'speech.text' ? frame.text : new SpeechStreamError(frame.detail);
          const settle = speechWaitersRef.current.get(frame.speech_id);
          speechWaitersRef.current.delete(frame.speech_id);
          // An answer before the utterance ended (it was refused mid-way) waits for `end`.
          if (settle) settle(result);
          else speechEarlyRef.current = { id: frame.speech_id, result };
          return;
        }
      }
    },
    [sendNextQueued],
  );

  useEffect(() => {
    const client = new RealtimeClient({
      sessionId,
      voice: true,
      onFrame: handleFrame,
      onStatus: (connection, detail) => {
        // A dropped connection takes its utterances with it: their recordings go by request.
        if (connection !== 'open') {
          const waiters = [...speechWaitersRef.current.values()];
          speechWaitersRef.current.clear();
          for (const settle of waiters) settle(new SpeechStreamError('connection lost'));
        }
        setState((s) => ({ ...s, connection, failure: detail ? { detail, retry: null } : s.failure }));
      },
    });
    clientRef.current = client;
    client.start();
    return () => {
      client.stop();
      clientRef.current = null;
    };
  }, [sessionId, handleFrame]);

  const sendViaRequest = useCallback(
    (turn: PendingTurn) => {
      setState((s) => ({ ...s, thinking: true }));
      sendChatTurn(sessionId, turn.input.text).then(
        (result) =>
          setState((s) => ({
            ...s,
            pending: s.pending.filter((p) => p.clientTurnId !== turn.clientTurnId),
            thinking: false,
            messages: upsert(upsert(s.messages, result.message), result.reply),
            mood: result.mood,
            outcome: result.outcome,
          })),
        (error: unknown) =>
          setState((s) => ({
            ...s,
            pending: s.pending.filter((p) => p.clientTurnId !== turn.clientTurnId),
            thinking: false,
            failure: {
              detail: error instanceof Error ? error.message : 'Your message was not sent.',
              retry: { kind: 'turn', input: turn.input },
            },
          })),
      );
    },
    [sessionId],
  );

  // No live connection to be had: whatever waits goes through plain requests.
  useEffect(() => {
    if (state.connection !== 'failed') return;
    for (const turn of queueRef.current.splice(0)) sendViaRequest(turn);
  }, [state.connection, sendViaRequest]);

  const sendTurn = useCallback(
    (input: RepTurnInput) => {
      const text = input.text.trim();
      if (!text) return;
      const turn = { clientTurnId: crypto.randomUUID(), input: { ...input, text } };
      setState((s) => ({ ...s, pending: [...s.pending, turn], failure: null }));
      if (busyRef.current || sentRef.current) {
        queueRef.current.push(turn);
        return;
      }
      if (!dispatch(turn)) {
        if (state.connection === 'failed') sendViaRequest(turn);
        else queueRef.current.push(turn);
      }
    },
    [dispatch, sendViaRequest, state.connection],
  );

  const retry = useCallback(
    (action: RetryAction) => {
      setState((s) => ({ ...s, failure: null }));
      if (action.kind === 'turn') {
        sendTurn(action.input);
        return;
      }
      if (clientRef.current?.send({ type: 'retry' })) {
        busyRef.current = true;
        setState((s) => ({ ...s, thinking: true }));
      }
    },
    [sendTurn],
  );

  /** Barge-in: the rep cut the buyer off after hearing this many characters of the reply. */
  const interrupt = useCallback((deliveredChars: number) => {
    clientRef.current?.send({ type: 'interrupt', delivered_chars: Math.max(0, Math.round(deliveredChars)) });
  }, []);

  const dismissFailure = useCallback(() => setState((s) => ({ ...s, failure: null })), []);

  const speech = useMemo<SpeechStreamer>(
    () => ({
      begin: (onPartial) => {
        const client = clientRef.current;
        const id = crypto.randomUUID();
        if (!client?.send({ type: 'speech.start', speech_id: id })) return null;
        speechPartialRef.current = onPartial ? { id, listener: onPartial } : null;
        let open = true;
        return {
          push: (samples) => {
            if (open) open = client.sendAudio(toPcm16(samples));
          },
          pause: () => {
            if (open) client.send({ type: 'speech.pause', speech_id: id });
          },
          end: () =>
            new Promise<string>((resolve, reject) => {
              const wasOpen = open;
              open = false;
              if (speechPartialRef.current?.id === id) speechPartialRef.current = null;
              const timer = window.setTimeout(
                () => settle(new SpeechStreamError('no answer')),
                SPEECH_ANSWER_TIMEOUT_MS,
              );
              const settle = (result: string | SpeechStreamError) => {
                window.clearTimeout(timer);
                speechWaitersRef.current.delete(id);
                if (result instanceof SpeechStreamError) reject(result);
                else resolve(result);
              };
              const early = speechEarlyRef.current;
              if (early?.id === id) {
                speechEarlyRef.current = null;
                settle(early.result);
                return;
              }
              speechWaitersRef.current.set(id, settle);
              if (!wasOpen || !client.send({ type: 'speech.end', speech_id: id })) {
                settle(new SpeechStreamError('connection lost'));
              }
            }),
          cancel: () => {
            open = false;
            if (speechPartialRef.current?.id === id) speechPartialRef.current = null;
            client.send({ type: 'speech.cancel', speech_id: id });
          },
        };
      },
    }),
    [],
  );

  return { state, sendTurn, retry, interrupt, dismissFailure, speech };
}
