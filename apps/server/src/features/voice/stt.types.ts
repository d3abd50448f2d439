export type SttEngine = {
  /** `pocketsphinx`, or the provider's name. */
  name: string;
  transcribe(audio: Buffer, mime: string, signal?: AbortSignal): Promise<string>;
  /**
   * Recognition while the rep is still speaking: 16 kHz mono 16-bit little-endian PCM goes in as
   * it is captured, and `finish()` answers soon after the last chunk. Engines without it are
   * streamed through a buffer (see `openSttStream`). `onPartial` hears what was recognised so far
   * each time the engine finishes a stretch of speech, before the stream ends.
   */
  openStream?(signal?: AbortSignal, onPartial?: (text: string) => void): SttStream;
  /** Gets ready for a stream that is likely to come (a voice session just opened). */
  prepare?(): void;
  close?(): Promise<void>;
};

export type SttStream = {
  write(pcm: Buffer): void;
  /**
   * The rep has paused: an engine that reports partial text decodes what was said so far now,
   * rather than after a pause of its own, so the words reach the client while the pause lasts.
   */
  pause?(): void;
  /** Everything is written: what was said. */
  finish(): Promise<string>;
  abort(): void;
};
