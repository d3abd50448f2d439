import { randomUUID } from 'node:crypto';
import { moodOf, type PersonaProfile } from '@buyerlab/buyer';
import {
  GENERIC_MESSAGES,
  REALTIME_MESSAGES,
  clientFrameSchema,
  type ClientFrame,
  type ServerFrame,
} from '@buyerlab/contract';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error';
import { unstorableTextAt } from '../../lib/storable-text';
import { trimLeadingSilence } from '../voice/wav';
import { toSessionMessage, type MessageRow } from '../sessions/transcript.service';
import { createSpeechIntake, type SpeechIntakeOptions } from './live-speech-intake';
import type { PracticeService, TurnResult } from './practice.service';
import { replyAhead, type Ahead, type Synthesize } from './live-reply-ahead';
import { SentenceSplitter, splitLeadingClause } from './sentences';

export type { Synthesize };

type ConnectionOptions = Omit<SpeechIntakeOptions, 'send'> & {
  socket: WebSocket;
  practice: PracticeService;
  sessionId: string;
  voice: PersonaProfile['voice'] | null;
  synthesize: Synthesize | null;
};

function parseFrame(text: string): ClientFrame | null {
  try {
    return clientFrameSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * One live connection: turns are handled one at a time; a reply streams as text chunks and, when
 * the session speaks, as one synthesised sentence after another, in order. Closing the socket
 * aborts whatever is in flight.
 */
export function serveLiveConnection({
  socket,
  practice,
  sessionId,
  voice,
  synthesize,
  ...speechOptions
}: ConnectionOptions) {
  const { userId, log } = speechOptions;
  let inFlight: AbortController | null = null;
  let heardChars: number | null = null;
  let lastReplyId: string | null = null;

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  /** The utterance whose words so far were last told (`speech.partial`): what is worked out ahead answers it. */
  let partialOf: string | null = null;
  const speech = createSpeechIntake({
    ...speechOptions,
    send,
    onPartial: (text, speechId) => {
      partialOf = speechId;
      ahead.speculate(text);
    },
  });
  /** Reports a failure: an AppError says what it is; anything else (the database, say) gets `unexpected`. */
  const fail = (error: unknown, unexpected: string, clientTurnId?: string) => {
    const detail = error instanceof AppError ? error.message : unexpected;
    if (!(error instanceof AppError)) log.error({ err: error }, 'live turn failed');
    send({
      type: 'error',
      detail,
      retryable: !(error instanceof AppError) || error.code === 'service_unavailable',
      ...(clientTurnId ? { client_turn_id: clientTurnId } : {}),
    });
  };

  /**
   * Speaks one reply sentence by sentence (its first sentence's opening clause apart, so the first
   * audio is short to make): synthesis starts at once, sends stay in order.
   */
  function speakerFor(replyId: string, signal: AbortSignal, prepared: () => Ahead['firstAudio'] = () => null) {
    let audioChain: Promise<void> = Promise.resolve();
    let audioIndex = 0;
    const speak = (sentence: string) => {
      if (audioIndex === 0) splitLeadingClause(sentence).forEach(speakPiece);
      else speakPiece(sentence);
    };
    const speakPiece = (sentence: string) => {
      if (!synthesize || !voice) return;
      const index = audioIndex++;
      // The first piece may have been synthesised ahead, while the rep paused (if that failed, now).
      const early = index === 0 ? prepared() : null;
      const ready = early?.text === sentence ? early.pending : null;
      const made = ready
        ? ready.then((audio) => audio ?? synthesize(sentence, voice, signal))
        : synthesize(sentence, voice, signal);
      const pending = made.catch((err: unknown) => {
        if (!signal.aborted) log.warn({ err }, 'speech synthesis failed for a sentence');
        return null;
      });
      audioChain = audioChain.then(async () => {
        const made = await pending;
        // The silence a voice opens with is kept between sentences, but not before the first words
        // (audio made ahead has lost it already: trimming finds none).
        const audio = made && index === 0 ? { ...made, audio: trimLeadingSilence(made.audio) } : made;
        if (audio && !signal.aborted) {
          send({
            type: 'reply.audio',
            reply_id: replyId,
            index,
            text: sentence,
            mime: audio.mime,
            data: audio.audio.toString('base64'),
          });
        }
      });
    };
    return { speak, done: () => audioChain };
  }

  /** The opening line being spoken, until the rep's first turn or the socket closes. */
  let opening: AbortController | null = null;

  /** The reply worked out ahead on the rep's words so far, while they pause. */
  const ahead = replyAhead({
    practice,
    userId,
    sessionId,
    voice,
    synthesize,
    log,
    busy: () => inFlight !== null,
    onFirstAudio: (repText, text, audio) => {
      if (!partialOf) return;
      const data = audio.audio.toString('base64');
      send({ type: 'reply.ahead', speech_id: partialOf, rep_text: repText, text, mime: audio.mime, data });
    },
  });

  async function run(kind: 'turn' | 'retry', frame: Extract<ClientFrame, { type: 'turn' }> | null) {
    const controller = new AbortController();
    inFlight = controller;
    heardChars = null;
    const replyId = randomUUID();
    const splitter = new SentenceSplitter();
    const used = kind === 'turn' && frame ? ahead.take(frame.text) : null;
    if (!used) ahead.drop();
    // The prepared audio follows the reply's own signal from here (an interruption stops it).
    controller.signal.addEventListener('abort', () => used?.controller.abort(), { once: true });
    // Read when the first sentence is spoken: by then the speculation's reply (and so which audio
    // it prepared) is known, since the turn waited for it.
    const { speak, done } = speakerFor(replyId, controller.signal, () => used?.firstAudio ?? null);
    let started = false;
    /** The reply is the one worked out ahead, whose first audio the client may be playing already. */
    let replayedAhead = false;
    // A retry answers a message stored earlier; a turn's message is stored once it is accepted.
    let repMessageSaved = kind === 'retry';
    const events = {
      onAccepted: (message: MessageRow) => {
        repMessageSaved = true;
        send({
          type: 'turn.accepted',
          client_turn_id: frame?.client_turn_id ?? '',
          message: toSessionMessage(message),
        });
      },
      onReplay: () => {
        replayedAhead = true;
      },
      onChunk: (text: string) => {
        if (!started) {
          started = true;
          send({ type: 'reply.start', reply_id: replyId, ...(replayedAhead ? { ahead: true } : {}) });
        }
        send({ type: 'reply.chunk', reply_id: replyId, text });
        splitter.push(text).forEach(speak);
      },
    };
    try {
      const result: TurnResult =
        kind === 'turn' && frame
          ? await practice.takeTurn(
              userId,
              sessionId,
              frame,
              events,
              controller.signal,
              voice !== null,
              used?.reply ?? null,
            )
          : await practice.retry(userId, sessionId, events, controller.signal, voice !== null);
      splitter.flush().forEach(speak);
      await done();
      let reply = result.reply;
      if (reply && heardChars !== null) {
        reply = (await practice.truncateReply(userId, sessionId, reply.id, heardChars)) ?? reply;
      }
      lastReplyId = reply?.id ?? null;
      if (!started) send({ type: 'reply.start', reply_id: replyId });
      send({
        type: 'reply.end',
        reply_id: replyId,
        message: reply ? toSessionMessage(reply) : null,
        mood: moodOf(result.state),
        outcome: result.state.outcome,
      });
    } catch (error) {
      // "Your message is saved" only once it is: a turn that failed before that was not stored.
      fail(
        error,
        repMessageSaved ? REALTIME_MESSAGES.providerFailed : REALTIME_MESSAGES.notSaved,
        frame?.client_turn_id,
      );
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  async function onFrame(frame: ClientFrame) {
    switch (frame.type) {
      case 'speech.start':
        speech.start(frame.speech_id);
        return;
      case 'speech.end':
        await speech.finish(frame.speech_id);
        return;
      case 'speech.cancel':
        speech.cancel(frame.speech_id);
        return;
      case 'speech.pause':
        speech.pause(frame.speech_id);
        return;
      case 'ping':
        send({ type: 'pong' });
        return;
      case 'interrupt':
        if (inFlight) {
          heardChars = frame.delivered_chars;
          inFlight.abort();
        } else if (lastReplyId) {
          // The reply was complete but still playing: store what was heard and show it.
          const cut = await practice.truncateReply(userId, sessionId, lastReplyId, frame.delivered_chars);
          if (cut?.interrupted) send({ type: 'message.updated', message: toSessionMessage(cut) });
        }
        return;
      case 'turn':
      case 'retry':
        opening?.abort();
        if (inFlight) {
          send({ type: 'error', detail: REALTIME_MESSAGES.turnInProgress, retryable: true });
          return;
        }
        await run(frame.type, frame.type === 'turn' ? frame : null);
        return;
    }
  }

  socket.on('message', (data, isBinary) => {
    // A socket being closed (flood, sign-out) takes nothing more.
    if (socket.readyState !== socket.OPEN) return;
    if (isBinary) {
      speech.audio(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer));
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const frame = parseFrame(text);
    // A NUL or broken Unicode would fail the query that stores the turn: refused like any bad frame.
    if (!frame || unstorableTextAt(frame) !== null) {
      send({ type: 'error', detail: REALTIME_MESSAGES.badFrame, retryable: false });
      return;
    }
    onFrame(frame).catch((err: unknown) => fail(err, GENERIC_MESSAGES.internal));
  });
  socket.on('close', () => {
    inFlight?.abort();
    opening?.abort();
    speech.close();
    ahead.drop();
  });

  return {
    /**
     * A cold call starts with the buyer's voice: in a spoken session whose transcript is only the
     * buyer's opening line, that line is synthesised and sent as audio straight after `ready`.
     */
    speakOpening(messages: readonly { message_id: string; role: string; text: string }[]) {
      const [first, ...rest] = messages;
      if (!voice || !synthesize || !first || first.role !== 'buyer' || rest.length > 0) return;
      // The stored opening line stays whole when the rep talks over it: the buyer did say it.
      opening = new AbortController();
      const splitter = new SentenceSplitter();
      const { speak } = speakerFor(first.message_id, opening.signal);
      [...splitter.push(first.text), ...splitter.flush()].forEach(speak);
    },
  };
}
