import { readWavInfo } from './wav';

export type AudioMime = 'audio/wav' | 'audio/webm' | 'audio/ogg';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** Below this many bytes a recording holds no speech worth sending anywhere. */
const MIN_AUDIO_BYTES = 256;

/** The container of a recording, from its first bytes; null for anything else or an empty one. */
export function sniffAudioMime(audio: Buffer): AudioMime | null {
  if (audio.length < MIN_AUDIO_BYTES) return null;
  if (audio.subarray(0, 4).equals(EBML_MAGIC)) return 'audio/webm';
  if (audio.toString('ascii', 0, 4) === 'OggS') return 'audio/ogg';
  const wav = readWavInfo(audio);
  if (wav && wav.dataLength > 0) return 'audio/wav';
  return null;
}
