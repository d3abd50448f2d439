import { randomUUID } from 'node:crypto';
import { moodOf, type PersonaProfile } from '@buyerlab/buyer';
import {
  GENERIC_MESSAGES,
  REALTIME_MESSAGES,
  SPEECH_MAX_UPLOAD_BYTES,
  SPEECH_MESSAGES,
  clientFrameSchema,
  type ClientFrame,
  type ServerFrame,
} from '@buyerlab/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error';
import { unstorableTextAt } from '../../lib/storable-text';
import { openSttStream, type SttEngine, type SttStream } from '../voice/stt';
import { trimLeadingSilence } from '../voice/wav';
import { toSessionMessage, type MessageRow } from '../sessions/transcript.service';
import { sameWords, type PracticeService, type Speculation, type TurnResult } from './practice.service';
import { SentenceSplitter, splitLeadingClause } from './sentences';
import { pcmMilliseconds, type SpeechAdmission } from './speech-admission';

export type Synthesize = (
  text: string,
  voice: PersonaProfile['voice'],
  signal: AbortSignal,
) => Promise<{ audio: Buffer; mime: string }>;

type ConnectionOptions = {
  socket: WebSocket;
  practice: PracticeService;
  userId: string;
  sessionId: string;
  voice: PersonaProfile['voice'] | null;
  synthesize: Synthesize | null;
  /** The server's recogniser, for speech streamed over the socket (null: the browser recognises). */
  stt: SttEngine | null;
  /** Utterances a connection may start per minute (each can start a recogniser process). */
  speechPerMinute: number;
  /** Shares the recognisers between accounts (one per socket, a few per account). */
  speechAdmission: SpeechAdmission;
  /** How far an utterance's audio may fall behind the time it has been open before it is dropped. */
  speechIdleMs: number;
  log: FastifyBaseLogger;
};

type Audio = { audio: Buffer; mime: string };

/**
 * The reply to the rep's words so far, worked out while they pause (the buyer's text, then its
 * first clause's audio): a turn that brings the same words uses it, anything else drops it.
 */
type Ahead = {
  repText: string;
  reply: Promise<Speculation | null>;
  /** The first piece of the reply's audio, once the reply is known. */
  firstAudio: { text: string; pending: Promise<Audio | null> } | null;
  controller: AbortController;
};

type OpenSpeech = {
  id: string;
  stream: SttStream;
  bytes: number;
  openedAt: number;
  release: () => void;
  timer?: NodeJS.Timeout;
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
  userId,
  sessionId,
  voice,
  synthesize,
  stt,
  speechPerMinute,
  speechAdmission,
  speechIdleMs,
  log,
}: ConnectionOptions) {
  let inFlight: AbortController | null = null;
  /** The utterance being streamed in, if any: one at a time. */
  let speech: OpenSpeech | null = null;
  const speechStarts: number[] = [];
  let heardChars: number | null = null;
  let lastReplyId: string | null = null;

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
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
      const ahead = index === 0 ? prepared() : null;
      const ready = ahead?.text === sentence ? ahead.pending : null;
      const made = ready
        ? ready.then((audio) => audio ?? synthesize(sentence, voice, signal))
        : synthesize(sentence, voice, signal);
      const pending = made.catch((err: unknown) => {
        if (!signal.aborted) log.warn({ err }, 'speech synthesis failed for a sentence');
        return null;
      });
      audioChain = audioChain.then(async () => {
        const made = await pending;
        // The silence a voice opens with is kept between sentences, but not before the first words.
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

  /** The reply being worked out ahead on the rep's words so far, if any. */
  let ahead: Ahead | null = null;

  const dropAhead = () => {
    ahead?.controller.abort();
    ahead = null;
  };

  /**
   * The recogniser has the rep's words so far (they paused): the buyer's answer to them, and the
   * audio of its first clause, are worked out now, so that a turn bringing these words is
   * answered without waiting for either. Nothing is stored; words that change drop it.
   */
  const speculate = (repText: string) => {
    if (inFlight || !repText.trim()) return;
    if (ahead && sameWords(ahead.repText, repText)) return;
    dropAhead();
    const controller = new AbortController();
    const current: Ahead = {
      repText,
      controller,
      firstAudio: null,
      reply: practice.speculate(userId, sessionId, repText).catch((err: unknown) => {
        log.warn({ err }, 'a speculative reply failed');
        return null;
      }),
    };
    ahead = current;
    void current.reply.then((speculation) => {
      if (!speculation || !synthesize || !voice || controller.signal.aborted) return;
      const splitter = new SentenceSplitter();
      const [first] = [...speculation.chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.flush()];
      const [piece] = first ? splitLeadingClause(first) : [];
      if (!piece) return;
      const pending: Promise<Audio | null> = synthesize(piece, voice, controller.signal).catch(() => null);
      current.firstAudio = { text: piece, pending };
    });
  };

  /** What a turn with these words may use: the speculation on the same words, handed over once. */
  const takeAhead = (repText: string): Ahead | null => {
    const taken = ahead;
    ahead = null;
    if (taken && sameWords(taken.repText, repText)) return taken;
    taken?.controller.abort();
    return null;
  };

  async function run(kind: 'turn' | 'retry', frame: Extract<ClientFrame, { type: 'turn' }> | null) {
    const controller = new AbortController();
    inFlight = controller;
    heardChars = null;
    const replyId = randomUUID();
    const splitter = new SentenceSplitter();
    const used = kind === 'turn' && frame ? takeAhead(frame.text) : null;
    if (!used) dropAhead();
    // The prepared audio follows the reply's own signal from here (an interruption stops it).
    controller.signal.addEventListener('abort', () => used?.controller.abort(), { once: true });
    // Read when the first sentence is spoken: by then the speculation's reply (and so which audio
    // it prepared) is known, since the turn waited for it.
    const { speak, done } = speakerFor(replyId, controller.signal, () => used?.firstAudio ?? null);
    let started = false;
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
      onChunk: (text: string) => {
        if (!started) {
          started = true;
          send({ type: 'reply.start', reply_id: replyId });
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

  const dropSpeech = () => {
    if (!speech) return;
    clearTimeout(speech.timer);
    speech.stream.abort();
    speech.release();
    speech = null;
  };

  /**
   * An utterance holds a recogniser only as long as its audio justifies: it may stay open for the
   * audio received so far plus `speechIdleMs`. A microphone keeps it open while the rep speaks; a
   * client that opens an utterance and sends nothing (or a trickle) loses it.
   */
  const watchSpeech = (current: OpenSpeech) => {
    clearTimeout(current.timer);
    const due = current.openedAt + speechIdleMs + pcmMilliseconds(current.bytes) - Date.now();
    current.timer = setTimeout(
      () => {
        if (speech !== current) return;
        dropSpeech();
        send({ type: 'speech.error', speech_id: current.id, detail: SPEECH_MESSAGES.noAudio });
      },
      Math.max(0, due),
    );
  };

  const onAudio = (chunk: Buffer) => {
    // Audio after a cancel or an error is late, not wrong: it is dropped quietly.
    if (!speech) return;
    speech.bytes += chunk.length;
    if (speech.bytes > SPEECH_MAX_UPLOAD_BYTES || chunk.length % 2 !== 0) {
      const { id } = speech;
      dropSpeech();
      const detail = chunk.length % 2 !== 0 ? REALTIME_MESSAGES.badFrame : SPEECH_MESSAGES.tooLarge;
      send({ type: 'speech.error', speech_id: id, detail });
      return;
    }
    speech.stream.write(chunk);
    watchSpeech(speech);
  };

  async function finishSpeech(id: string) {
    const current = speech;
    if (!current || current.id !== id) {
      // Cancelled, refused or superseded: say so, so the client never waits for an answer.
      send({ type: 'speech.error', speech_id: id, detail: SPEECH_MESSAGES.sttFailed });
      return;
    }
    speech = null;
    clearTimeout(current.timer);
    try {
      send({ type: 'speech.text', speech_id: id, text: (await current.stream.finish()).trim() });
    } catch (err) {
      log.warn({ err, engine: stt?.name }, 'streamed transcription failed');
      send({ type: 'speech.error', speech_id: id, detail: SPEECH_MESSAGES.sttFailed });
    } finally {
      // The recogniser is busy until its text is out: the account's share is given back only then.
      current.release();
    }
  }

  async function onFrame(frame: ClientFrame) {
    switch (frame.type) {
      case 'speech.start': {
        dropSpeech();
        const now = Date.now();
        while (speechStarts.length > 0 && speechStarts[0]! <= now - 60_000) speechStarts.shift();
        const refusal = !stt
          ? SPEECH_MESSAGES.sttUnavailable
          : speechStarts.length >= speechPerMinute
            ? GENERIC_MESSAGES.tooManyRequests
            : null;
        const release = refusal || !stt ? null : speechAdmission.admit(userId);
        if (refusal || !stt || !release) {
          send({ type: 'speech.error', speech_id: frame.speech_id, detail: refusal ?? SPEECH_MESSAGES.tooManyOpen });
          return;
        }
        speechStarts.push(now);
        const speechId = frame.speech_id;
        speech = {
          id: speechId,
          stream: openSttStream(stt, undefined, (text) => {
            if (speech?.id !== speechId) return;
            send({ type: 'speech.partial', speech_id: speechId, text });
            speculate(text);
          }),
          bytes: 0,
          openedAt: now,
          release,
        };
        watchSpeech(speech);
        return;
      }
      case 'speech.end':
        await finishSpeech(frame.speech_id);
        return;
      case 'speech.cancel':
        if (speech?.id === frame.speech_id) dropSpeech();
        return;
      case 'speech.pause':
        if (speech?.id === frame.speech_id) speech.stream.pause?.();
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
      onAudio(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer));
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
    dropAhead();
    dropSpeech();
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
