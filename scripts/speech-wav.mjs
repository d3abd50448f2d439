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

/**
 * @param {string} line what the rep says
 * @param {{ leadSeconds?: number, tailSeconds?: number }} [options] silence before and after
 * @returns {string} the WAV file's path (in a fresh temporary folder)
 */
export function speechWav(line, { leadSeconds = 1.5, tailSeconds = 6 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-voice-'));
  const raw = path.join(dir, 'raw.wav');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/speak-line.ts'), raw, line], {
    cwd: root,
  });
  const source = fs.readFileSync(raw);
  const sampleRate = source.readUInt32LE(24);
  const dataAt = source.indexOf('data', 12) + 8;
  const speech = source.subarray(dataAt, dataAt + source.readUInt32LE(dataAt - 4));
  const silence = (seconds) => Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const data = Buffer.concat([silence(leadSeconds), speech, silence(tailSeconds)]);
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
  return file;
}
