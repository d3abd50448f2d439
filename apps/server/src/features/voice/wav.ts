/** RIFF/WAVE PCM helpers: just enough to check what an engine produced and what a browser sent. */

export type WavInfo = {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataOffset: number;
  dataLength: number;
};

export function isWav(audio: Buffer): boolean {
  return audio.length >= 12 && audio.toString('ascii', 0, 4) === 'RIFF' && audio.toString('ascii', 8, 12) === 'WAVE';
}

/** Reads the fmt and data chunks of a PCM WAV; null when the buffer is not one. */
export function readWavInfo(audio: Buffer): WavInfo | null {
  if (!isWav(audio)) return null;
  let offset = 12;
  let format: Omit<WavInfo, 'dataOffset' | 'dataLength'> | null = null;
  while (offset + 8 <= audio.length) {
    const id = audio.toString('ascii', offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= audio.length) {
      format = {
        channels: audio.readUInt16LE(body + 2),
        sampleRate: audio.readUInt32LE(body + 4),
        bitsPerSample: audio.readUInt16LE(body + 14),
      };
    } else if (id === 'data' && format) {
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: the data runs to the end then.
      const dataLength = size === 0 || body + size > audio.length ? audio.length - body : size;
      return { ...format, dataOffset: body, dataLength };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** Duration in seconds of a PCM WAV (0 when it is not one). */
export function wavDurationSeconds(audio: Buffer): number {
  const info = readWavInfo(audio);
  if (!info || info.sampleRate === 0 || info.channels === 0 || info.bitsPerSample === 0) return 0;
  return info.dataLength / (info.sampleRate * info.channels * (info.bitsPerSample / 8));
}

/** The samples of a PCM WAV (16-bit integer or 32-bit float), mixed down to mono in [-1, 1]. */
export function readMonoSamples(audio: Buffer): { samples: Float32Array; sampleRate: number } | null {
  const info = readWavInfo(audio);
  if (!info || info.channels === 0 || info.sampleRate === 0) return null;
  const { channels, bitsPerSample, dataOffset } = info;
  if (bitsPerSample !== 16 && bitsPerSample !== 32) return null;
  const bytesPerFrame = channels * (bitsPerSample / 8);
  const frames = Math.floor(info.dataLength / bytesPerFrame);
  const samples = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) {
      const at = dataOffset + f * bytesPerFrame + c * (bitsPerSample / 8);
      sum += bitsPerSample === 16 ? audio.readInt16LE(at) / 32768 : audio.readFloatLE(at);
    }
    samples[f] = sum / channels;
  }
  return { samples, sampleRate: info.sampleRate };
}

/** Linear-interpolation resampling: enough for speech at the small ratios used here. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.max(0, Math.floor((samples.length * to) / from)));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const x = i * step;
    const i0 = Math.floor(x);
    const a = samples[i0] ?? 0;
    const b = samples[i0 + 1] ?? a;
    out[i] = a + (b - a) * (x - i0);
  }
  return out;
}

/** The canonical 44-byte header of a mono 16-bit PCM WAV holding `dataBytes` of samples. */
function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  const out = Buffer.alloc(44);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  return out;
}

/** 16-bit little-endian PCM samples, clamped. */
export function toPcm16(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  return out;
}

/** Mono 16-bit PCM as a WAV file. */
export function wavFromPcm16(pcm: Buffer, sampleRate: number): Buffer {
  return Buffer.concat([wavHeader(pcm.length, sampleRate), pcm]);
}

/** A mono 16-bit PCM WAV with the canonical 44-byte header. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  return wavFromPcm16(toPcm16(samples), sampleRate);
}

/** Sample level (16-bit) below which a synthesised voice is silent: about −54 dBFS. */
const SILENT_LEVEL = 64;

/**
 * A 16-bit PCM WAV without the silence before its first audible sample, less `keepMs` (so the
 * onset is not clipped). Flite opens every sentence with ~140–170 ms of silence: fine between
 * sentences, pure delay before the first words of a reply. Anything else comes back as it was.
 */
export function trimLeadingSilence(audio: Buffer, keepMs = 10): Buffer {
  const info = readWavInfo(audio);
  if (!info || info.bitsPerSample !== 16 || info.channels === 0 || info.sampleRate === 0) return audio;
  const frameBytes = 2 * info.channels;
  const end = info.dataOffset + info.dataLength - (info.dataLength % frameBytes);
  let at = info.dataOffset;
  while (at < end && Math.abs(audio.readInt16LE(at)) <= SILENT_LEVEL) at += 2;
  if (at >= end) return audio;
  const firstFrame = Math.floor((at - info.dataOffset) / frameBytes);
  const cutFrames = Math.max(0, firstFrame - Math.round((keepMs / 1000) * info.sampleRate));
  if (cutFrames === 0) return audio;
  const pcm = audio.subarray(info.dataOffset + cutFrames * frameBytes, end);
  const header = Buffer.from(audio.subarray(0, info.dataOffset));
  header.writeUInt32LE(pcm.length, info.dataOffset - 4);
  header.writeUInt32LE(header.length - 8 + pcm.length, 4);
  return Buffer.concat([header, pcm]);
}
