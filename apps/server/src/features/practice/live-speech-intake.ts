import {
  GENERIC_MESSAGES,
  REALTIME_MESSAGES,
  SPEECH_MAX_UPLOAD_BYTES,
  SPEECH_MESSAGES,
  type ServerFrame,
} from '@buyerlab/contract';
import type { FastifyBaseLogger } from 'fastify';
import { openSttStream, type SttEngine, type SttStream } from '../voice/stt';
import { pcmMilliseconds, type SpeechAdmission } from './speech-admission';

export type SpeechIntakeOptions = {
  send: (frame: ServerFrame) => void;
  userId: string;
  /** The server's recogniser, for speech streamed over the socket (null: the browser recognises). */
  stt: SttEngine | null;
  /** Utterances a connection may start per minute (each can start a recogniser process). */
  speechPerMinute: number;
  /** Shares the recognisers between accounts (one per socket, a few per account). */
  speechAdmission: SpeechAdmission;
  /** How far an utterance's audio may fall behind the time it has been open before it is dropped. */
  speechIdleMs: number;
  log: FastifyBaseLogger;
  /** Called with the words recognised so far, and their utterance, each time a partial result is sent. */
  onPartial?: (text: string, speechId: string) => void;
};

type OpenSpeech = {
  id: string;
  stream: SttStream;
  bytes: number;
  openedAt: number;
  release: () => void;
  timer?: NodeJS.Timeout;
};

/**
 * The rep's speech as it is streamed over one live connection: `speech.start` opens an utterance
 * (one at a time, within the per-minute and per-account limits), binary frames feed its
 * recogniser, `speech.pause` asks for the words so far (sent as `speech.partial`), and
 * `speech.end` answers `speech.text` or `speech.error`. Every utterance the client opened gets an
 * answer, so it never waits for one that will not come.
 */
export function createSpeechIntake({
  send,
  userId,
  stt,
  speechPerMinute,
  speechAdmission,
  speechIdleMs,
  log,
  onPartial,
}: SpeechIntakeOptions) {
  /** The utterance being streamed in, if any: one at a time. */
  let speech: OpenSpeech | null = null;
  const speechStarts: number[] = [];

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

  return {
    start(speechId: string) {
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
        send({ type: 'speech.error', speech_id: speechId, detail: refusal ?? SPEECH_MESSAGES.tooManyOpen });
        return;
      }
      speechStarts.push(now);
      speech = {
        id: speechId,
        stream: openSttStream(stt, undefined, (text) => {
          if (speech?.id !== speechId) return;
          send({ type: 'speech.partial', speech_id: speechId, text });
          onPartial?.(text, speechId);
        }),
        bytes: 0,
        openedAt: now,
        release,
      };
      watchSpeech(speech);
      return;
    },
    audio: onAudio,
    finish: finishSpeech,
    cancel(speechId: string) {
      if (speech?.id === speechId) dropSpeech();
    },
    pause(speechId: string) {
      if (speech?.id === speechId) speech.stream.pause?.();
    },
    /** The socket closed: the open utterance's recogniser is let go. */
    close: dropSpeech,
  };
}
