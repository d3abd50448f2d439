// A spoken line as a WAV for Chromium's fake microphone (`--use-file-for-fake-audio-capture`),
// which loops the file: the line in the product's own offline voice (Flite, via
// scripts/speak-line.ts), 16-bit mono PCM with silence before and after. A natural-sounding voice
// matters: the local recogniser hears Flite's rep well enough to check the words it heard.
// Shared by the browser suite and the benchmarks.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** One line in the rep's voice: its samples (16-bit PCM) and their rate. */
function speak(line, dir, n) {
  const raw = path.join(dir, `raw-${n}.wav`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/speak-line.ts'), raw, line], {
    cwd: root,
  });
  const source = fs.readFileSync(raw);
  const sampleRate = source.readUInt32LE(24);
  const dataAt = source.indexOf('data', 12) + 8;
  const pcm = source.subarray(dataAt, dataAt + source.readUInt32LE(dataAt - 4));
  // Flite pads a line with silence: cut it, so the pauses between parts are the ones asked for.
  const loud = (i) => Math.abs(pcm.readInt16LE(i)) > AUDIBLE;
  let start = 0;
  let end = pcm.length - 2;
  while (start < end && !loud(start)) start += 2;
  while (end > start && !loud(end)) end -= 2;
  return { sampleRate, pcm: pcm.subarray(start, end + 2) };
}

/** Sample value (16-bit) below which Flite's output is silence. */
const AUDIBLE = 64;

/**
 * @param {string} line what the rep says
 * @param {{ leadSeconds?: number, tailSeconds?: number }} [options] silence before and after
 * @returns {string} the WAV file's path (in a fresh temporary folder)
 */
export function speechWav(line, options) {
  return speechWavParts([line], options);
}

/**
 * Several stretches of speech with the pauses between them: `['We run three shifts and', 0.7,
 * 'the changeover takes an hour.']` says the two halves with 700 ms of silence in between.
 * @param {(string | number)[]} parts lines to say, and seconds of silence
 * @param {{ leadSeconds?: number, tailSeconds?: number }} [options] silence before and after
 * @returns {string} the WAV file's path (in a fresh temporary folder)
 */
export function speechWavParts(parts, { leadSeconds = 1.5, tailSeconds = 6 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-voice-'));
  const spoken = parts.map((part, n) => (typeof part === 'string' ? speak(part, dir, n) : part));
  const sampleRate = spoken.find((part) => typeof part !== 'number')?.sampleRate ?? 16_000;
  const silence = (seconds) => Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const data = Buffer.concat([
    silence(leadSeconds),
    ...spoken.map((part) => (typeof part === 'number' ? silence(part) : part.pcm)),
    silence(tailSeconds),
  ]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = path.join(dir, 'utterance.wav');
  fs.writeFileSync(file, Buffer.concat([header, data]));
  for (const entry of fs.readdirSync(dir)) if (entry.startsWith('raw-')) fs.rmSync(path.join(dir, entry));
  return file;
}
