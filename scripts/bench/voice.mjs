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
    alias: Object.fromEntries(
      ['contract', 'buyer', 'coach'].map((name) => [
        `@buyerlab/${name}`,
        path.join(root, `packages/${name}/src/index.ts`),
      ]),
    ),
    logLevel: 'warning',
  });
  const engines = await import(pathToFileURL(outfile).href);
  fs.rmSync(outfile, { force: true });
  return engines;
}

export const silentLog = { warn() {}, error() {}, info() {}, debug() {} };

/** Things a rep says in a practice call, none of them written into the product's own text. */
const REP_LINES = [
  'Thanks for taking the time today. How are your lines running this quarter?',
  'What happens on the floor when a changeover runs long?',
  'Who else would be involved in deciding on a fix like that?',
  'What would a good outcome look like for you by the end of the year?',
  'Our filler cuts changeover time by forty percent.',
  'What is your budget for new equipment this year?',
  'How do you handle sanitation between product runs?',
  'Can we book thirty minutes on Tuesday to look at the numbers?',
  'I understand the price is a concern. What would the downtime cost you in a month?',
  'Who signs off on capital spending above fifty thousand dollars?',
  'We installed the same line at a dairy in Ohio last spring.',
  'If we can deliver by March, would you be ready to move forward?',
  'Tell me more about the problems you see with the packaging line.',
  'How many shifts do you run, and where do you lose the most time?',
  'Sorry to interrupt your day. Do you have two minutes to talk?',
];

/** Small talk, far from sales: the recogniser must not trade it away for sales words. */
const SMALL_TALK = [
  'My daughter just started college in Boston, so it has been a busy month.',
  'The weather here has been terrible all week.',
  'I read an article about artificial intelligence in the newspaper yesterday.',
  'We should grab lunch the next time I am in town.',
  'Did you watch the football game on Sunday?',
  'My flight was delayed by three hours last night.',
];

const words = (text) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);

/** Word-level edit distance: substitutions, insertions and deletions. */
function editDistance(ref, hyp) {
  let row = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const next = [i];
    for (let j = 1; j <= hyp.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[hyp.length];
}

/** Word error rate of the recogniser on lines spoken by the offline voices (%). */
async function wordErrorRate(tts, stt, voices, lines) {
  let errors = 0;
  let total = 0;
  for (const voice of voices) {
    for (const line of lines) {
      const { audio } = await tts.synthesize(line, voice);
      const ref = words(line);
      errors += editDistance(ref, words(await stt.transcribe(audio, 'audio/wav')));
      total += ref.length;
    }
  }
  return (100 * errors) / total;
}

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
      for (const [label, lines] of [
        ['sales lines', REP_LINES],
        ['small-talk lines', SMALL_TALK],
      ]) {
        const accuracy = await wordErrorRate(tts, stt, voices, lines);
        report(
          `STT pocketsphinx word error rate, ${lines.length} ${label} × 2 voices (%)`,
          accuracy.toFixed(1),
          'lower is better',
        );
      }
    } finally {
      await stt.close?.();
    }
  } finally {
    await tts.close();
  }
}
