import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from '../lib.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The server's voice engines, bundled beside dist/server.js so they find the built worker. */
export async function loadVoiceEngines() {
  const serverDir = path.join(root, 'apps/server');
  const outfile = path.join(serverDir, 'dist/bench-voice.mjs');
  await build({
    stdin: {
      contents: `export { createFliteEngine } from './src/features/voice/flite-engine';
export { createSttEngine } from './src/features/voice/stt';
export { toRecogniserPcm } from './src/features/voice/pocketsphinx-stt';
export { wavDurationSeconds } from './src/features/voice/wav';`,
      resolveDir: serverDir,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '@buyerlab/contract': path.join(root, 'packages/contract/src/index.ts') },
    logLevel: 'warning',
  });
  const engines = await import(pathToFileURL(outfile).href);
  fs.rmSync(outfile, { force: true });
  return engines;
}

export const silentLog = { warn() {}, error() {}, info() {}, debug() {} };

/**
 * The server's share of a voice turn: the offline voice's first sentence (warm worker, as in a
 * live session) and local recognition of a 3-second utterance with PocketSphinx when installed,
 * both as a whole recording and streamed as it is spoken.
 */
export async function benchVoice({ report }) {
  const { createFliteEngine, createSttEngine, toRecogniserPcm, wavDurationSeconds } = await loadVoiceEngines();
  const tts = createFliteEngine({ log: silentLog });
  try {
    await tts.warm();
    const sentences = [
      'Sure, I have a few minutes.',
      'We run two filling lines and the older one jams about twice a week.',
      'Honestly, we already replaced two filling lines last year, so what would be different this time?',
    ];
    const voices = [
      { gender: 'female', pitch: 1.08, rate: 1 },
      { gender: 'male', pitch: 0.92, rate: 1 },
    ];
    const times = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await tts.synthesize(sentences[i % sentences.length], voices[i % voices.length]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    report('offline TTS first sentence, 6–16 words, p50 (ms)', Math.round(percentile(times, 50)), 'share of < 600');
    report('offline TTS first sentence, 6–16 words, p95 (ms)', Math.round(percentile(times, 95)));

    const stt = createSttEngine(
      { STT_PROVIDER: 'pocketsphinx', STT_TIMEOUT_MS: 120_000, PATH: process.env.PATH ?? '' },
      silentLog,
    );
    if (!stt) {
      report('STT pocketsphinx, 3 s utterance (ms)', 'not installed');
      return;
    }
    const { audio } = await tts.synthesize('I would like to talk about your filling line next week.', voices[1]);
    const seconds = wavDurationSeconds(audio).toFixed(1);
    try {
      stt.prepare?.();
      const sttTimes = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await stt.transcribe(audio, 'audio/wav');
        sttTimes.push(performance.now() - started);
      }
      report(
        `STT pocketsphinx, whole ${seconds} s recording, p50 (ms)`,
        Math.round(percentile(sttTimes, 50)),
        'the fallback when streaming breaks',
      );
      // As in a live session: 96 ms frames as the microphone yields them, then the end.
      const pcm = toRecogniserPcm(audio);
      const tail = [];
      for (let i = 0; i < 4; i++) {
        const stream = stt.openStream(undefined);
        for (let at = 0; at < pcm.length; at += 3_072) {
          stream.write(pcm.subarray(at, at + 3_072));
          await new Promise((resolve) => setTimeout(resolve, 96));
        }
        const ended = performance.now();
        await stream.finish();
        tail.push(performance.now() - ended);
      }
      report(
        `STT pocketsphinx, streamed ${seconds} s utterance: end → text, p50 (ms)`,
        Math.round(percentile(tail, 50)),
        'share of < 600',
      );
    } finally {
      await stt.close?.();
    }
  } finally {
    await tts.close();
  }
}
