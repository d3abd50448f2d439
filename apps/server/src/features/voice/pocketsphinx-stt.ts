import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import type { SttEngine, SttStream } from './stt.types';
import { readMonoSamples, resample, toPcm16 } from './wav';

/**
 * Local recognition with CMU PocketSphinx (Debian's `pocketsphinx` + `pocketsphinx-en-us`, the
 * 5prealpha CLI `pocketsphinx_continuous`). Each recogniser is one process reading raw 16 kHz
 * mono 16-bit PCM from its stdin and decoding as the audio arrives, so a live utterance is
 * recognised while the rep is still speaking and the text is ready ~150 ms after the last chunk.
 * Loading the model takes ~0.5 s, so a spare is always kept loaded and waiting (started when
 * a voice session opens). Each utterance goes to two such processes, with two language models
 * (see startRecognisers). Of the two extra search passes, the lattice rescoring (bestpath) stays
 * on and the flat re-search (fwdflat) is off: on the bench's rep lines spoken by the offline
 * voices, word error rate 19.3 % with neither, 16.2 % with bestpath alone, 17.9 % with both, for
 * ~116 / ~166 / ~214 ms from the end of speech to the text.
 *
 * The CLI prints each stretch of speech as soon as its own voice detector has heard
 * `-vad_postspeech` frames of silence after it (default 50: 0.5 s). At 15 (150 ms) every pause
 * longer than that yields the words so far while the rep may still go on: the partial text the
 * browser uses to tell a finished turn from a pause, and a shorter wait for the final text, which
 * is mostly decoded already when the utterance ends.
 */
export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';
const SEARCH_ARGS = ['-fwdflat', 'no', '-vad_postspeech', '15'];
/** Recognisers decoding at once; more streams wait (their audio is kept meanwhile). */
const MAX_RUNNING = 4;
/** A stream left open longer than this is cut (the transcribe endpoint caps a recording at ~65 s). */
const MAX_STREAM_MS = 120_000;
const MAX_OUTPUT_CHARS = 20_000;

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

/** What one recogniser heard, and how sure it was: the mean log posterior of its words. */
export type Hypothesis = { text: string; confidence: number };
/** The text so far and how many stretches of speech it was decoded from. */
type Partial = Hypothesis & { stretches: number };

type Recogniser = {
  text: Promise<Hypothesis>;
  write: (pcm: Buffer) => void;
  end: () => void;
  alive: () => boolean;
  kill: () => void;
  /** A spare waiting for work must not keep the process alive; one at work must. */
  hold: (held: boolean) => void;
  /** Hears the text so far each time a stretch of speech has been decoded. */
  listen: (onPartial: (heard: Partial) => void) => void;
  /** The rep paused: decode what was said up to here now (see `pause` in openStream). */
  pause: () => void;
};

/** The CLI reads its input 2048 samples (4096 bytes) at a time, blocking until it has them all. */
const READ_BLOCK_BYTES = 4096;

const WORD_TIMING = /^(\S+) \d+\.\d+ \d+\.\d+ (\d+(?:\.\d+)?(?:e-?\d+)?)$/;
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/;

/**
 * `pocketsphinx_continuous -time yes` prints, for each stretch of speech, the words heard on one
 * line and then one line per word: word, start, end, posterior probability.
 */
export function parseRecogniserOutput(output: string): Hypothesis {
  const heard: string[] = [];
  let logSum = 0;
  let words = 0;
  for (const line of output.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const timing = WORD_TIMING.exec(line);
    if (!timing) heard.push(line);
    else if (!NOT_WORDS.test(timing[1]!)) {
      logSum += Math.log(Math.max(Number(timing[2]), 1e-6));
      words += 1;
    }
  }
  return { text: heard.join(' '), confidence: words ? logSum / words : -Infinity };
}

/**
 * Node hands a child a socket as its stdin, which the CLI cannot open by name (/dev/stdin), so
 * `cat` relays it through a real pipe. The pair is its own process group, killed as one.
 */
function startRecogniser(binary: string, languageModel: string | null): Recogniser {
  const args = ['-infile', '/dev/stdin', '-logfn', '/dev/null', '-time', 'yes', ...SEARCH_ARGS];
  if (languageModel) args.push('-lm', languageModel);
  const child = spawn('/bin/sh', ['-c', 'cat | exec "$0" "$@"', binary, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let onPartial: ((heard: Partial) => void) | null = null;
  let stretches = 0;
  let written = 0;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    if (output.length < MAX_OUTPUT_CHARS) output += chunk;
    // Each stretch is flushed whole; a chunk may still end mid-line, so only whole lines count.
    const whole = output.slice(0, output.lastIndexOf('\n') + 1);
    const heard = parseRecogniserOutput(whole);
    const count = whole.split('\n').filter((line) => line.trim() && !WORD_TIMING.test(line.trim())).length;
    if (onPartial && count > stretches) {
      stretches = count;
      onPartial({ ...heard, stretches: count });
    }
  });
  const write = (pcm: Buffer) => {
    written += pcm.length;
    child.stdin.write(pcm);
  };
  child.stderr.resume();
  // Writing to a recogniser that has gone: its exit is what reports the failure.
  child.stdin.on('error', () => undefined);
  const text = new Promise<Hypothesis>((resolve, reject) => {
    child.once('error', (err) => reject(new Error(`${POCKETSPHINX_BINARY} could not start`, { cause: err })));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(parseRecogniserOutput(output));
      else reject(new Error(`${POCKETSPHINX_BINARY} stopped (${signal ?? `exit ${code}`})`));
    });
  });
  text.catch(() => undefined);
  const kill = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // The child's pipes are sockets at run time, each holding the event loop open while referenced.
  const pipes = [child.stdin, child.stdout, child.stderr] as unknown as Socket[];
  const hold = (held: boolean) => {
    for (const handle of [child, ...pipes]) {
      if (held) handle.ref();
      else handle.unref();
    }
  };
  return {
    text,
    write,
    // Silence up to the second read boundary from here (128–256 ms): with the pause the rep has
    // already made, more than the 150 ms the CLI's detector waits for, all of it readable at once.
    pause: () => write(Buffer.alloc(2 * READ_BLOCK_BYTES - (written % READ_BLOCK_BYTES))),
    end: () => void child.stdin.end(),
    alive: () => child.exitCode === null && child.signalCode === null,
    kill,
    hold,
    listen: (listener) => void (onPartial = listener),
  };
}

/** The sales model's words win when it is clearly surer (see SALES_MODEL_MARGIN). */
const pick = (general: Hypothesis, sales: Hypothesis) =>
  sales.confidence > general.confidence + SALES_MODEL_MARGIN ? sales : general;

/**
 * How much surer (mean log posterior per word) the sales model must be to win: on small talk it
 * tends to be confidently wrong, on sales talk it usually wins by more than this.
 */
const SALES_MODEL_MARGIN = 0.1;

/**
 * The same speech through two recognisers at once, one with PocketSphinx's general English model
 * and one with our sales-call model (language-model/); the sales model's words are taken when it
 * is clearly surer of them. If one recogniser fails, the other's answer stands.
 */
function startRecognisers(binary: string, languageModel: string | null): Recogniser {
  if (!languageModel) return startRecogniser(binary, null);
  const general = startRecogniser(binary, null);
  const sales = startRecogniser(binary, languageModel);
  const all = [general, sales];
  const text = Promise.allSettled([general.text, sales.text]).then(([g, s]) => {
    if (g.status === 'rejected') {
      if (s.status === 'rejected') throw g.reason;
      return s.value;
    }
    if (s.status === 'rejected') return g.value;
    return pick(g.value, s.value);
  });
  text.catch(() => undefined);
  return {
    text,
    write: (pcm) => all.forEach((r) => r.write(pcm)),
    end: () => all.forEach((r) => r.end()),
    alive: () => all.every((r) => r.alive()),
    kill: () => all.forEach((r) => r.kill()),
    hold: (held) => all.forEach((r) => r.hold(held)),
    pause: () => all.forEach((r) => r.pause()),
    // Both have decoded the same stretches of speech (their detectors are the same) before the
    // words so far are told, chosen as the final text is.
    listen: (onPartial) => {
      const latest: [Partial | null, Partial | null] = [null, null];
      let told = 0;
      const tell = () => {
        const [g, s] = latest;
        if (!g || !s || g.stretches !== s.stretches || g.stretches <= told) return;
        told = g.stretches;
        onPartial({ ...pick(g, s), stretches: told });
      };
      general.listen((heard) => {
        latest[0] = heard;
        tell();
      });
      sales.listen((heard) => {
        latest[1] = heard;
        tell();
      });
    },
  };
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
