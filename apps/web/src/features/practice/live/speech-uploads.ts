import type { ClientFrame, ServerFrame } from '@buyerlab/contract';
import { toPcm16 } from '../lib/wav';

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
export const SPEECH_ANSWER_TIMEOUT_MS = 20_000;

export type SpeechChannel = {
  send: (frame: ClientFrame) => boolean;
  sendAudio: (pcm: ArrayBuffer) => boolean;
};

type SpeechFrame = Extract<ServerFrame, { type: 'speech.partial' | 'speech.text' | 'speech.error' }>;
type Result = string | SpeechStreamError;

/**
 * Matches the server's answers to the utterances streamed to it, by speech id: the words so far
 * go to the open utterance's listener, the final text (or the reason there is none) to whoever
 * awaits `end`, even when it came before `end` was called (the server refused the stream mid-way).
 */
export class SpeechUploads implements SpeechStreamer {
  /** Utterances ended and waiting for the server's text. */
  private readonly waiters = new Map<string, (result: Result) => void>();
  private early: { id: string; result: Result } | null = null;
  /** Who hears the words so far of the utterance being streamed. */
  private partial: { id: string; listener: (text: string) => void } | null = null;

  constructor(
    private readonly channel: () => SpeechChannel | null,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** A speech frame from the server. */
  receive(frame: SpeechFrame): void {
    if (frame.type === 'speech.partial') {
      if (this.partial?.id === frame.speech_id) this.partial.listener(frame.text);
      return;
    }
    const result = frame.type === 'speech.text' ? frame.text : new SpeechStreamError(frame.detail);
    const settle = this.waiters.get(frame.speech_id);
    this.waiters.delete(frame.speech_id);
    // An answer before the utterance ended waits for `end`.
    if (settle) settle(result);
    else this.early = { id: frame.speech_id, result };
  }

  /** The connection dropped and took its utterances with it: their recordings go by request. */
  connectionLost(): void {
    const waiters = [...this.waiters.values()];
    this.waiters.clear();
    for (const settle of waiters) settle(new SpeechStreamError('connection lost'));
  }

  begin = (onPartial?: (text: string) => void): SpeechUpload | null => {
    const channel = this.channel();
    const id = this.newId();
    if (!channel?.send({ type: 'speech.start', speech_id: id })) return null;
    this.partial = onPartial ? { id, listener: onPartial } : null;
    let open = true;
    const close = () => {
      open = false;
      if (this.partial?.id === id) this.partial = null;
    };
    return {
      push: (samples) => {
        if (open) open = channel.sendAudio(toPcm16(samples));
      },
      pause: () => {
        if (open) channel.send({ type: 'speech.pause', speech_id: id });
      },
      end: () => {
        const wasOpen = open;
        close();
        return this.await(id, () => wasOpen && channel.send({ type: 'speech.end', speech_id: id }));
      },
      cancel: () => {
        close();
        channel.send({ type: 'speech.cancel', speech_id: id });
      },
    };
  };

  private await(id: string, sendEnd: () => boolean): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => settle(new SpeechStreamError('no answer')), SPEECH_ANSWER_TIMEOUT_MS);
      const settle = (result: Result) => {
        clearTimeout(timer);
        this.waiters.delete(id);
        if (result instanceof SpeechStreamError) reject(result);
        else resolve(result);
      };
      const early = this.early;
      if (early?.id === id) {
        this.early = null;
        settle(early.result);
        return;
      }
      this.waiters.set(id, settle);
      if (!sendEnd()) settle(new SpeechStreamError('connection lost'));
    });
  }
}
