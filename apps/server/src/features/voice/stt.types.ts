export type SttEngine = {
  /** `pocketsphinx`, or the provider's name. */
  name: string;
  transcribe(audio: Buffer, mime: string, signal?: AbortSignal): Promise<string>;
};
