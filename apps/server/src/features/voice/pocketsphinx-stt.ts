import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
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
 * Loading the model takes ~0.5 s, so one process is always kept loaded and waiting (started when
 * a voice session opens). The second and third search passes are off: on the voices we tested
 * they cost ~20 % more time and recognised no better.
 */
export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';
const SEARCH_ARGS = ['-fwdflat', 'no', '-bestpath', 'no'];
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

type Recogniser = {
  child: ChildProcessWithoutNullStreams;
  text: Promise<string>;
  kill: () => void;
  /** A spare waiting for work must not keep the process alive; one at work must. */
  hold: (held: boolean) => void;
};

/**
 * Node hands a child a socket as its stdin, which the CLI cannot open by name (/dev/stdin), so
 * `cat` relays it through a real pipe. The pair is its own process group, killed as one.
 */
function startRecogniser(binary: string): Recogniser {
  const args = ['-infile', '/dev/stdin', '-logfn', '/dev/null', ...SEARCH_ARGS];
  const child = spawn('/bin/sh', ['-c', 'cat | exec "$0" "$@"', binary, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    if (output.length < MAX_OUTPUT_CHARS) output += chunk;
  });
  child.stderr.resume();
  // Writing to a recogniser that has gone: its exit is what reports the failure.
  child.stdin.on('error', () => undefined);
  const text = new Promise<string>((resolve, reject) => {
    child.once('error', (err) => reject(new Error(`${POCKETSPHINX_BINARY} could not start`, { cause: err })));
    child.once('close', (code, signal) => {
      if (code === 0) {
        // One line per stretch of speech the recogniser found.
        resolve(
          output
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .join(' '),
        );
      } else reject(new Error(`${POCKETSPHINX_BINARY} stopped (${signal ?? `exit ${code}`})`));
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
  return { child, text, kill, hold };
}

const abortError = () => Object.assign(new Error('recognition aborted'), { name: 'AbortError' });

export function createPocketsphinxEngine(options: { binary: string; timeoutMs: number }): SttEngine {
  let running = 0;
  const waiting: (() => void)[] = [];
  const live = new Set<Recogniser>();
  let spare: Recogniser | null = null;
  let closed = false;

  const prepare = () => {
    if (closed || spare) return;
    spare = startRecogniser(options.binary);
    spare.hold(false);
  };
  /** The loaded spare when it is still waiting, else a fresh process; then a new spare loads. */
  const take = (): Recogniser => {
    const ready = spare && spare.child.exitCode === null && spare.child.signalCode === null ? spare : null;
    spare = null;
    const recogniser = ready ?? startRecogniser(options.binary);
    recogniser.hold(true);
    prepare();
    return recogniser;
  };
  const acquire = async () => {
    if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const openStream = (signal?: AbortSignal): SttStream => {
    const held: Buffer[] = [];
    let recogniser: Recogniser | null = null;
    let ended = false;
    let aborted = false;
    const kill = () => recogniser?.kill();
    const limit = setTimeout(kill, MAX_STREAM_MS);
    limit.unref();
    const started = acquire().then(() => {
      if (aborted || closed) {
        release();
        return null;
      }
      const r = take();
      recogniser = r;
      live.add(r);
      void r.text
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(limit);
          live.delete(r);
          release();
        });
      for (const chunk of held.splice(0)) r.child.stdin.write(chunk);
      if (ended) r.child.stdin.end();
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
        if (recogniser) recogniser.child.stdin.write(pcm);
        else held.push(pcm);
      },
      async finish() {
        ended = true;
        const r = await started;
        if (!r || aborted) throw abortError();
        r.child.stdin.end();
        const timer = setTimeout(kill, options.timeoutMs);
        try {
          return await r.text;
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
      for (const r of [...live, ...(spare ? [spare] : [])]) r.kill();
      spare = null;
      await Promise.all([...live].map((r) => r.text.catch(() => undefined)));
    },
  };
}
