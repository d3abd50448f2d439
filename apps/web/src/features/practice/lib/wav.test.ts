import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';

describe('encodeWav', () => {
  it('writes a 16 kHz mono 16-bit PCM header and clamps samples', async () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2, -2, 0.5]));
    const view = new DataView(await wav.arrayBuffer());
    const ascii = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect(ascii(0)).toBe('RIFF');
    expect(ascii(8)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(12);
    expect(wav.size).toBe(44 + 12);
    const samples = [0, 1, 2, 3, 4, 5].map((i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 32767, -32768, 16383]);
  });
});
