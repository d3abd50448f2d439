import type { FliteRun } from './flite-wasi';
import type { Voice } from './tts.types';
import { encodeWav, readMonoSamples, resample } from './wav';

/**
 * Persona voice → Flite. Flite ships one US female voice (slt) and one US male voice (rms), both
 * statistical-parametric ("clustergen") voices, far clearer than its diphone voice (kal). slt
 * takes a target pitch; rms ignores it, so a male persona's pitch is applied by resampling.
 * Rate stretches durations in both.
 */
const SLT_MEAN_F0 = 165;
const FEMALE_PITCH_CENTRE = 1.075;
const MALE_PITCH_CENTRE = 0.925;
const MAX_TEXT_LENGTH = 1_000;

export type FliteRequest = { args: string[]; pitchShift: number };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function fliteRequestFor(text: string, voice: Voice): FliteRequest {
  // Line breaks and other control characters mean nothing to a synthesiser; very long text is cut.
  const spoken = Array.from(text, (ch) => (ch < ' ' || ch === '\u007f' ? ' ' : ch))
    .join('')
    .trim()
    .slice(0, MAX_TEXT_LENGTH);
  if (!spoken) throw new Error('nothing to say');
  const rate = clamp(voice.rate, 0.5, 2);
  if (voice.gender === 'female') {
    const f0 = Math.round(SLT_MEAN_F0 * clamp(voice.pitch / FEMALE_PITCH_CENTRE, 0.7, 1.4));
    const args = ['-voice', 'slt', '--setf', `duration_stretch=${(1 / rate).toFixed(3)}`];
    return { args: [...args, '--setf', `int_f0_target_mean=${f0}`, '-t', spoken, '-o', '/speech.wav'], pitchShift: 1 };
  }
  const pitchShift = clamp(voice.pitch / MALE_PITCH_CENTRE, 0.85, 1.15);
  // Resampling raises pitch and tempo together: stretch first so the tempo comes out at `rate`.
  const stretch = pitchShift / rate;
  return {
    args: ['-voice', 'rms', '--setf', `duration_stretch=${stretch.toFixed(3)}`, '-t', spoken, '-o', '/speech.wav'],
    pitchShift,
  };
}

/** Runs one request on a prepared Flite instance: a mono 16-bit WAV. */
export function runFliteRequest(run: FliteRun, request: FliteRequest): Buffer {
  const wav = run(request.args);
  if (Math.abs(request.pitchShift - 1) < 0.005) return wav;
  const pcm = readMonoSamples(wav);
  if (!pcm) throw new Error('flite produced an unreadable WAV');
  // Play the samples `pitchShift` times faster at the same rate: resample to rate / pitchShift.
  const shifted = resample(pcm.samples, pcm.sampleRate, Math.round(pcm.sampleRate / request.pitchShift));
  return encodeWav(shifted, pcm.sampleRate);
}
