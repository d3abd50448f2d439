import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import type { SttEngine } from './stt.types';
import { encodeWav, readMonoSamples, resample } from './wav';

/**
 * Local recognition with CMU PocketSphinx (Debian's `pocketsphinx` + `pocketsphinx-en-us`, the
 * 5prealpha CLI `pocketsphinx_continuous`). It needs 16 kHz mono 16-bit WAV, converted here; it
 * loads its model on every run (~0.5 s) and decodes at ~0.3× real time, so it suits CI and
 * machines without a provider rather than the fastest turns. WAV input only: the browser sends
 * WAV when this engine is the one configured.
 */
export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';
const MAX_CONCURRENT = 2;

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

export function toRecogniserWav(audio: Buffer): Buffer {
  const pcm = readMonoSamples(audio);
  if (!pcm) throw new AppError('unsupported_media_type', SPEECH_MESSAGES.wavOnly);
  if (pcm.samples.length === 0) throw new AppError('validation_failed', SPEECH_MESSAGES.invalidAudio);
  return encodeWav(resample(pcm.samples, pcm.sampleRate, 16_000), 16_000);
}

export function createPocketsphinxEngine(options: { binary: string; timeoutMs: number }): SttEngine {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    name: 'pocketsphinx',
    async transcribe(audio, _mime, signal) {
      const wav = toRecogniserWav(audio);
      await acquire();
      const dir = await mkdtemp(path.join(os.tmpdir(), 'buyerlab-stt-'));
      try {
        // The CLI only reads a WAV header when the file name ends in .wav.
        const file = path.join(dir, 'speech.wav');
        await writeFile(file, wav);
        const stdout = await new Promise<string>((resolve, reject) => {
          execFile(
            options.binary,
            ['-infile', file, '-logfn', '/dev/null'],
            { timeout: options.timeoutMs, maxBuffer: 1 << 20, ...(signal ? { signal } : {}) },
            (err, out) => (err ? reject(new Error(`${POCKETSPHINX_BINARY} failed`, { cause: err })) : resolve(out)),
          );
        });
        // One line per utterance the recogniser found.
        return stdout
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' ');
      } finally {
        release();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
