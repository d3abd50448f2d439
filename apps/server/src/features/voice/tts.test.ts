import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { createFliteEngine } from './flite-engine';
import { createTtsEngine } from './tts';
import type { TtsEngine, Voice } from './tts.types';
import { medianF0, startFakeSpeechApi } from './voice.testing';
import { encodeWav, readWavInfo, wavDurationSeconds } from './wav';

const silentLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;
const SENTENCE = 'Honestly, we already replaced two filling lines last year, so what would be different this time?';
const FEMALE: Voice = { gender: 'female', pitch: 1.08, rate: 1 };
const MALE: Voice = { gender: 'male', pitch: 0.92, rate: 1 };

describe('offline voice (Flite)', () => {
  let engine: TtsEngine;
  beforeAll(async () => {
    engine = createFliteEngine({ workers: 1, log: silentLog });
    await engine.warm?.();
  });
  afterAll(() => engine.close?.());

  it('speaks a sentence as a mono 16-bit WAV of a plausible length', async () => {
    const { audio, mime } = await engine.synthesize(SENTENCE, FEMALE);
    expect(mime).toBe('audio/wav');
    const info = readWavInfo(audio);
    expect(info).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 16_000 });
    // 16 words at a conversational 120–220 words a minute.
    const seconds = wavDurationSeconds(audio);
    expect(seconds).toBeGreaterThan(4);
    expect(seconds).toBeLessThan(9);
  });

  it('gives women and men different voices, and follows pitch and rate', async () => {
    const [female, male, higherMale, slowFemale] = await Promise.all([
      engine.synthesize(SENTENCE, FEMALE),
      engine.synthesize(SENTENCE, MALE),
      engine.synthesize(SENTENCE, { ...MALE, pitch: 1.0 }),
      engine.synthesize(SENTENCE, { ...FEMALE, rate: 0.8 }),
    ]);
    const f0 = (a: { audio: Buffer }) => medianF0(a.audio);
    expect(f0(female)).toBeGreaterThan(140);
    expect(f0(male)).toBeLessThan(125);
    expect(f0(higherMale)).toBeGreaterThan(f0(male) * 1.04);
    expect(wavDurationSeconds(slowFemale.audio)).toBeGreaterThan(wavDurationSeconds(female.audio) * 1.15);
  });

  it('refuses an empty sentence and honours an abort', async () => {
    await expect(engine.synthesize('  \n ', FEMALE)).rejects.toThrow(/nothing to say/);
    const controller = new AbortController();
    const pending = engine.synthesize(SENTENCE, FEMALE, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // The engine stays usable afterwards.
    expect(wavDurationSeconds((await engine.synthesize('Fine.', MALE)).audio)).toBeGreaterThan(0.2);
  });

  it('closes while its worker is still starting, and answers the sentence it was given', async () => {
    // A socket that closes during the buyer's opening line shuts the app down mid-start-up.
    const starting = createFliteEngine({ workers: 1, log: silentLog });
    const pending = expect(starting.synthesize(SENTENCE, FEMALE)).rejects.toThrow(/engine closed/);
    await starting.close?.();
    await pending;
    await expect(starting.synthesize('Fine.', MALE)).rejects.toThrow(/engine closed/);
  });
});

describe('provider voice (OpenAI-compatible /audio/speech)', () => {
  const providerWav = encodeWav(new Float32Array(24_000).fill(0.1), 24_000);

  it('posts the sentence with a voice chosen by gender and returns the provider audio', async () => {
    const api = await startFakeSpeechApi((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(providerWav);
    });
    const env = loadEnv({ TTS_PROVIDER: 'openai-compatible', TTS_BASE_URL: api.baseUrl, OPENAI_API_KEY: 'sk-test' });
    const engine = createTtsEngine(env, silentLog);
    try {
      const result = await engine.synthesize('Go ahead.', MALE);
      expect(result).toEqual({ audio: providerWav, mime: 'audio/wav' });
      await engine.synthesize('Go ahead.', FEMALE);
      const [male, female] = api.requests.map((r) => JSON.parse(r.body.toString()) as Record<string, unknown>);
      expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
      expect(api.requests[0]?.headers.authorization).toBe('Bearer sk-test');
      expect(male).toMatchObject({ model: 'gpt-4o-mini-tts', input: 'Go ahead.', response_format: 'wav' });
      expect(['onyx', 'ash', 'echo']).toContain(male?.voice);
      expect(['shimmer', 'nova', 'coral']).toContain(female?.voice);
    } finally {
      await engine.close?.();
      await api.close();
    }
  });

  it('falls back to the offline voice for a sentence the provider fails', async () => {
    const api = await startFakeSpeechApi((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
    });
    const env = loadEnv({ TTS_PROVIDER: 'openai-compatible', TTS_BASE_URL: api.baseUrl, TTS_WORKERS: '1' });
    const engine = createTtsEngine(env, silentLog);
    try {
      const result = await engine.synthesize('Go ahead.', FEMALE);
      expect(api.requests).toHaveLength(1);
      expect(readWavInfo(result.audio)?.sampleRate).toBe(16_000);
      expect(wavDurationSeconds(result.audio)).toBeGreaterThan(0.3);
    } finally {
      await engine.close?.();
      await api.close();
    }
  });

  it('refuses a provider configuration that cannot work', () => {
    expect(() => createTtsEngine(loadEnv({ TTS_PROVIDER: 'openai' }), silentLog)).toThrow(/TTS_API_KEY/);
    expect(() => createTtsEngine(loadEnv({ TTS_PROVIDER: 'openai-compatible' }), silentLog)).toThrow(/TTS_BASE_URL/);
  });
});
