import { describe, expect, it } from 'vitest';
import { encodeWav, readMonoSamples, trimLeadingSilence, wavDurationSeconds } from './wav';

const RATE = 16_000;
/** `silentMs` of silence, then `toneMs` of a 440 Hz tone at half scale. */
function voiceAfter(silentMs: number, toneMs = 200): Buffer {
  const silent = Math.round((silentMs / 1000) * RATE);
  const samples = new Float32Array(silent + Math.round((toneMs / 1000) * RATE));
  for (let i = silent; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return encodeWav(samples, RATE);
}

describe('the silence before a reply’s first words', () => {
  it('is cut down to a few milliseconds, keeping every audible sample', () => {
    const trimmed = trimLeadingSilence(voiceAfter(150), 10);
    expect(wavDurationSeconds(trimmed)).toBeCloseTo(0.21, 3);
    const samples = readMonoSamples(trimmed)!.samples;
    const firstAudible = samples.findIndex((s) => Math.abs(s) > 64 / 32768);
    expect(firstAudible).toBeGreaterThanOrEqual(Math.round(0.01 * RATE) - 1);
    expect(firstAudible).toBeLessThanOrEqual(Math.round(0.01 * RATE) + 1);
  });

  it('leaves audio alone that starts at once, is silent throughout, or is not a WAV', () => {
    const prompt = voiceAfter(0);
    expect(trimLeadingSilence(prompt)).toBe(prompt);
    const silent = encodeWav(new Float32Array(1600), RATE);
    expect(trimLeadingSilence(silent)).toBe(silent);
    const mp3 = Buffer.from('ID3 not a wav at all');
    expect(trimLeadingSilence(mp3)).toBe(mp3);
  });
});
