import { accessSync, constants } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import { startRecognisers, type Recogniser } from './pocketsphinx-process';
import type { SttEngine, SttStream } from './stt.types';
import { readMonoSamples, resample, toPcm16 } from './wav';

/**
 * Local recognition with CMU PocketSphinx (Debian's `pocketsphinx` + `pocketsphinx-en-us`). Each
 * utterance goes to a pair of recogniser processes, one per language model
 * (pocketsphinx-process.ts). Loading the model takes ~0.5 s, so a spare pair is always kept loaded
 * and waiting (started when a voice session opens); at most MAX_RUNNING decode at once.
 */
export { POCKETSPHINX_BINARY } from './pocketsphinx-process';

/** Recognisers decoding at once; more streams wait (their audio is kept meanwhile). */
const MAX_RUNNING = 4;
/** A stream left open longer than this is cut (the transcribe endpoint caps a recording at ~65 s). */
const MAX_STREAM_MS = 120_000;

export function findOnPath(binary: string, pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** Any WAV we can read, as the recogniser's 16 kHz 16-bit PCM. */
export function toRecogniserPcm(audio: Buffer): Buffer {
  const pcm = readMonoSamples(audio);
  if (!pcm) throw new AppError('unsupported_media_type', SPEECH_MESSAGES.wavOnly);
  if (pcm.samples.length === 0) throw new AppError('validation_failed', SPEECH_MESSAGES.invalidAudio);
  return toPcm16(resample(pcm.samples, pcm.sampleRate, 16_000));
}

const abortError = () => Object.assign(new Error('recognition aborted'), { name: 'AbortError' });

export type PocketsphinxOptions = {
  binary: string;
  timeoutMs: number;
  /** Builds the sales-call language model, giving its file (null: the general model alone). */
  languageModel?: () => Promise<string | null>;
};

/** How long after an utterance's recogniser is done its replacement starts loading. */
const SPARE_AFTER_USE_MS = 500;

/** Unless a voice session asks sooner, the sales model is built this long after start-up. */
const LANGUAGE_MODEL_DELAY_MS = 2_000;

export function createPocketsphinxEngine(options: PocketsphinxOptions): SttEngine {
  let running = 0;
  const waiting: (() => void)[] = [];
  const live = new Set<Recogniser>();
  let spare: Recogniser | null = null;
  let closed = false;
  let languageModel: string | null = null;
  let languageModelBuild: Promise<void> | null = null;

  /** Builds the sales model once (~0.3 s of work); a spare loaded without it is replaced. */
  const buildLanguageModel = (): Promise<void> => {
    languageModelBuild ??= (options.languageModel?.() ?? Promise.resolve(null))
      .catch(() => null)
      .then((file) => {
        if (closed && file) void rm(path.dirname(file), { recursive: true, force: true });
        if (closed || !file) return;
        languageModel = file;
        if (spare) {
          spare.kill();
          spare = null;
          prepare();
        }
      });
    return languageModelBuild;
  };
  const buildSoon = setTimeout(() => void buildLanguageModel(), LANGUAGE_MODEL_DELAY_MS);
  buildSoon.unref();

  const prepare = () => {
    void buildLanguageModel();
    if (closed || spare) return;
    spare = startRecognisers(options.binary, languageModel);
    spare.hold(false);
  };
  /**
   * The loaded spare when it is still waiting, else fresh processes. The next spare loads only
   * once this utterance is over (see `prepareAfterUse`): loading two models takes ~0.6 s of CPU,
   * which on two cores would compete with the decoding the rep is waiting for.
   */
  const take = (): Recogniser => {
    const ready = spare?.alive() ? spare : null;
    spare = null;
    const recogniser = ready ?? startRecognisers(options.binary, languageModel);
    recogniser.hold(true);
    return recogniser;
  };
  /** A new spare, a moment after an utterance's text is out (the buyer's answer goes first). */
  const prepareAfterUse = () => setTimeout(prepare, SPARE_AFTER_USE_MS).unref();
  const acquire = async () => {
    if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const openStream = (signal?: AbortSignal, onPartial?: (text: string) => void): SttStream => {
    const held: Buffer[] = [];
    let recogniser: Recogniser | null = null;
    let ended = false;
    let aborted = false;
    const kill = () => recogniser?.kill();
    const limit = setTimeout(kill, MAX_STREAM_MS);
    limit.unref();
    const started = Promise.all([acquire(), buildLanguageModel()]).then(() => {
      if (aborted || closed) {
        release();
        return null;
      }
      const r = take();
      if (onPartial) r.listen((heard) => onPartial(heard.text));
      recogniser = r;
      live.add(r);
      void r.text
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(limit);
          live.delete(r);
          release();
          prepareAfterUse();
        });
      for (const chunk of held.splice(0)) r.write(chunk);
      if (ended) r.end();
      return r;
    });
    const abort = () => {
      if (aborted) return;
      aborted = true;
      held.length = 0;
      kill();
    };
    signal?.addEventListener('abort', abort, { once: true });
    return {
      write(pcm) {
        if (ended || aborted) return;
        if (recogniser) recogniser.write(pcm);
        else held.push(pcm);
      },
      pause() {
        // Before the recogniser is up the audio is held and decoded in one go anyway.
        if (!ended && !aborted) recogniser?.pause();
      },
      async finish() {
        ended = true;
        const r = await started;
        if (!r || aborted) throw abortError();
        r.end();
        const timer = setTimeout(kill, options.timeoutMs);
        try {
          return (await r.text).text;
        } catch (err) {
          throw aborted ? abortError() : err;
        } finally {
          clearTimeout(timer);
          signal?.removeEventListener('abort', abort);
        }
      },
      abort,
    };
  };

  return {
    name: 'pocketsphinx',
    async transcribe(audio, _mime, signal) {
      const pcm = toRecogniserPcm(audio);
      const stream = openStream(signal);
      stream.write(pcm);
      return stream.finish();
    },
    openStream,
    prepare,
    async close() {
      closed = true;
      clearTimeout(buildSoon);
      if (languageModel) await rm(path.dirname(languageModel), { recursive: true, force: true });
      for (const r of [...live, ...(spare ? [spare] : [])]) r.kill();
      spare = null;
      await Promise.all([...live].map((r) => r.text.catch(() => undefined)));
    },
  };
}
